// The hosted page's scripts say nothing to the person except through the catalogues (t() in
// web/hosted/src/i18n.ts): a sentence or a capitalised word written as a string literal in
// web/hosted/src/*.ts is English that no other language would ever see, so this test fails on it. Every t('page.…') key
// the scripts name must exist, so a typo does not show the person a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { EN_US } from '../../i18n/index.js';

// The hosted app's sources (bundled by Vite at `npm run build`); its tests, if any, are not the page.
const DIR = new URL('../../../web/hosted/src/', import.meta.url);
const SCRIPTS = readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

// Attribute and option values: markup vocabulary, not text (`class: 'notice error'`).
const MARKUP_PROPERTIES = new Set([
  'class',
  'type',
  'id',
  'name',
  'accept',
  'autocomplete',
  'inputmode',
  'rel',
  'role',
]);
const MARKUP_PREFIXES = /^'?(data|aria)-/;
// Literals that look like words but are not text for the person: units and formats named the
// same in every language, the HTTP authorization scheme.
const ALLOWED = new Set(['Bearer ', ' MB', 'JPEG', 'PNG', 'WebP', 'PDF']);

/** Whether a literal reads as text for a person: two words in a row, or one capitalised word. */
function readsAsText(text: string): boolean {
  if (ALLOWED.has(text)) return false;
  return /\b[A-Za-z][a-z]+\s+[a-z]{2,}/.test(text) || /^[A-Z][a-z]{2,}\b/.test(text.trim());
}

interface Literal {
  file: string;
  line: number;
  text: string;
}

/** The string literals and template pieces of a script that are not markup, module paths or types. */
function literalsOf(
  file: string,
  text: string = readFileSync(new URL(file, DIR), 'utf8'),
): { texts: Literal[]; keys: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const texts: Literal[] = [];
  const keys: string[] = [];
  const at = (node: ts.Node, text: string) =>
    texts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node): void => {
    // Types say nothing to the person: `type: 'provider_doc_v'` in an interface is no text.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const parent = node.parent;
      const markup =
        ts.isPropertyAssignment(parent) &&
        parent.initializer === node &&
        (MARKUP_PROPERTIES.has(parent.name.getText(source)) || MARKUP_PREFIXES.test(parent.name.getText(source)));
      if (node.text.startsWith('page.')) keys.push(node.text);
      else if (!markup && !(ts.isPropertyAssignment(parent) && parent.name === node)) at(node, node.text);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      at(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, keys };
}

test('the hosted page scripts hold no text for the person outside the catalogues', () => {
  assert.ok(SCRIPTS.includes('ocr.ts') && SCRIPTS.includes('page.ts'), 'the scripts are found');
  const english = SCRIPTS.flatMap((f) => literalsOf(f).texts.filter((l) => readsAsText(l.text)));
  assert.deepEqual(
    english.map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`),
    [],
  );
});

test('every catalogue key the page scripts name exists', () => {
  // Keys built at run time (`page.ocr.field.${f}`) are template pieces, checked by their prefix.
  const keys = SCRIPTS.flatMap((f) => literalsOf(f).keys).filter((k) => !k.endsWith('.'));
  assert.ok(keys.length > 50, `the page names its texts by key (${keys.length} found)`);
  assert.deepEqual(
    keys.filter((k) => !Object.hasOwn(EN_US, k)),
    [],
  );
});

test('the check finds English written into a script', () => {
  assert.ok(readsAsText('Choose the document first.'));
  assert.ok(readsAsText('Back'));
  assert.ok(readsAsText('Upload a photo'));
  assert.ok(!readsAsText('form-error'));
  assert.ok(!readsAsText('image/jpeg'));
  assert.ok(!readsAsText('input, select, textarea'));
  assert.ok(!readsAsText('Bearer '));
});

test('the check reads TypeScript: text in code is found, types are not text', () => {
  const { texts, keys } = literalsOf(
    'sample.ts',
    [
      "type Kind = 'Passport Photo' | 'page.not.a.key';",
      'interface Step { title: string | null }',
      "const hint: string = 'Choose the document first.';",
      "el('p', { class: 'help', text: `Upload ${'a'} photo` });",
      "t('page.doc.title');",
    ].join('\n'),
  );
  assert.deepEqual(
    texts.filter((l) => readsAsText(l.text)).map((l) => l.text),
    ['Choose the document first.', 'Upload '],
  );
  assert.deepEqual(keys, ['page.doc.title']);
});

// The hosted page's scripts say nothing to the person except through the catalogues (t() in
// page/i18n.js): a sentence or a capitalised word written as a string literal in page/*.js is
// English that no other language would ever see, so this test fails on it. Every t('page.…') key
// the scripts name must exist, so a typo does not show the person a key.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { EN_US } from '../../i18n/index.js';

const DIR = new URL('./page/', import.meta.url);
const SCRIPTS = readdirSync(DIR).filter((f) => f.endsWith('.js'));

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

/** The string literals and template pieces of a script that are not markup or module paths. */
function literalsOf(file: string): { texts: Literal[]; keys: string[] } {
  const source = ts.createSourceFile(file, readFileSync(new URL(file, DIR), 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: Literal[] = [];
  const keys: string[] = [];
  const at = (node: ts.Node, text: string) =>
    texts.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) return;
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
  assert.ok(SCRIPTS.includes('ocr.js') && SCRIPTS.includes('page.js'), 'the scripts are found');
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

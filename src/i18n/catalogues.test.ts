// The catalogues are complete and well formed, in the test's own terms rather than by review:
// every locale resolves every key, every translation parses as ICU MessageFormat and uses the
// same arguments as its source text (select and plural branches included), the hosted page's
// texts use plain arguments only, and no English is left in a non-English catalogue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES } from './catalogues/index.js';
import { EN_US, type MessageKey } from './catalogues/en-US.js';
import { LOCALES, PARENT, type Locale } from './locales.js';

const KEYS = Object.keys(EN_US) as MessageKey[];
// The first test checks these are exactly the 47 locales.
const PRESENT = Object.keys(CATALOGUES) as Locale[];

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}
// intl-messageformat's AST element types (@formatjs/icu-messageformat-parser TYPE).
const LITERAL = 0;
const POUND = 7;

/** Every argument name a message uses, branches of selects and plurals included. */
function argumentsOf(ast: Element[], out = new Set<string>()): Set<string> {
  for (const el of ast) {
    if (el.type !== LITERAL && el.type !== POUND && el.value !== undefined) out.add(el.value);
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, out);
  }
  return out;
}

/** The literal text of a message, without its arguments (select keys are not text either). */
function literalText(ast: Element[]): string {
  return ast
    .map((el) =>
      el.type === LITERAL
        ? (el.value ?? '')
        : ` ${Object.values(el.options ?? {})
            .map((o) => literalText(o.value))
            .join(' ')} `,
    )
    .join('');
}

const parse = (text: string, locale: string): Element[] =>
  new IntlMessageFormat(text, locale, undefined, { ignoreTag: true }).getAst();

/** A locale's texts after its parent chain within the same language. */
function resolved(locale: Locale): Partial<Record<MessageKey, string>> {
  const parent = PARENT[locale];
  return { ...(parent ? resolved(parent) : {}), ...CATALOGUES[locale] };
}

test('every locale has a catalogue that resolves every key of the source', () => {
  assert.deepEqual(Object.keys(CATALOGUES).sort(), [...LOCALES].sort());
  for (const locale of LOCALES) {
    const texts = resolved(locale);
    const missing = KEYS.filter((k) => texts[k] === undefined);
    assert.deepEqual(missing, [], `${locale} misses keys`);
    const unknown = Object.keys(CATALOGUES[locale]).filter((k) => !Object.hasOwn(EN_US, k));
    assert.deepEqual(unknown, [], `${locale} has keys the source does not`);
  }
});

test('every text parses as ICU MessageFormat and keeps exactly the source arguments', () => {
  for (const locale of PRESENT) {
    for (const [key, text] of Object.entries(CATALOGUES[locale]) as Array<[MessageKey, string]>) {
      let ast: Element[];
      try {
        ast = parse(text, locale);
      } catch (err) {
        assert.fail(`${locale} ${key}: ${String(err)}`);
      }
      const want = [...argumentsOf(parse(EN_US[key], 'en-US'))].sort();
      assert.deepEqual([...argumentsOf(ast)].sort(), want, `${locale} ${key}: ${text}`);
    }
  }
});

test('the hosted page texts use plain {name} arguments only (the browser has no ICU runtime)', () => {
  for (const locale of PRESENT)
    for (const [key, text] of Object.entries(CATALOGUES[locale]))
      if (key.startsWith('page.'))
        for (const el of parse(text, locale))
          assert.ok(el.type === LITERAL || el.type === 1, `${locale} ${key} uses more than {name}: ${text}`);
});

// Tokens that are the same in every language: file formats, the "<<<" of a machine-readable zone.
const INTERNATIONAL = new Set([
  'jpeg',
  'png',
  'webp',
  'pdf',
  'yyyy-mm-dd',
  'qr',
  'javascript',
  'sms',
  'mrz',
  'id',
  'e-mail',
  'email',
]);
// Words that are, in the language named, also an English word of the source text: checked by hand.
const COGNATES: Readonly<Record<string, readonly string[]>> = {
  cs: ['text'],
  da: ['invitation', 'upload', 'send'],
  de: ['moment', 'code', 'optional', 'name'],
  es: ['visa'],
  et: ['number'],
  fr: ['invitation', 'code', 'document', 'photo', 'visa', 'date'],
  id: ['visa'],
  nl: ['camera', 'code', 'upload', 'document'],
  no: ['send'],
  pl: ['link'],
  ro: ['valid', 'link', 'moment', 'camera', 'text'],
  sk: ['moment', 'text'],
  sv: ['text'],
};
// Latin-script words of three letters or more (apostrophes and hyphens inside a word kept).
const words = (text: string): string[] =>
  (text.toLowerCase().match(/[a-z][a-z'’-]*[a-z]/g) ?? []).filter((w) => w.length >= 3 && !INTERNATIONAL.has(w));
const latinScript = (locale: string) => !/^(ar|bn|bg|zh|el|gu|he|hi|ja|kn|ko|ml|mr|ru|ta|te|th|uk)\b/.test(locale);

/** Whether a translation still reads as its English source (see the cases below). */
function englishLeft(locale: Locale, key: MessageKey, text: string): boolean {
  const cognates = new Set(COGNATES[locale.split('-')[0] ?? ''] ?? []);
  const source = new Set(words(literalText(parse(EN_US[key], 'en-US'))));
  const own = words(literalText(parse(text, locale))).filter((w) => !cognates.has(w));
  // A script of its own: any Latin word left is untranslated.
  if (!latinScript(locale)) return own.length > 0;
  // Latin script: a text made mostly of its English source's words is English.
  return own.length > 0 && own.filter((w) => source.has(w)).length * 2 >= own.length;
}

test('no English is left in a non-English catalogue', () => {
  const left: string[] = [];
  for (const locale of PRESENT) {
    if (locale.startsWith('en-')) continue;
    for (const [key, text] of Object.entries(CATALOGUES[locale]) as Array<[MessageKey, string]>)
      if (englishLeft(locale, key, text)) left.push(`${locale} ${key}: ${text}`);
  }
  assert.deepEqual(left, []);
});

test('the English check flags untranslated text and passes translations', () => {
  assert.ok(englishLeft('de-DE', 'page.form.fix', EN_US['page.form.fix']));
  assert.ok(englishLeft('fr-FR', 'page.kyb.help', 'Results appear as you type.'));
  assert.ok(englishLeft('ja', 'page.back', 'Back'));
  assert.ok(englishLeft('ja', 'page.kyb.help', '入力に合わせて results が表示されます。'));
  assert.ok(!englishLeft('ja', 'page.noscript', 'このページには JavaScript が必要です。'));
  assert.ok(!englishLeft('de-DE', 'page.form.fix', 'Bitte korrigieren Sie die markierten Felder.'));
  assert.ok(!englishLeft('fr-FR', 'page.doc.visa', 'visa'), 'an allowed cognate');
});

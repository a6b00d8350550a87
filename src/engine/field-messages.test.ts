// The per-field texts a person reads are sentences in plain language (docs/errors.md): a capital
// letter, a full stop, no developer jargon; the code and its top-level wire message stay as they were.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkValue } from './check-value.js';
import { FIELD_MESSAGES, fieldMessages } from './field-messages.js';
import { messagesFor } from '../i18n/index.js';
import type { Validation } from '../flows/document/types.js';

const noAuthorText = () => undefined;

test('default validation messages are end-user sentences', () => {
  const cases: Array<[Validation, unknown, string]> = [
    [{ type: 'min', value: 18 }, 3, 'Enter a number of at least 18.'],
    [{ type: 'max_length', value: 1 }, 'ab', 'Enter no more than 1 character.'],
    [{ type: 'min_length', value: 5 }, 'ab', 'Enter at least 5 characters.'],
    [{ type: 'regex', value: '^\\d+$' }, 'abc', 'This is not in the expected format.'],
    [{ type: 'max_date', value: '2000-01-01' }, '2001-01-01', 'Enter a date on or before January 1, 2000.'],
    [{ type: 'max_number_of_elements', value: 2 }, ['a', 'b', 'c'], 'Choose or add no more than 2.'],
    [{ type: 'max_file_size', value: 2 * 1024 * 1024 }, ['f'], 'Each file must be 2 MB or smaller.'],
  ];
  const files = { f: { size: 3 * 1024 * 1024 } } as unknown as Parameters<typeof checkValue>[4];
  for (const [validation, value, expected] of cases) {
    assert.deepEqual(
      checkValue([validation], value, '2025-01-01', noAuthorText, files).map((f) => f.message),
      [expected],
    );
  }
});

test('every fixed text reads as a sentence, without jargon', () => {
  type Text = string | ((x: never) => string) | Readonly<Record<string, string>>;
  const entries = Object.entries(FIELD_MESSAGES as unknown as Record<string, Text>).flatMap(([name, text]) =>
    typeof text === 'object'
      ? Object.entries(text).map(([k, v]) => [`${name}.${k}`, v] as const)
      : [[name, text] as const],
  );
  for (const [name, text] of entries) {
    const sample = typeof text === 'function' ? text(3 as never) : text;
    // A sentence may open on the quoted name of what the person sent (“3” is not a field …).
    assert.match(sample, /^(“[^”]+” [a-z]|[A-Z]).*\.$/, name);
    assert.doesNotMatch(sample, /E\.164|ISO|regex|JSON|element/i, name);
  }
});

test("the messages come in the session's language, with its plurals, numbers and file sizes", () => {
  const files = { f: { size: 3 * 1024 * 1024 } } as unknown as Parameters<typeof checkValue>[4];
  const de = fieldMessages(messagesFor('de-DE'));
  const fr = fieldMessages(messagesFor('fr-FR'));
  const message = (v: Validation, value: unknown, t = de) =>
    checkValue([v], value, '2025-01-01', noAuthorText, files, t).map((f) => f.message);
  assert.deepEqual(message({ type: 'min_length', value: 5 }, 'ab'), ['Geben Sie mindestens 5 Zeichen ein.']);
  assert.deepEqual(message({ type: 'min', value: 10000 }, 3), ['Geben Sie eine Zahl von mindestens 10.000 ein.']);
  assert.deepEqual(message({ type: 'max_date', value: '2000-01-01' }, '2001-01-01', fr), [
    'Saisissez une date égale ou antérieure au 1 janvier 2000.',
  ]);
  assert.match(
    message({ type: 'max_file_size', value: 2 * 1024 * 1024 }, ['f'], fr)[0] ?? '',
    /^Chaque fichier doit faire au plus 2\sMo\.$/u,
  );
  assert.equal(de.required, 'Dieses Feld ist ein Pflichtfeld.');
});

// The hosted page's language choice: link first, then the x-hf-language header, then the
// browser's languages by preference, each matched against the flow's languages only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { acceptedTags, pageTexts, pickPageLanguage } from './page-language.js';

const flowLanguages = ['en-US', 'de-DE', 'ar', 'pt-BR'] as const;

test('Accept-Language is read by q-value, ties in written order, * and q=0 ignored', () => {
  assert.deepEqual(acceptedTags('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5'), ['fr-CH', 'fr', 'en', 'de']);
  assert.deepEqual(acceptedTags('de;q=0.5, ja, sv;q=0'), ['ja', 'de']);
  assert.deepEqual(acceptedTags(undefined), []);
});

test('the link wins, then the header, then the browser; only the flow’s languages count', () => {
  assert.equal(pickPageLanguage({ query: 'ar', header: 'de-DE', acceptLanguage: 'pt-BR' }, flowLanguages), 'ar');
  assert.equal(pickPageLanguage({ header: 'de-DE', acceptLanguage: 'pt-BR' }, flowLanguages), 'de-DE');
  assert.equal(pickPageLanguage({ acceptLanguage: 'sv, de-AT;q=0.8' }, flowLanguages), 'de-DE');
  // Portuguese from Portugal: the flow has Brazilian Portuguese, closer than its default.
  assert.equal(pickPageLanguage({ acceptLanguage: 'pt-PT' }, flowLanguages), 'pt-BR');
  // A language the flow has no texts in, or garbage: the flow's default.
  assert.equal(pickPageLanguage({ query: 'ja', acceptLanguage: 'sv' }, flowLanguages), 'en-US');
  assert.equal(pickPageLanguage({ query: '<script>' }, ['de-DE', 'en-US']), 'de-DE');
});

test('the page texts: direction, autonyms for the switcher, and the page.* texts only', () => {
  const ar = pageTexts('ar', flowLanguages, 'en-US');
  assert.equal(ar.dir, 'rtl');
  assert.deepEqual(
    ar.languages.map((l) => l.name),
    ['American English', 'Deutsch (Deutschland)', 'العربية', 'Português (Brasil)'],
  );
  assert.equal(ar.messages['page.continue'], 'متابعة');
  assert.ok(Object.keys(ar.messages).every((k) => k.startsWith('page.')));
  assert.equal(pageTexts('de-DE', flowLanguages).dir, 'ltr');
});

// The fallback chain and formatting in the locale: a regional variant reads its parent's texts,
// then the flow's default, then en-US; plurals, numbers, dates and file sizes follow the locale.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fallbackChain, matchLocale, directionOf, LOCALES } from './locales.js';
import { messagesFor } from './messages.js';
import { formatFileSize } from './units.js';

test('the locales are the spec’s 47 x-hf-language codes, each once', () => {
  assert.equal(LOCALES.length, 47);
  assert.equal(new Set(LOCALES).size, 47);
});

test('the chain: locale, its parent, the flow default and its parent, then en-US', () => {
  assert.deepEqual(fallbackChain('fr-CA'), ['fr-CA', 'fr-FR', 'en-US']);
  assert.deepEqual(fallbackChain('fr-CA', 'de-DE'), ['fr-CA', 'fr-FR', 'de-DE', 'en-US']);
  assert.deepEqual(fallbackChain('zh-HK', 'es-MX'), ['zh-HK', 'zh-Hant-TW', 'es-MX', 'es-ES', 'en-US']);
  assert.deepEqual(fallbackChain('en-GB', 'en-US'), ['en-GB', 'en-US']);
});

test('a regional variant has its own texts where it differs and its parent’s elsewhere', () => {
  const ca = messagesFor('fr-CA');
  assert.equal(ca.format('field.email'), 'Saisissez une adresse courriel valide.');
  assert.equal(ca.format('field.required'), 'Ce champ est obligatoire.');
  assert.equal(ca.source('field.required').locale, 'fr-FR');
  assert.equal(messagesFor('zh-HK').format('field.email'), '請輸入有效的電郵地址。');
  assert.equal(messagesFor('zh-HK').format('field.required'), '此欄位為必填。');
});

test('any language tag finds its closest locale; an unknown one the flow default, then en-US', () => {
  assert.equal(matchLocale('fr-BE'), 'fr-FR');
  assert.equal(matchLocale('nb-NO'), 'no');
  assert.equal(matchLocale('zh-TW'), 'zh-Hant-TW');
  assert.equal(matchLocale('zh-Hant-HK'), 'zh-HK');
  assert.equal(matchLocale('zh'), 'zh-Hans-CN');
  assert.equal(matchLocale('PT'), 'pt-PT');
  assert.equal(matchLocale('xx'), undefined);
  assert.equal(messagesFor('xx', 'de-DE').format('field.required'), 'Dieses Feld ist ein Pflichtfeld.');
  assert.equal(messagesFor('xx').format('field.required'), 'This field is required.');
});

test('plurals follow each language’s rules', () => {
  const n = (locale: string, count: number) => messagesFor(locale).format('field.minLength', { count });
  assert.equal(n('en-US', 1), 'Enter at least 1 character.');
  assert.equal(n('en-US', 5), 'Enter at least 5 characters.');
  assert.equal(n('pl', 1), 'Wpisz co najmniej 1 znak.');
  assert.equal(n('pl', 3), 'Wpisz co najmniej 3 znaki.');
  assert.equal(n('pl', 5), 'Wpisz co najmniej 5 znaków.');
  assert.equal(n('ru', 21), 'Введите не менее 21 символа.');
  assert.equal(n('ru', 25), 'Введите не менее 25 символов.');
  assert.equal(n('ar', 2), 'يُرجى إدخال حرفين على الأقل.');
  assert.equal(n('ar', 11), 'يُرجى إدخال 11 حرفًا على الأقل.');
  assert.equal(n('sl', 2), 'Vnesite vsaj 2 znaka.');
});

test('numbers and calendar days are formatted for the locale, days never shifted by a time zone', () => {
  assert.equal(messagesFor('en-US').format('field.min', { bound: 10000 }), 'Enter a number of at least 10,000.');
  assert.equal(
    messagesFor('de-DE').format('field.min', { bound: 10000 }),
    'Geben Sie eine Zahl von mindestens 10.000 ein.',
  );
  assert.equal(
    messagesFor('en-US').format('field.maxDate', { date: '2000-01-01' }),
    'Enter a date on or before January 1, 2000.',
  );
  // en-GB reads en-US's sentence, formatted the British way.
  assert.equal(
    messagesFor('en-GB').format('field.maxDate', { date: '2000-01-01' }),
    'Enter a date on or before 1 January 2000.',
  );
  assert.equal(
    messagesFor('ja').format('field.minDate', { date: '2000-12-31' }),
    '2000年12月31日以降の日付を入力してください。',
  );
});

test('selects pick the branch, with an "other" for anything else', () => {
  assert.equal(messagesFor('de-DE').format('field.datePart', { part: 'month' }), 'Wählen Sie einen gültigen Monat.');
  assert.equal(messagesFor('en-US').format('email.greeting', { named: 'yes', name: 'Ada' }), 'Hello Ada,');
  assert.equal(messagesFor('en-US').format('email.greeting', { named: 'no', name: '' }), 'Hello,');
});

test('file sizes and direction per locale', () => {
  assert.equal(formatFileSize('en-US', 2 * 1024 * 1024), '2 MB');
  assert.match(formatFileSize('fr-FR', 2 * 1024 * 1024), /^2\sMo$/u);
  assert.equal(formatFileSize('en-US', 100), '100 bytes');
  assert.equal(directionOf('ar'), 'rtl');
  assert.equal(directionOf('he'), 'rtl');
  assert.equal(directionOf('de-DE'), 'ltr');
});

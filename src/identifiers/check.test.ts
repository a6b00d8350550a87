import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkIdentifier, identifierMessage, labelOf } from './check.js';
import { kindById, kindsFor } from './registry.js';

const TODAY = '2026-11-24';

test('a valid personnummer in a Swedish field passes, with its date of birth and sex', () => {
  const r = checkIdentifier('SE', 'national_id_nr', '19121212-1212', TODAY);
  assert.ok(r?.ok);
  assert.equal(r.kind.kind, 'se_personnummer');
  assert.equal(r.compact, '191212121212');
  assert.equal(r.birthDate, '1912-12-12');
});

test('a samordningsnummer is accepted where a personnummer is asked for', () => {
  const r = checkIdentifier('se', 'national_id_nr', '701063-2391', TODAY);
  assert.ok(r?.ok);
  assert.equal(r.kind.kind, 'se_samordningsnummer');
});

test('an SSN in a Swedish field is named, with the personnummer expected', () => {
  const r = checkIdentifier('SE', 'national_id_nr', '536-90-4399', TODAY);
  assert.ok(r && !r.ok);
  assert.equal(r.reason, 'wrong_type');
  assert.deepEqual(r.looksLike?.type === 'identifier' && r.looksLike.kind.kind, 'us_ssn');
  assert.equal(
    r.message,
    'This looks like a US Social Security number. Enter the Swedish personnummer in the format YYYYMMDD-XXXX.',
  );
});

test('a passport number where a personnummer is expected', () => {
  const r = checkIdentifier('SE', 'national_id_nr', 'AA1234567', TODAY);
  assert.ok(r && !r.ok);
  assert.equal(r.reason, 'wrong_type');
  assert.equal(
    r.message,
    'This looks like a passport or identity card number. Enter the Swedish personnummer in the format YYYYMMDD-XXXX.',
  );
});

test('other recognisable values: e-mail, phone number, another country’s number', () => {
  const cases: Array<[string, string, string]> = [
    ['NO', 'ola@example.no', 'an e-mail address'],
    ['DK', '+4512345678', 'a phone number'],
    ['ES', '19121212-1212', 'a Swedish personnummer'],
    ['US', 'HH 01 23 45 D', 'a UK National Insurance number'],
    ['FR', '11010519491231002X', 'a Chinese resident identity number'],
    ['GB', 'RCCMNL83S18D969H', 'an Italian codice fiscale'],
  ];
  for (const [country, raw, like] of cases) {
    const r = checkIdentifier(country, 'national_id_nr', raw, TODAY);
    assert.ok(r && !r.ok, raw);
    assert.equal(r.reason, 'wrong_type', raw);
    assert.ok(r.message.startsWith(`This looks like ${like}.`), r.message);
  }
});

test('a typo in the right shape is a checksum problem, not another country’s number', () => {
  // Twelve digits shaped like a personnummer: even if another kind accepted them, the person
  // most likely mistyped their own number.
  const r = checkIdentifier('SE', 'national_id_nr', '19121212-1213', TODAY);
  assert.ok(r && !r.ok);
  assert.equal(r.reason, 'checksum');
  assert.equal(
    r.message,
    'This Swedish personnummer is not valid: check the digits. Enter it in the format YYYYMMDD-XXXX.',
  );
});

test('a value valid for several other countries names none of them', () => {
  // 123456782 passes Canada's Luhn and Australia's TFN check.
  const r = checkIdentifier('SE', 'national_id_nr', '123456782', TODAY);
  assert.ok(r && !r.ok);
  assert.equal(r.reason, 'format');
  assert.equal(r.message, 'Enter the Swedish personnummer in the format YYYYMMDD-XXXX.');
});

test('a country without rules gives no verdict', () => {
  assert.equal(checkIdentifier('KE', 'national_id_nr', 'anything', TODAY), undefined);
});

test('the kind a form names comes first: the one whose main use is the role', () => {
  assert.deepEqual(
    kindsFor('AR', 'national_id_nr').map((k) => k.kind),
    ['ar_dni', 'ar_cuil'],
  );
  assert.deepEqual(
    kindsFor('AR', 'social_service_number').map((k) => k.kind),
    ['ar_cuil'],
  );
  assert.equal(kindsFor('GB', 'social_service_number')[0]?.kind, 'gb_nino');
  assert.equal(kindsFor('DE', 'social_service_number').length, 0);
});

test('messages name the identifier and its format', () => {
  const is = kindById('is_kennitala');
  assert.ok(is);
  assert.equal(identifierMessage(is, 'format'), 'Enter the Icelandic kennitala in the format DDMMYY-XXXX.');
  assert.equal(
    identifierMessage(is, 'date'),
    'This Icelandic kennitala does not contain a valid date of birth. Enter it in the format DDMMYY-XXXX.',
  );
  const us = kindById('us_ssn');
  assert.ok(us);
  assert.equal(
    identifierMessage(us, 'range'),
    'This US Social Security number was not issued to a person. Enter it in the format XXX-XX-XXXX.',
  );
  assert.deepEqual(labelOf(us), {
    country: 'US',
    kind: 'us_ssn',
    name: 'Social Security number',
    localName: 'Social Security number (SSN)',
    placeholder: 'XXX-XX-XXXX',
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { iso7064Mod11_10, iso7064Mod11_2, luhnCheckDigit, luhnValid, modDecimal, verhoeffValid } from './checksums.js';

test('Luhn: the ISO/IEC 7812 example 7992739871-3', () => {
  assert.equal(luhnValid('79927398713'), true);
  assert.equal(luhnValid('79927398710'), false);
  assert.equal(luhnCheckDigit('7992739871'), 3);
});

test('Verhoeff: 236 completes to 2363 (Verhoeff 1969), any other last digit fails', () => {
  for (let d = 0; d < 10; d++) assert.equal(verhoeffValid(`236${d}`), d === 3);
});

test('ISO 7064 MOD 11-2: the standard’s examples 0794 → 0 and 079 → X', () => {
  assert.equal(iso7064Mod11_2('0794'), '0');
  assert.equal(iso7064Mod11_2('079'), 'X');
});

test('ISO 7064 MOD 11,10: the standard’s example 0794 → 5', () => {
  assert.equal(iso7064Mod11_10('0794'), 5);
});

test('modDecimal agrees with BigInt on long numbers', () => {
  for (const n of ['295109912611193', '1860219215325', '99999999999999999999']) {
    assert.equal(modDecimal(n, 97), Number(BigInt(n) % 97n));
  }
});

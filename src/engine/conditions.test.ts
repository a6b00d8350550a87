import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conditionHolds, isVisible, ruleHolds, serviceValue } from './conditions.js';
import type { Rule } from '../flows/document/types.js';

const TODAY = '2025-06-01';
function holds(operator: Rule['operator'], value: unknown, comparable?: Rule['comparable']): boolean {
  return ruleHolds({ fieldId: 'f', operator, ...(comparable ? { comparable } : {}) }, () => value, TODAY);
}

test('null and hv: no value is undefined, null, empty string or empty list', () => {
  for (const v of [undefined, null, '', []]) {
    assert.equal(holds('null', v), true);
    assert.equal(holds('hv', v), false);
  }
  for (const v of ['x', 0, false, ['a']]) {
    assert.equal(holds('null', v), false);
    assert.equal(holds('hv', v), true);
  }
});

test('= and != compare strings exactly, numbers numerically, booleans by text', () => {
  assert.equal(holds('=', 'SE', { value: 'SE' }), true);
  assert.equal(holds('=', 'se', { value: 'SE' }), false);
  assert.equal(holds('=', '5', { value: 5 }), true);
  assert.equal(holds('=', 5.0, { value: '5' }), true);
  assert.equal(holds('=', true, { value: 'true' }), true);
  assert.equal(holds('=', ['a'], { value: 'a' }), true);
  assert.equal(holds('=', ['a', 'b'], { value: 'a' }), false);
  assert.equal(holds('=', undefined, { value: null }), false);
  assert.equal(holds('!=', undefined, { value: 'x' }), true);
  assert.equal(holds('!=', 'SE', { value: 'SE' }), false);
});

test('cv and nc: substring ignoring case, or list membership', () => {
  assert.equal(holds('cv', 'Lovelace', { value: 'LACE' }), true);
  assert.equal(holds('cv', ['a', 'b'], { value: 'b' }), true);
  assert.equal(holds('cv', undefined, { value: 'b' }), false);
  assert.equal(holds('nc', undefined, { value: 'b' }), true);
  assert.equal(holds('nc', 'abc', { value: 'z' }), true);
});

test('< and > compare numbers and dates, relative dates included; otherwise false', () => {
  assert.equal(holds('<', 3, { value: 5 }), true);
  assert.equal(holds('>', '10', { value: 9 }), true);
  assert.equal(holds('<', '2000-01-01', { value: '2000-01-02' }), true);
  assert.equal(holds('<', '2000-01-01', { value: '-18y' }), true);
  assert.equal(holds('>', '2020-01-01', { value: '-18y' }), true);
  assert.equal(holds('<', 'abc', { value: 5 }), false);
  assert.equal(holds('>', undefined, { value: 5 }), false);
  assert.equal(holds('<', 5, { value: 5 }), false);
});

test('in and nin over arrays', () => {
  assert.equal(holds('in', 'US', { value: ['US', 'CA'] }), true);
  assert.equal(holds('in', 'SE', { value: ['US', 'CA'] }), false);
  assert.equal(holds('in', ['x', 'CA'], { value: ['US', 'CA'] }), true);
  assert.equal(holds('in', '2', { value: [1, 2] }), true, 'a numeric string equals a number');
  assert.equal(holds('nin', undefined, { value: ['US'] }), true);
  assert.equal(holds('nin', 'SE', { value: ['US'] }), true);
});

test('AND / OR and show / hide actions', () => {
  const values: Record<string, unknown> = { a: 'x', b: 'y' };
  const look = (f: string): unknown => values[f];
  const rules: Rule[] = [
    { fieldId: 'a', operator: '=', comparable: { value: 'x' }, action: 'show' },
    { fieldId: 'b', operator: '=', comparable: { value: 'z' }, action: 'show' },
  ];
  assert.equal(conditionHolds({ type: 'AND', rules }, look, TODAY), false);
  assert.equal(conditionHolds({ type: 'OR', rules }, look, TODAY), true);
  assert.equal(isVisible({ type: 'OR', rules }, look, TODAY), true);
  assert.equal(
    isVisible({ type: 'OR', rules: rules.map((r) => ({ ...r, action: 'hide' as const })) }, look, TODAY),
    false,
  );
  assert.equal(isVisible(undefined, look, TODAY), true);
});

test('service results are read by dot path', () => {
  const results = { check: { status: 'ok', nested: { score: 3 } } };
  assert.equal(serviceValue('service:check.status', results), 'ok');
  assert.equal(serviceValue('service:check.nested.score', results), 3);
  assert.deepEqual(serviceValue('service:check', results), results.check);
  assert.equal(serviceValue('service:check.missing.deeper', results), undefined);
  assert.equal(serviceValue('service:constructor', results), undefined);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateEnrollment } from './validate.js';
import { createAllowList } from '../outbound/guard.js';

const good = {
  CallbackUrl: 'https://example.com/hook',
  Frequency: 'Weekly',
  ServiceName: 'Watchlist',
  IndividualToMonitor: { LastName: 'Doe' },
};

function problems(body: unknown): Array<[string | undefined, string, string]> {
  const checked = validateEnrollment(body, createAllowList(), Date.UTC(2025, 0, 1));
  return checked.ok ? [] : checked.errors.map((e) => [e.field, e.reason, e.message]);
}

test('a field of the wrong type is reported as such, not as missing', () => {
  assert.deepEqual(problems(good), []);
  assert.deepEqual(problems({ ...good, CallbackUrl: 42 }), [['CallbackUrl', 'type', 'CallbackUrl must be a string']]);
  assert.deepEqual(problems({ ...good, Frequency: 7 }), [['Frequency', 'type', 'Frequency must be a string']]);
  assert.deepEqual(problems({ ...good, ServiceName: true }), [['ServiceName', 'type', 'ServiceName must be a string']]);
  assert.deepEqual(problems({ ...good, IndividualToMonitor: 'Doe' }), [
    ['IndividualToMonitor', 'type', 'IndividualToMonitor must be an object'],
  ]);
  assert.deepEqual(problems({ ...good, IndividualToMonitor: { LastName: 3 } }), [
    ['IndividualToMonitor.LastName', 'type', 'IndividualToMonitor.LastName must be a string'],
  ]);
});

test('an absent, null or blank field is required', () => {
  const { CallbackUrl: _omit, ...rest } = good;
  assert.deepEqual(problems(rest), [['CallbackUrl', 'required', 'CallbackUrl is required']]);
  assert.deepEqual(problems({ ...good, CallbackUrl: null }), [['CallbackUrl', 'required', 'CallbackUrl is required']]);
  assert.deepEqual(problems({ ...good, CallbackUrl: '  ' }), [['CallbackUrl', 'required', 'CallbackUrl is required']]);
  assert.deepEqual(problems({ ...good, IndividualToMonitor: undefined }), [
    ['IndividualToMonitor', 'required', 'IndividualToMonitor is required'],
  ]);
});

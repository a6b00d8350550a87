// The OCR step form's edits keep the config publishable: checked with the server's own validator.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from '../../../../src/flows/document/test-support/validate.js';
import type { OcrConfig, OcrStepType } from '../../../../src/flows/document/schema-ocr-step.js';
import { ocrRoles, setAccepted, setProvider, setRead, setRequired } from './ocr-model.js';

function publishable(type: OcrStepType, config: OcrConfig | undefined): boolean {
  const node = { id: 'read', type, ...(config ? { config } : {}) };
  return validateFlowDocument({ name: 'Ocr', nodes: [node] }).ok;
}

test('built-in starts reading every field and publishes; tenant_backend drops the reader settings', () => {
  const builtin = setProvider('business_ocr', undefined, 'builtin');
  assert.deepEqual(builtin?.fields, ['company_name', 'registration_number', 'address', 'date_of_incorporation']);
  assert.ok(publishable('business_ocr', builtin));
  assert.ok(builtin);
  const withSize: OcrConfig = { ...builtin, maxFileBytes: 2048 };
  const tenant = setProvider('business_ocr', withSize, 'tenant_backend');
  assert.deepEqual(tenant, { provider: 'tenant_backend' });
  assert.ok(publishable('business_ocr', tenant));
  assert.ok(!publishable('business_ocr', { provider: 'tenant_backend', maxFileBytes: 2048 }));
});

test('requiring a field reads it; no longer reading it un-requires it', () => {
  let c: OcrConfig = { provider: 'builtin', fields: ['names'] };
  c = setRequired('person_ocr', c, 'date_of_birth', true);
  assert.deepEqual(c, { provider: 'builtin', fields: ['names', 'date_of_birth'], requiredFields: ['date_of_birth'] });
  assert.ok(publishable('person_ocr', c));
  c = setRead('person_ocr', c, 'date_of_birth', false);
  assert.deepEqual(c, { provider: 'builtin', fields: ['names'] });
  c = setRead('person_ocr', c, 'names', false);
  assert.deepEqual(c, { provider: 'builtin' });
  assert.ok(!publishable('person_ocr', c), 'a built-in reader with no field is refused (4203)');
});

test('accepted types: all is the default, the last one stays', () => {
  let c: OcrConfig = { provider: 'builtin', fields: ['names'] };
  c = setAccepted(c, 'application/pdf', false);
  assert.deepEqual(c.acceptedTypes, ['image/jpeg', 'image/png', 'image/webp']);
  c = setAccepted(c, 'application/pdf', true);
  assert.equal(c.acceptedTypes, undefined);
  c = { provider: 'builtin', fields: ['names'], acceptedTypes: ['image/png'] };
  assert.deepEqual(setAccepted(c, 'image/png', false).acceptedTypes, ['image/png']);
  assert.ok(publishable('person_ocr', c));
});

test('roles: a business address fills the company address roles', () => {
  assert.deepEqual(ocrRoles('person_ocr', 'address'), ['address_1', 'address_zip', 'address_city']);
  assert.ok(ocrRoles('business_ocr', 'address').includes('company_city'));
});

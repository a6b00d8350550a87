import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';

/** An OCR node of `type` with `config` (none when undefined), then a form and the end. */
function doc(type: 'person_ocr' | 'business_ocr', config: unknown) {
  return {
    name: 'OCR',
    start: 'read',
    nodes: [
      { id: 'read', type, ...(config === undefined ? {} : { config }), next: 'form' },
      {
        id: 'form',
        type: 'form',
        next: 'done',
        elements: [{ key: 'first', type: 'text', name: 'First name', role: 'first_name' }],
      },
      { id: 'done', type: 'end' },
    ],
  };
}
const issues = (input: unknown) => {
  const r = validateFlowDocument(input);
  return r.ok ? [] : r.errors.map((e) => ({ code: e.code, path: e.path, apiCode: e.apiCode }));
};

test('OCR nodes publish without config (tenant backend) and with a built-in config naming fields', () => {
  assert.deepEqual(issues(doc('person_ocr', undefined)), []);
  assert.deepEqual(issues(doc('business_ocr', { provider: 'tenant_backend' })), []);
  assert.deepEqual(
    issues(doc('person_ocr', { provider: 'builtin', fields: ['names'], requiredFields: ['names'] })),
    [],
  );
  assert.deepEqual(
    issues(doc('business_ocr', { provider: 'builtin', fields: ['company_name'], acceptedTypes: ['application/pdf'] })),
    [],
  );
});

test('a built-in OCR node without fields is refused with the spec’s 4203; other mistakes by their codes', () => {
  for (const config of [{ provider: 'builtin' }, { provider: 'builtin', fields: [] }])
    assert.deepEqual(issues(doc('person_ocr', config)), [
      { code: 'ocr_no_structured_field', path: '/nodes/0/config/fields', apiCode: 4203 },
    ]);
  assert.deepEqual(
    issues(doc('person_ocr', { provider: 'builtin', fields: ['names'], requiredFields: ['address'] })).map(
      (i) => i.code,
    ),
    ['ocr_required_not_read'],
  );
  assert.deepEqual(
    issues(doc('business_ocr', { provider: 'tenant_backend', fields: ['company_name'] })).map((i) => i.code),
    ['ocr_setting_without_builtin'],
  );
  // A person field on a business node, and an unknown setting, fail the schema.
  assert.ok(issues(doc('business_ocr', { provider: 'builtin', fields: ['date_of_birth'] })).length > 0);
  assert.ok(issues(doc('person_ocr', { provider: 'builtin', fields: ['names'], language: 'sv' })).length > 0);
});

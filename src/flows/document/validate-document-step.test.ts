import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';

/** A name form, then a provider_doc_v node with `config` (none when undefined), a condition reading `fieldId`. */
function doc(config: unknown, fieldId = 'step:doc.decision') {
  return {
    name: 'Documents',
    start: 'about',
    nodes: [
      {
        id: 'about',
        type: 'form',
        next: 'doc',
        elements: [
          { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
          { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
        ],
      },
      { id: 'doc', type: 'provider_doc_v', ...(config === undefined ? {} : { config }), next: 'route' },
      {
        id: 'route',
        type: 'condition',
        otherwise: 'done',
        branches: [{ next: 'done', condition: { type: 'AND', rules: [{ fieldId, operator: 'hv' }] } }],
      },
      { id: 'done', type: 'end' },
    ],
  };
}
const issues = (input: unknown) => {
  const r = validateFlowDocument(input);
  return r.ok ? [] : r.errors.map((e) => ({ code: e.code, path: e.path }));
};
const codes = (input: unknown) => issues(input).map((i) => i.code);

test('a provider_doc_v node publishes without config (tenant backend) and with a built-in config', () => {
  assert.deepEqual(codes(doc(undefined, 'step:doc.anything')), [], 'an integration result holds what it holds');
  assert.deepEqual(codes(doc({ provider: 'tenant_backend' }, 'step:doc.verdict')), []);
  assert.deepEqual(
    codes(
      doc({
        provider: 'builtin',
        documentTypes: ['passport', 'id_card'],
        issuingCountries: ['SWE', 'D', 'UTO'],
        requireBack: true,
        requireExpiry: false,
        crossCheck: ['given_names', 'family_name'],
        maxFileBytes: 5_000_000,
      }),
    ),
    [],
  );
  assert.deepEqual(codes(doc({ provider: 'builtin' }, 'step:doc.checks.0.result')), [], 'a walk into a stored field');
});

test('the config is closed and typed', () => {
  assert.deepEqual(codes(doc({})), ['missing_field']);
  assert.deepEqual(codes(doc({ provider: 'onfido' })), ['invalid_value']);
  assert.deepEqual(codes(doc({ provider: 'builtin', documentTypes: ['driving_licence'] })), ['invalid_value']);
  assert.deepEqual(codes(doc({ provider: 'builtin', documentTypes: [] })), ['too_few_items']);
  assert.deepEqual(codes(doc({ provider: 'builtin', maxFileBytes: 10 })), ['out_of_range']);
  assert.deepEqual(codes(doc({ provider: 'builtin', liveness: true })), ['unknown_field']);
});

test('publication refuses unknown issuing countries, cross-checks with no field to read, builtin settings on a tenant backend and unknown step fields', () => {
  assert.deepEqual(issues(doc({ provider: 'builtin', issuingCountries: ['SWE', 'XYZ'] })), [
    { code: 'unknown_issuing_country', path: '/nodes/1/config/issuingCountries/1' },
  ]);
  assert.deepEqual(issues(doc({ provider: 'builtin', crossCheck: ['given_names', 'date_of_birth'] })), [
    { code: 'cross_check_source_missing', path: '/nodes/1/config/crossCheck/1' },
  ]);
  assert.deepEqual(issues(doc({ provider: 'tenant_backend', requireBack: true })), [
    { code: 'docv_setting_without_builtin', path: '/nodes/1/config/requireBack' },
  ]);
  assert.deepEqual(issues(doc({ provider: 'builtin' }, 'step:doc.verdict')), [
    { code: 'unknown_step_field', path: '/nodes/2/branches/0/condition/rules/0/fieldId' },
  ]);
});

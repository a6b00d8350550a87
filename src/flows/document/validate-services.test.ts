import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';
import type { DocumentIssue } from './types.js';

const person = [
  { key: 'first', type: 'text', name: 'First name', role: 'first_name' },
  { key: 'last', type: 'text', name: 'Last name', role: 'last_name' },
];
const company = [
  { key: 'cname', type: 'text', name: 'Company', role: 'company_name' },
  { key: 'cc', type: 'country_select', name: 'Country', role: 'company_country_incorporation' },
];

function doc(elements: unknown[], service: string, config?: unknown) {
  return {
    name: 'svc',
    nodes: [
      { id: 'f', type: 'form', elements, next: 's' },
      { id: 's', type: 'service', service, ...(config !== undefined ? { config } : {}), next: 'done' },
      { id: 'done', type: 'end' },
    ],
  };
}

function errors(d: unknown): DocumentIssue[] {
  const r = validateFlowDocument(d);
  return r.ok ? [] : r.errors;
}

test('screening and business_verification with defaults validate against flows that carry the roles', () => {
  for (const d of [
    doc(person, 'screening'),
    doc(company, 'business_verification'),
    doc(person, 'screening', { threshold: 0.9, lists: ['sanctions', 'pep'], maxMatches: 3 }),
  ]) {
    const r = validateFlowDocument(d);
    assert.ok(r.ok, JSON.stringify(r));
    assert.deepEqual(r.warnings, []);
  }
});

test('bad service configs are publication errors naming node, field and JSON pointer', () => {
  const cases: Array<[unknown, string, string]> = [
    [doc(person, 'screening', { threshold: 2 }), 'invalid_value', '/nodes/1/config/threshold'],
    [doc(person, 'screening', { lists: ['sanctions', 'gossip'] }), 'invalid_value', '/nodes/1/config/lists'],
    [doc(person, 'screening', { maxMatches: 26 }), 'invalid_value', '/nodes/1/config/maxMatches'],
    [doc(person, 'screening', { tresholds: 1 }), 'unknown_field', '/nodes/1/config/tresholds'],
    [doc(person, 'screening', { inputs: { lastName: 'last' } }), 'invalid_value', '/nodes/1/config/inputs/lastName'],
    [
      doc(person, 'screening', { inputs: { lastName: 'role:surname' } }),
      'invalid_value',
      '/nodes/1/config/inputs/lastName',
    ],
    [
      doc(person, 'screening', { inputs: { nickname: 'key:first' } }),
      'unknown_field',
      '/nodes/1/config/inputs/nickname',
    ],
    [doc([person[0]], 'screening'), 'missing_field', '/nodes/1/config/inputs'],
    [
      doc(company, 'business_verification', { defaultCountry: 'gb' }),
      'invalid_value',
      '/nodes/1/config/defaultCountry',
    ],
    [doc([company[1]], 'business_verification'), 'missing_field', '/nodes/1/config/inputs'],
    [doc([company[0]], 'business_verification'), 'missing_field', '/nodes/1/config/defaultCountry'],
    [doc(person, 'http_request', {}), 'missing_field', '/nodes/1/config/url'],
    [doc(person, 'http_request', { url: 'https://{{key:first}}.example/x' }), 'invalid_value', '/nodes/1/config/url'],
  ];
  for (const [d, code, path] of cases) {
    const hit = errors(d).find((e) => e.code === code && e.path === path);
    assert.ok(hit, `expected ${code} at ${path}, got ${JSON.stringify(errors(d))}`);
    assert.equal(hit.nodeId, 's');
  }
});

test('inputs may map keys and fall back across references; a single-country flow sets defaultCountry', () => {
  const custom = doc([{ key: 'surname', type: 'text', name: 'Surname' }], 'screening', {
    inputs: { lastName: ['key:surname', 'role:last_name'] },
  });
  assert.ok(validateFlowDocument(custom).ok);
  assert.ok(validateFlowDocument(doc([company[0]], 'business_verification', { defaultCountry: 'GB' })).ok);
});

test('an unknown service name is a warning, not an error', () => {
  const r = validateFlowDocument(doc(person, 'kyc_magic'));
  assert.ok(r.ok);
  assert.equal(r.warnings[0]?.code, 'unknown_service');
  assert.equal(r.warnings[0]?.path, '/nodes/1/service');
});

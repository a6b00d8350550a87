import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';

/** `config` undefined leaves the node without one. */
function doc(config: unknown, fieldId = 'step:kyb.found', extra: Record<string, unknown> = {}) {
  return {
    name: 'KYB',
    start: 'kyb',
    nodes: [
      {
        id: 'kyb',
        type: 'provider_kyb_search',
        title: 'Find your company',
        ...(config === undefined ? {} : { config }),
        next: 'route',
      },
      {
        id: 'route',
        type: 'condition',
        otherwise: 'company',
        branches: [{ next: 'done', condition: { type: 'AND', rules: [{ fieldId, operator: 'hv' }] } }],
      },
      {
        id: 'company',
        type: 'form',
        next: 'done',
        elements: [
          { key: 'name', type: 'text', name: 'Company name', role: 'company_name' },
          {
            key: 'note',
            type: 'text',
            name: 'Note',
            condition: { type: 'AND', rules: [{ action: 'show', fieldId, operator: 'hv' }] },
          },
        ],
      },
      { id: 'done', type: 'end' },
    ],
    ...extra,
  };
}
const issues = (input: unknown) => {
  const r = validateFlowDocument(input);
  return r.ok ? [] : r.errors.map((e) => ({ code: e.code, path: e.path, nodeId: e.nodeId }));
};
const codes = (input: unknown) => issues(input).map((i) => i.code);

test('a provider_kyb_search node with a country (and allowNotFound) publishes', () => {
  assert.deepEqual(codes(doc({ country: 'GB' })), []);
  assert.deepEqual(codes(doc({ country: 'US', allowNotFound: true })), []);
  assert.deepEqual(codes(doc({ country: 'GB' }, 'step:kyb')), [], 'the whole record');
  assert.deepEqual(codes(doc({ country: 'GB' }, 'step:kyb.identifiers.0.number')), [], 'a walk into a stored field');
  assert.deepEqual(
    codes(
      doc({ country: 'SE' }, 'step:kyb.status', {
        translations: { sv: { nodes: { kyb: { title: 'Hitta ditt företag' } } } },
      }),
    ),
    [],
  );
});

test('the config is required and closed, the country a real upper-case ISO code', () => {
  const node = (config: unknown) => doc(config, 'step:kyb.name');
  assert.deepEqual(issues(node(undefined)), [{ code: 'missing_field', path: '/nodes/0/config', nodeId: 'kyb' }]);
  assert.deepEqual(codes(node({})), ['missing_field']);
  assert.deepEqual(codes(node({ country: 'gb' })), ['pattern_mismatch']);
  assert.deepEqual(codes(node({ country: 'GBR' })), ['pattern_mismatch']);
  assert.deepEqual(codes(node({ country: 'GB', allowNotFound: 'yes' })), ['invalid_type']);
  assert.deepEqual(codes(node({ country: 'GB', limit: 5 })), ['unknown_field']);
  assert.deepEqual(issues(node({ country: 'ZZ' })), [
    { code: 'unknown_country', path: '/nodes/0/config/country', nodeId: 'kyb' },
  ]);
});

test('rules reading the step name a field it stores, in condition nodes and element conditions', () => {
  assert.deepEqual(issues(doc({ country: 'GB' }, 'step:kyb.regNumber')), [
    { code: 'unknown_step_field', path: '/nodes/1/branches/0/condition/rules/0/fieldId', nodeId: 'route' },
    { code: 'unknown_step_field', path: '/nodes/2/elements/1/condition/rules/0/fieldId', nodeId: 'company' },
  ]);
  // Another provider step's fields stay free-form: only the kyb step's record is known here.
  assert.deepEqual(codes(doc({ country: 'GB' }, 'step:nowhere.regNumber')), [
    'unknown_field_reference',
    'unknown_field_reference',
  ]);
});

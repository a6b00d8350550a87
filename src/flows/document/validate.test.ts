import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateFlowDocument } from './test-support/validate.js';
import { exampleWith, loadExample } from './test-support/example.js';
import type { DocumentIssue } from './types.js';

function errorsOf(doc: unknown): DocumentIssue[] {
  const r = validateFlowDocument(doc);
  assert.equal(r.ok, false, 'expected the document to be refused');
  return r.ok ? [] : r.errors;
}

function expectIssue(doc: unknown, code: string, path?: string, nodeId?: string): DocumentIssue {
  const errors = errorsOf(doc);
  const hit = errors.find((e) => e.code === code && (path === undefined || e.path === path));
  assert.ok(hit, `expected ${code}${path ? ` at ${path}` : ''}, got ${JSON.stringify(errors)}`);
  if (nodeId !== undefined) assert.equal(hit.nodeId, nodeId);
  return hit;
}

test('the issue example is accepted as written, with no warnings', () => {
  const r = validateFlowDocument(loadExample());
  assert.ok(r.ok, JSON.stringify(r));
  assert.deepEqual(r.warnings, []);
});

test('an empty flow is error 4003', () => {
  const hit = expectIssue({ name: 'x', nodes: [] }, 'flow_empty', '/nodes');
  assert.equal(hit.apiCode, 4003);
});

test('non-objects and wrong types are refused, never thrown', () => {
  for (const v of [null, 1, 'x', [], true, undefined]) expectIssue(v, 'invalid_type', '');
  expectIssue(exampleWith(['/authenticated', 'no']), 'invalid_type', '/authenticated');
  expectIssue(exampleWith(['/nodes/0/elements', {}]), 'invalid_type', '/nodes/0/elements', 'about');
});

test('unknown fields are refused on the document, nodes, elements and validations', () => {
  expectIssue(exampleWith(['/extra', 1]), 'unknown_field', '/extra');
  expectIssue(exampleWith(['/nodes/1/colour', 'red']), 'unknown_field', '/nodes/1/colour', 'route');
  expectIssue(exampleWith(['/nodes/0/elements/0/foo', 1]), 'unknown_field', '/nodes/0/elements/0/foo', 'about');
  expectIssue(
    exampleWith(['/nodes/0/elements/0/validations/0/value', 3]),
    'unknown_field',
    '/nodes/0/elements/0/validations/0/value',
  );
  expectIssue(exampleWith(['/nodes/0/elements/0/options', []]), 'unknown_field', '/nodes/0/elements/0/options');
});

test('unknown node, element and validation types name the field', () => {
  expectIssue(exampleWith(['/nodes/1/type', 'conditon']), 'unknown_node_type', '/nodes/1/type', 'route');
  expectIssue(exampleWith(['/nodes/0/elements/0/type', 'txt']), 'unknown_element_type', '/nodes/0/elements/0/type');
  expectIssue(exampleWith(['/nodes/0/elements/0/validations/0/type', 'mandatory']), 'unknown_validation_type');
});

test('missing required fields are named', () => {
  expectIssue(exampleWith(['/nodes/0/elements/0/name', undefined]), 'missing_field', '/nodes/0/elements/0/name');
  expectIssue(exampleWith(['/nodes/4/service', undefined]), 'missing_field', '/nodes/4/service', 'check');
  expectIssue(exampleWith(['/nodes/0/elements/1/validations/1/value', undefined]), 'missing_field');
});

test('every reference resolves: next, otherwise, branches, start', () => {
  expectIssue(exampleWith(['/nodes/0/next', 'nowhere']), 'unknown_node_reference', '/nodes/0/next', 'about');
  expectIssue(exampleWith(['/nodes/1/otherwise', 'nowhere']), 'unknown_node_reference', '/nodes/1/otherwise', 'route');
  expectIssue(
    exampleWith(['/nodes/1/branches/0/next', 'nowhere']),
    'unknown_node_reference',
    '/nodes/1/branches/0/next',
    'route',
  );
  expectIssue(exampleWith(['/start', 'nowhere']), 'unknown_node_reference', '/start');
  expectIssue(exampleWith(['/nodes/2/next', 'na']), 'self_reference', '/nodes/2/next', 'na');
});

test('node ids and element keys are unique', () => {
  expectIssue(exampleWith(['/nodes/2/id', 'about']), 'duplicate_node_id', '/nodes/2/id');
  expectIssue(
    exampleWith(['/nodes/3/elements/0/key', 'first']),
    'duplicate_element_key',
    '/nodes/3/elements/0/key',
    'contact',
  );
  const owner = {
    key: 'owners',
    type: 'owner',
    name: 'Owners',
    elements: [
      { key: 'n', type: 'text', name: 'A' },
      { key: 'n', type: 'text', name: 'B' },
    ],
  };
  expectIssue(
    exampleWith(['/nodes/3/elements/-', owner]),
    'duplicate_element_key',
    '/nodes/3/elements/2/elements/1/key',
  );
});

test('unreachable nodes are refused', () => {
  expectIssue(exampleWith(['/nodes/-', { id: 'orphan', type: 'end' }]), 'unreachable_node', '/nodes/6', 'orphan');
});

test('a missing end is added, with a warning', () => {
  const doc = exampleWith(['/nodes/4/next', undefined], ['/nodes/5', undefined]);
  const r = validateFlowDocument(doc);
  assert.ok(r.ok, JSON.stringify(r));
  assert.equal(r.warnings[0]?.code, 'end_added');
  const noOtherwise = validateFlowDocument(exampleWith(['/nodes/1/otherwise', undefined]));
  assert.ok(noOtherwise.ok);
});

test('every path must reach an end', () => {
  // contact -> na -> contact loops between forms with no way out.
  const doc = exampleWith(['/nodes/3/next', 'na'], ['/nodes/4', undefined], ['/nodes/4', undefined]);
  assert.ok(errorsOf(doc).some((e) => e.code === 'no_path_to_end' && e.nodeId === 'contact'));
});

test('a loop without an interactive node is refused; one through a form is allowed', () => {
  const loop = exampleWith(
    ['/nodes/4/next', 'again'],
    [
      '/nodes/-',
      {
        id: 'again',
        type: 'condition',
        branches: [
          {
            next: 'check',
            condition: { type: 'AND', rules: [{ fieldId: 'country', operator: '=', comparable: { value: 'SE' } }] },
          },
        ],
        otherwise: 'done',
      },
    ],
  );
  expectIssue(loop, 'non_interactive_cycle', undefined, 'check');
  const viaForm = exampleWith(
    ['/nodes/4/next', 'again'],
    [
      '/nodes/-',
      {
        id: 'again',
        type: 'condition',
        branches: [
          {
            next: 'contact',
            condition: { type: 'AND', rules: [{ fieldId: 'country', operator: '=', comparable: { value: 'SE' } }] },
          },
        ],
        otherwise: 'done',
      },
    ],
  );
  assert.ok(validateFlowDocument(viaForm).ok);
});

test('roles come from the spec list', () => {
  expectIssue(
    exampleWith(['/nodes/0/elements/0/role', 'given_name']),
    'unknown_role',
    '/nodes/0/elements/0/role',
    'about',
  );
});

test('validations must fit the element kind and be well typed', () => {
  expectIssue(
    exampleWith(['/nodes/0/elements/0/validations/-', { type: 'max_file_size', value: 10 }]),
    'validation_not_allowed',
    '/nodes/0/elements/0/validations/1',
  );
  expectIssue(
    exampleWith(['/nodes/0/elements/1/validations/1/value', 'fifty']),
    'invalid_type',
    '/nodes/0/elements/1/validations/1/value',
  );
  expectIssue(exampleWith(['/nodes/0/elements/1/validations/1/value', -1]), 'out_of_range');
  expectIssue(
    exampleWith(['/nodes/0/elements/4/validations/1/value', '([0-9]']),
    'invalid_regex',
    '/nodes/0/elements/4/validations/1',
  );
  expectIssue(exampleWith(['/nodes/0/elements/2/validations/1/value', '2010-02-30']), 'invalid_date');
  expectIssue(exampleWith(['/nodes/0/elements/2/validations/1/value', 'yesterday']), 'pattern_mismatch');
  expectIssue(exampleWith(['/nodes/0/elements/0/validations/-', { type: 'required' }]), 'duplicate_validation');
  expectIssue(exampleWith(['/nodes/0/elements/1/validations/-', { type: 'min_length', value: 60 }]), 'invalid_range');
  assert.ok(validateFlowDocument(exampleWith(['/nodes/0/elements/2/validations/1/value', '-18y'])).ok);
});

test('options and default values are checked', () => {
  const sel = {
    key: 'pick',
    type: 'select',
    name: 'Pick',
    options: [
      { name: 'a', label: 'A' },
      { name: 'a', label: 'B' },
    ],
  };
  expectIssue(exampleWith(['/nodes/3/elements/-', sel]), 'duplicate_option');
  expectIssue(exampleWith(['/nodes/3/elements/1/value', ['reject']]), 'invalid_default', '/nodes/3/elements/1/value');
  expectIssue(exampleWith(['/nodes/0/elements/3/value', 'se']), 'invalid_default');
  expectIssue(
    exampleWith(['/nodes/3/elements/-', { key: 'r', type: 'radio', name: 'R', options: [] }]),
    'too_few_items',
  );
});

test('date part groups need one day, month and year', () => {
  const part = (key: string, partType: string): unknown => ({
    key,
    type: 'date_part_select',
    name: key,
    compositeGroup: 'birth',
    partType,
  });
  expectIssue(
    exampleWith(['/nodes/2/elements/-', part('d', 'day')], ['/nodes/2/elements/-', part('m', 'month')]),
    'incomplete_date_group',
    undefined,
    'na',
  );
  expectIssue(
    exampleWith(['/nodes/2/elements/-', part('d', 'day')], ['/nodes/2/elements/-', part('d2', 'day')]),
    'duplicate_date_part',
  );
});

test('rule fieldIds resolve to elements filled in earlier on every path or in the same form', () => {
  expectIssue(
    exampleWith(['/nodes/0/elements/4/condition/rules/0/fieldId', 'nope']),
    'unknown_field_reference',
    '/nodes/0/elements/4/condition/rules/0/fieldId',
    'about',
  );
  // ssn is only filled in on the North America branch, so contact cannot rely on it.
  const late = {
    key: 'x',
    type: 'text',
    name: 'X',
    condition: { type: 'AND', rules: [{ action: 'show', fieldId: 'ssn', operator: 'hv' }] },
  };
  expectIssue(exampleWith(['/nodes/3/elements/-', late]), 'reference_not_before', undefined, 'contact');
  // A later form's field is not known to a condition node before it.
  expectIssue(
    exampleWith(['/nodes/1/branches/0/condition/rules/0/fieldId', 'email']),
    'reference_not_before',
    '/nodes/1/branches/0/condition/rules/0/fieldId',
    'route',
  );
  const spacer = { key: 'gap', type: 'spacing' };
  expectIssue(
    exampleWith(['/nodes/0/elements/-', spacer], ['/nodes/1/branches/0/condition/rules/0/fieldId', 'gap']),
    'field_has_no_value',
  );
  expectIssue(exampleWith(['/nodes/0/elements/4/condition/rules/0/fieldId', 'nin']), 'self_reference');
});

test('service result references name a service run before', () => {
  const branch = {
    next: 'done',
    condition: {
      type: 'AND',
      rules: [{ fieldId: 'service:check.status', operator: '=', comparable: { value: 'ok' } }],
    },
  };
  const ok = exampleWith(
    ['/nodes/4/next', 'after'],
    ['/nodes/-', { id: 'after', type: 'condition', branches: [branch], otherwise: 'done' }],
  );
  assert.ok(validateFlowDocument(ok).ok, JSON.stringify(validateFlowDocument(ok)));
  expectIssue(
    exampleWith(['/nodes/1/branches/0/condition/rules/0/fieldId', 'service:check.status']),
    'reference_not_before',
  );
  expectIssue(
    exampleWith(['/nodes/1/branches/0/condition/rules/0/fieldId', 'service:about.status']),
    'unknown_field_reference',
  );
});

test('step references name a provider step run before, not a form or a service', () => {
  const flow = (fieldId: string, order: 'before' | 'after' = 'before') => {
    const check = { id: 'check', type: 'provider_doc_v', title: 'Your ID', next: 'route' };
    const route = {
      id: 'route',
      type: 'condition',
      otherwise: 'ok',
      branches: [
        {
          next: 'no',
          condition: { type: 'AND', rules: [{ fieldId, operator: '=', comparable: { value: 'rejected' } }] },
        },
      ],
    };
    return {
      name: 'Checked',
      start: 'about',
      nodes: [
        {
          id: 'about',
          type: 'form',
          title: 'About',
          next: order === 'before' ? 'check' : 'route',
          elements: [{ key: 'first', type: 'text', name: 'First name' }],
        },
        ...(order === 'before'
          ? [check, route]
          : [
              { ...route, otherwise: 'check' },
              { ...check, next: 'ok' },
            ]),
        { id: 'ok', type: 'end', text: 'Welcome' },
        { id: 'no', type: 'end', text: 'Sorry', status: 'DECLINED' },
      ],
    };
  };
  const ok = validateFlowDocument(flow('step:check.verdict'));
  assert.ok(ok.ok, JSON.stringify(ok));
  expectIssue(flow('step:about.first'), 'unknown_field_reference');
  expectIssue(flow('step:nowhere.verdict'), 'unknown_field_reference');
  expectIssue(flow('step:check.verdict', 'after'), 'reference_not_before');
});

test('operators get the comparable they need; element rules need one action', () => {
  expectIssue(exampleWith(['/nodes/1/branches/0/condition/rules/0/comparable', undefined]), 'missing_comparable');
  expectIssue(exampleWith(['/nodes/1/branches/0/condition/rules/0/comparable/value', 'US']), 'invalid_comparable');
  expectIssue(exampleWith(['/nodes/1/branches/0/condition/rules/0/operator', '<']), 'invalid_comparable');
  expectIssue(exampleWith(['/nodes/1/branches/0/condition/rules/0/operator', 'like']), 'invalid_value');
  expectIssue(exampleWith(['/nodes/0/elements/4/condition/rules/0/action', undefined]), 'missing_action');
  const hide = { action: 'hide', fieldId: 'first', operator: 'hv' };
  expectIssue(exampleWith(['/nodes/0/elements/4/condition/rules/-', hide]), 'mixed_actions');
});

test('conditions inside one form must not depend on each other in a loop', () => {
  const cond = (on: string): unknown => ({ type: 'AND', rules: [{ action: 'show', fieldId: on, operator: 'hv' }] });
  expectIssue(
    exampleWith(['/nodes/0/elements/0/condition', cond('last')], ['/nodes/0/elements/1/condition', cond('first')]),
    'condition_cycle',
    undefined,
    'about',
  );
  expectIssue(exampleWith(['/nodes/0/elements/0/condition', cond('first')]), 'self_reference');
});

test('translations use spec languages and name existing things', () => {
  const ok = {
    sv: {
      nodes: { about: { title: 'Om dig' } },
      elements: {
        terms: { name: 'Villkor', options: { accept: 'Jag godkänner' }, validations: { required: 'Obligatoriskt' } },
      },
    },
  };
  assert.ok(validateFlowDocument(exampleWith(['/translations', ok])).ok);
  expectIssue(exampleWith(['/translations', { 'sv-SE': {} }]), 'unknown_language', '/translations/sv-SE');
  expectIssue(
    exampleWith(['/translations', { sv: { nodes: { nope: {} } } }]),
    'unknown_translation_target',
    '/translations/sv/nodes/nope',
  );
  expectIssue(
    exampleWith(['/translations', { sv: { elements: { terms: { options: { nope: 'x' } } } } }]),
    'unknown_translation_target',
  );
  expectIssue(
    exampleWith(['/translations', { sv: { elements: { first: { validations: { regex: 'x' } } } } }]),
    'unknown_translation_target',
  );
  expectIssue(exampleWith(['/translations', { sv: { nodes: { about: { colour: 'x' } } } }]), 'unknown_field');
});

test('webhook.format is one of standard or event_callback, and the webhook object stays closed', () => {
  for (const format of ['standard', 'event_callback']) {
    assert.ok(validateFlowDocument(exampleWith(['/webhook', { url: 'https://example.com/hook', format }])).ok, format);
  }
  expectIssue(
    exampleWith(['/webhook', { url: 'https://example.com/hook', format: 'EVENT_CALLBACK' }]),
    'invalid_value',
    '/webhook/format',
  );
  expectIssue(
    exampleWith(['/webhook', { url: 'https://example.com/hook', format: 1 }]),
    'invalid_value',
    '/webhook/format',
  );
  expectIssue(
    exampleWith(['/webhook', { url: 'https://example.com/hook', token: 'x' }]),
    'unknown_field',
    '/webhook/token',
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileFlow } from './compile.js';
import { validateFlowDocument } from './test-support/validate.js';
import { elementId } from './element-id.js';
import { exampleWith, loadExample } from './test-support/example.js';
import type { FlowDocument } from './types.js';
import type { CompiledFlow } from './compiled-types.js';

function valid(doc: unknown): FlowDocument {
  const r = validateFlowDocument(doc);
  assert.ok(r.ok, JSON.stringify(r));
  return r.document;
}

function compiled(doc: unknown = loadExample(), flowId = 'flow-1', version = 1): CompiledFlow {
  return compileFlow(valid(doc), { flowId, version });
}

test('element ids are 24 lowercase hex characters, unique in the flow', () => {
  const flow = compiled();
  const ids = Object.keys(flow.elements);
  assert.equal(ids.length, 8);
  for (const id of ids) assert.match(id, /^[0-9a-f]{24}$/);
  assert.equal(new Set(ids).size, ids.length);
});

test('ids are stable for the same flow and key across republishing, and differ between flows', () => {
  const v1 = compiled(loadExample(), 'flow-1', 1);
  const edited = exampleWith(['/nodes/0/title', 'Changed'], ['/nodes/0/elements/0/name', 'Given name']);
  const v2 = compiled(edited, 'flow-1', 2);
  assert.deepEqual(v2.elementIdByKey, v1.elementIdByKey);
  assert.equal(v1.elementIdByKey.first, elementId('flow-1', 'first'));
  const other = compiled(loadExample(), 'flow-2', 1);
  assert.notEqual(other.elementIdByKey.first, v1.elementIdByKey.first);
});

test('rules are rewritten from keys to generated ids', () => {
  const flow = compiled();
  const country = flow.elementIdByKey.country;
  const about = flow.nodes.about;
  assert.equal(about?.type, 'form');
  if (about?.type !== 'form') return;
  const nin = about.elements.find((e) => e.key === 'nin');
  assert.equal(nin?.condition?.rules[0]?.fieldId, country);
  const route = flow.nodes.route;
  assert.equal(route?.type === 'condition' ? route.branches[0]?.condition.rules[0]?.fieldId : undefined, country);
});

test('service references in rules are kept as written', () => {
  const branch = {
    next: 'done',
    condition: {
      type: 'AND',
      rules: [{ fieldId: 'service:check.status', operator: '=', comparable: { value: 'ok' } }],
    },
  };
  const flow = compiled(
    exampleWith(
      ['/nodes/4/next', 'after'],
      ['/nodes/-', { id: 'after', type: 'condition', branches: [branch], otherwise: 'done' }],
    ),
  );
  const after = flow.nodes.after;
  assert.equal(
    after?.type === 'condition' ? after.branches[0]?.condition.rules[0]?.fieldId : '',
    'service:check.status',
  );
});

test('lookup tables by id, key, role and normalizedName', () => {
  const flow = compiled(exampleWith(['/nodes/3/elements/0/normalizedName', 'contact_email']));
  const email = flow.elementIdByKey.email ?? '';
  assert.deepEqual(flow.elements[email], { nodeId: 'contact', key: 'email' });
  assert.deepEqual(flow.elementIdsByRole.email, [email]);
  assert.deepEqual(flow.elementIdsByNormalizedName.contact_email, [email]);
  assert.equal(flow.start, 'about');
  assert.deepEqual(flow.nodeOrder, ['about', 'route', 'na', 'contact', 'check', 'done']);
  assert.equal(flow.addedEndId, null);
});

test('a missing end is added as _end with status ACCEPTED', () => {
  const flow = compiled(exampleWith(['/nodes/4/next', undefined], ['/nodes/5', undefined]));
  assert.equal(flow.addedEndId, '_end');
  assert.deepEqual(flow.nodes._end, { id: '_end', type: 'end', status: 'ACCEPTED' });
  assert.equal(flow.nodes.check?.type === 'service' ? flow.nodes.check.next : '', '_end');
  assert.equal(flow.nodes.done, undefined);
});

test('owner group fields get their own ids and sibling rules resolve inside the group', () => {
  const owner = {
    key: 'owners',
    type: 'owner',
    name: 'Owners',
    elements: [
      {
        key: 'kind',
        type: 'select',
        name: 'Kind',
        options: [
          { name: 'person', label: 'Person' },
          { name: 'company', label: 'Company' },
        ],
      },
      {
        key: 'company',
        type: 'text',
        name: 'Company',
        condition: {
          type: 'AND',
          rules: [{ action: 'show', fieldId: 'kind', operator: '=', comparable: { value: 'company' } }],
        },
      },
    ],
  };
  const flow = compiled(exampleWith(['/nodes/3/elements/-', owner]));
  const kindId = elementId('flow-1', 'owners.kind');
  assert.deepEqual(flow.elements[kindId], {
    nodeId: 'contact',
    key: 'owners.kind',
    ownerId: flow.elementIdByKey.owners,
  });
  const contact = flow.nodes.contact;
  const group = contact?.type === 'form' ? contact.elements.find((e) => e.key === 'owners') : undefined;
  const company = group?.type === 'owner' ? group.elements[1] : undefined;
  assert.equal(company?.condition?.rules[0]?.fieldId, kindId);
});

test('visibility order puts same-form inputs first', () => {
  const cond = { type: 'AND', rules: [{ action: 'show', fieldId: 'nin', operator: 'hv' }] };
  const flow = compiled(exampleWith(['/nodes/0/elements/0/condition', cond]));
  const about = flow.nodes.about;
  const order = about?.type === 'form' ? about.visibilityOrder : [];
  const ids = flow.elementIdByKey;
  assert.ok(order.indexOf(ids.nin ?? '') < order.indexOf(ids.first ?? ''));
  assert.ok(order.indexOf(ids.country ?? '') < order.indexOf(ids.nin ?? ''));
});

test('the compiled flow survives a JSON round trip unchanged', () => {
  const flow = compiled();
  assert.deepEqual(JSON.parse(JSON.stringify(flow)), flow);
});

test('webhook.format: event_callback is compiled in; standard and no format compile exactly as before formats existed', () => {
  const hook = (webhook: unknown) => compiled(exampleWith(['/webhook', webhook]));
  const callback = hook({ url: 'https://example.com/events', format: 'event_callback' });
  assert.equal(callback.webhookUrl, 'https://example.com/events');
  assert.equal(callback.webhookFormat, 'event_callback');
  for (const webhook of [
    { url: 'https://example.com/events' },
    { url: 'https://example.com/events', format: 'standard' },
  ]) {
    const standard = hook(webhook);
    assert.equal(standard.webhookUrl, 'https://example.com/events');
    assert.equal('webhookFormat' in standard, false);
  }
});

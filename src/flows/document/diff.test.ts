// The version diff: concrete edits an analyst makes, each reported in words, and random documents
// showing that the diff is empty exactly when nothing the engine sees changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { diffFlows, hasMeaningfulChanges, isLayoutOnly, sameValue } from './diff.js';
import { describeDiff } from './diff-text.js';
import { edit, loadExample } from './test-support/example.js';
import { flowDocumentArb } from './test-support/arbitrary.js';
import type { FlowDocument } from './types.js';

const screened = () => loadExample('onboarding-screened') as FlowDocument;
const changed = (...edits: Array<[string, unknown]>): FlowDocument => {
  const doc = screened();
  for (const [path, value] of edits) edit(doc, path, value);
  return doc;
};
const lines = (a: FlowDocument, b: FlowDocument) =>
  describeDiff(diffFlows(a, b)).sections.flatMap((s) => [
    s.heading,
    ...s.lines.map((l) => (l.details.length > 0 ? `${l.text}: ${l.details.join('; ')}` : l.text)),
  ]);

test('a version compared with itself has no differences', () => {
  const d = diffFlows(screened(), screened());
  assert.equal(hasMeaningfulChanges(d), false);
  assert.deepEqual(d.moved, []);
  assert.equal(describeDiff(d).summary, 'No differences.');
});

test('element changes name the element and each field: validations, role, label, options', () => {
  const b = changed(
    ['/nodes/0/elements/2/validations/1/value', '-21y'],
    ['/nodes/0/elements/2/validations/0', undefined],
    ['/nodes/0/elements/0/role', 'middle_name'],
    ['/nodes/0/elements/1/name', 'Family name'],
    ['/nodes/0/elements/3/validations', [{ type: 'required' }]],
  );
  const words = lines(screened(), b);
  assert.ok(words.includes('Form “personal” changed'), words.join('\n'));
  assert.ok(words.includes('Element “First name” (first, text): role: “first_name” → “middle_name”'), words.join('\n'));
  assert.ok(words.includes('Element “Family name” (last, text): label: “Last name” → “Family name”'), words.join('\n'));
  assert.ok(
    words.includes(
      'Element “Date of birth” (dob, date_picker): no longer Earliest date “1900-01-01”; Latest date: “-18y” → “-21y”',
    ),
    words.join('\n'),
  );
  assert.ok(words.includes('Element “Nationality” (nationality, country_select): now Required'), words.join('\n'));
});

test('added and removed elements and nodes, END status, service config and branches in words', () => {
  const a = screened();
  const b = changed(
    [
      '/nodes/0/elements/-',
      {
        key: 'passport',
        type: 'text',
        name: 'Passport number',
        validations: [{ type: 'regex', value: '^[A-Z0-9]{6,9}$' }],
      },
    ],
    ['/nodes/2/elements/3', undefined],
    ['/nodes/1/config/maxMatches', 3],
    ['/nodes/1/config/lists', ['sanctions']],
  );
  const review = b.nodes.find((n) => n.id === 'review');
  assert.ok(review?.type === 'end');
  review.status = 'DECLINED';
  const decide = b.nodes.find((n) => n.id === 'decide');
  assert.ok(decide?.type === 'condition');
  decide.otherwise = 'review';
  decide.branches[0] = {
    next: 'accepted',
    condition: { type: 'AND', rules: [{ fieldId: 'service:screen.hit', operator: '=', comparable: { value: false } }] },
  };
  b.nodes.push({ id: 'declined', type: 'end', status: 'DECLINED', text: 'Sorry.' });
  b.nodes = b.nodes.filter((n) => n.id !== 'kyb');
  const words = lines(a, b);
  const has = (line: string) => assert.ok(words.includes(line), `${line}\nnot in:\n${words.join('\n')}`);
  has('Added element “Passport number” (passport, text)');
  has('Removed element “City” (company_city, text)');
  has('Setting “maxMatches”: 5 → 3');
  has('Setting “lists”: “sanctions”, “pep”, “adverse_media” → “sanctions”');
  has('END status: “PENDING_REVIEW” → “DECLINED”');
  has('Otherwise leads to: accepted → review');
  has('END “declined” added');
  has('Service “kyb” removed');
  assert.ok(
    words.some(
      (l) =>
        l.startsWith('Branch 1: condition when service:screen.hit = true OR ') &&
        l.includes('→ when service:screen.hit = false; leads to accepted instead of review'),
    ),
    words.join('\n'),
  );
  const text = describeDiff(diffFlows(a, b));
  assert.equal(text.summary, '1 node added, 1 node removed, 5 nodes changed.');
});

test('options, show/hide rules, reordered elements and translations in words', () => {
  const a: FlowDocument = {
    name: 'Plans',
    nodes: [
      {
        id: 'about',
        type: 'form',
        title: 'About you',
        elements: [
          { key: 'name', type: 'text', name: 'Name' },
          {
            key: 'plan',
            type: 'select',
            name: 'Plan',
            options: [
              { name: 'basic', label: 'Basic' },
              { name: 'pro', label: 'Pro' },
            ],
          },
        ],
      },
    ],
  };
  const b = structuredClone(a);
  const form = b.nodes[0];
  assert.ok(form?.type === 'form');
  const plan = form.elements[1];
  assert.ok(plan?.type === 'select');
  plan.options = [
    { name: 'pro', label: 'Pro' },
    { name: 'basic', label: 'Starter' },
  ];
  plan.condition = { type: 'AND', rules: [{ action: 'hide', fieldId: 'name', operator: 'null' }] };
  form.elements.reverse();
  b.translations = { 'fr-FR': { nodes: { about: { title: 'À propos' } } } };
  assert.deepEqual(lines(a, b), [
    'Form “about” changed',
    'Element “Plan” (plan, select): show/hide rule set to hidden when name is empty; option “Basic” (basic) → “Starter” (basic); options reordered',
    'Elements reordered: plan, name',
    'Translations changed',
    'fr-FR: title of node about set to “À propos”',
  ]);
});

test('positions on the canvas are a layout-only change, reported apart', () => {
  const a = screened();
  const b = changed(['/layout', { personal: { x: 10, y: 20 } }]);
  const d = diffFlows(a, b);
  assert.equal(isLayoutOnly(d), true);
  assert.deepEqual(d.moved, ['personal']);
  assert.match(describeDiff(d).summary, /^Layout only/);
  // With a real change as well it is no longer layout only, and the move is still listed.
  const c = changed(['/layout', { personal: { x: 10, y: 20 } }], ['/name', 'Renamed']);
  const dc = diffFlows(a, c);
  assert.equal(isLayoutOnly(dc), false);
  assert.deepEqual(
    describeDiff(dc).sections.map((s) => s.id),
    ['flow', 'layout'],
  );
});

test('an explicit start equal to the first node is no change; another start is', () => {
  const a = screened();
  delete a.start;
  assert.equal(hasMeaningfulChanges(diffFlows(a, screened())), false);
  assert.deepEqual(diffFlows(a, changed(['/start', 'company'])).flow, [
    { field: 'start', from: 'personal', to: 'company' },
  ]);
});

// ---------- properties ----------

/** What the engine runs: everything but positions, the schema URL and an implicit start. */
function engineView(doc: FlowDocument): unknown {
  const { layout: _layout, $schema: _schema, ...rest } = doc;
  const first: unknown = Array.isArray(doc.nodes) ? doc.nodes[0] : undefined;
  return {
    ...rest,
    start: doc.start ?? (typeof first === 'object' && first !== null && 'id' in first ? first.id : undefined),
  };
}

/** Every JSON pointer to a leaf or container in the document. */
function pointers(v: unknown, at = ''): string[] {
  if (typeof v !== 'object' || v === null) return [at];
  const keys = Array.isArray(v) ? v.map((_, i) => String(i)) : Object.keys(v);
  return [at, ...keys.flatMap((k) => pointers((v as Record<string, unknown>)[k], `${at}/${k}`))].filter(
    (p) => p !== '',
  );
}

const docArb = flowDocumentArb().map((d) => d as unknown as FlowDocument);

test('property: diff(a, a) is empty, and so is diff(a, copy of a)', () => {
  fc.assert(
    fc.property(docArb, (a) => {
      const d = diffFlows(a, structuredClone(a));
      assert.equal(hasMeaningfulChanges(d), false);
      assert.deepEqual(d.moved, []);
    }),
    { numRuns: 200 },
  );
});

test('property: any edit the engine would see gives a non-empty diff, written in words', () => {
  const edited = docArb.chain((a) =>
    fc.tuple(fc.constant(a), fc.constantFrom(...pointers(a)), fc.option(fc.jsonValue(), { nil: undefined })),
  );
  fc.assert(
    fc.property(edited, ([a, pointer, value]) => {
      const b = structuredClone(a);
      edit(b, pointer, value);
      const d = diffFlows(a, b);
      if (!sameValue(engineView(a), engineView(b)))
        assert.ok(hasMeaningfulChanges(d), `${pointer} = ${JSON.stringify(value)}`);
      else assert.equal(hasMeaningfulChanges(d), false, pointer);
      const text = describeDiff(d);
      for (const s of text.sections) {
        assert.ok(s.change === 'added' || s.change === 'removed' || s.lines.length > 0, `${s.heading} says nothing`);
        for (const line of s.lines)
          for (const text of [line.text, ...line.details])
            assert.doesNotMatch(text, /\[object Object\]|^\w*: $|^$/, text);
        for (const line of s.lines.filter((l) => l.text.startsWith('Element ')))
          assert.ok(line.details.length > 0, `${line.text} says nothing`);
      }
    }),
    { numRuns: 400 },
  );
});

test('property: independent documents differ in the diff exactly when the engine would run them differently; added and removed swap with the sides', () => {
  fc.assert(
    fc.property(docArb, docArb, (a, b) => {
      const d = diffFlows(a, b);
      assert.equal(hasMeaningfulChanges(d), !sameValue(engineView(a), engineView(b)));
      const back = diffFlows(b, a);
      const ids = (x: typeof d, k: string) =>
        x.nodes
          .filter((n) => n.change === k)
          .map((n) => n.id)
          .sort();
      assert.deepEqual(ids(back, 'added'), ids(d, 'removed'));
      assert.deepEqual(ids(back, 'changed'), ids(d, 'changed'));
    }),
    { numRuns: 200 },
  );
});

// The editor's document edits, checked with the validator publication runs: what the palette adds,
// connecting, removing (references follow), renaming, moving, copy/paste; and every example flow
// survives a move of all its nodes unchanged apart from its layout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { validateFlowDocument } from '../../../../src/flows/document/test-support/validate.js';
import { compileFlow } from '../../../../src/flows/document/compile.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import { PALETTE, addNode, connect, emptyDocument, moveNodes, pasteNodes, removeNodes, renameNode } from './model.js';
import { NODE_TYPES } from '../../../../src/flows/document/constants.js';

const dir = new URL('../../../../examples/flows/', import.meta.url);
const node = (doc: FlowDocument, id: string): FlowNode => {
  const found = doc.nodes.find((n) => n.id === id);
  assert.ok(found, id);
  return found;
};

describe('editor model', () => {
  it('offers every node type of the document in the palette, the service node once per shipped service', () => {
    assert.deepEqual([...new Set(PALETTE.map((p) => p.type))].sort(), [...NODE_TYPES].sort());
    assert.deepEqual(
      PALETTE.flatMap((p) => (p.type === 'service' ? [p.service] : [])),
      ['screening', 'business_verification', 'http_request', 'owner_verification'],
    );
  });

  it('adds an owner verification that the validator points at until its person flow is chosen', () => {
    let doc: FlowDocument = {
      name: 'Business',
      nodes: [
        {
          id: 'company',
          type: 'form',
          elements: [
            {
              key: 'owners',
              type: 'owner',
              name: 'Owners',
              elements: [
                { key: 'name', type: 'text', name: 'Full name', role: 'owner_full_name' },
                { key: 'mail', type: 'email', name: 'E-mail', role: 'owner_email' },
              ],
            },
          ],
        },
      ],
    };
    const item = PALETTE.find((p) => p.label === 'Owner verification');
    assert.ok(item);
    const added = addNode(doc, item, { x: 0, y: 200 });
    assert.equal(added.id, 'owner_verification');
    doc = connect(added.doc, 'company', 'next', added.id);
    const before = validateFlowDocument(doc);
    assert.ok(!before.ok);
    assert.deepEqual(
      before.errors.map((e) => [e.nodeId, e.code, e.path]),
      [['owner_verification', 'invalid_value', '/nodes/1/config/personFlowId']],
    );
    const owners = node(doc, added.id);
    assert.ok(owners.type === 'service');
    doc = {
      ...doc,
      nodes: doc.nodes.map((n) => (n === owners ? { ...owners, config: { personFlowId: 'person' } } : n)),
    };
    const after = validateFlowDocument(doc);
    assert.ok(after.ok, JSON.stringify(after));
  });

  it('adds each palette item under a fresh id at its position; a form then an END validate', () => {
    let doc = emptyDocument('Built');
    for (const item of PALETTE) doc = addNode(doc, item, { x: 1, y: 2 }).doc;
    assert.equal(new Set(doc.nodes.map((n) => n.id)).size, PALETTE.length);
    assert.equal(Object.keys(doc.layout ?? {}).length, PALETTE.length);
    const second = addNode(doc, { type: 'form', label: 'Form' }, { x: 0, y: 0 });
    assert.equal(second.id, 'form_2');

    let small = emptyDocument('Small');
    const form = addNode(small, { type: 'form', label: 'Form' }, { x: 0, y: 0 });
    small = form.doc;
    const end = addNode(small, { type: 'end', label: 'END' }, { x: 0, y: 100 });
    small = connect(end.doc, form.id, 'next', end.id);
    const checked = validateFlowDocument(small);
    assert.ok(checked.ok, JSON.stringify(checked));
  });

  it('connects condition branches from the + handle, re-targets and removes them', () => {
    let doc = addNode(emptyDocument('C'), { type: 'condition', label: 'Condition' }, { x: 0, y: 0 }).doc;
    doc = connect(doc, 'condition', 'new-branch', 'a', 'email');
    doc = connect(doc, 'condition', 'new-branch', 'b', 'email');
    doc = connect(doc, 'condition', 'otherwise', 'c');
    let c = node(doc, 'condition');
    assert.ok(c.type === 'condition');
    assert.deepEqual(
      c.branches.map((b) => [b.next, b.condition.rules[0]?.fieldId]),
      [
        ['a', 'email'],
        ['b', 'email'],
      ],
    );
    assert.equal(c.otherwise, 'c');
    doc = connect(doc, 'condition', 'branch-0', 'z');
    doc = connect(doc, 'condition', 'branch-1', undefined);
    doc = connect(doc, 'condition', 'otherwise', undefined);
    c = node(doc, 'condition');
    assert.ok(c.type === 'condition');
    assert.deepEqual(
      c.branches.map((b) => b.next),
      ['z'],
    );
    assert.equal('otherwise' in c, false, 'otherwise removed, not set to undefined');
  });

  it('removes nodes with every reference to them, and renames with every reference', () => {
    const doc = JSON.parse(readFileSync(new URL('onboarding-screened.json', dir), 'utf8')) as FlowDocument;
    const without = removeNodes(doc, new Set(['review', 'screen']));
    const decide = node(without, 'decide');
    assert.ok(decide.type === 'condition');
    assert.equal(decide.branches.length, 0, 'the branch to the removed END went with it');
    assert.equal('next' in node(without, 'personal'), false, 'a next to a removed node becomes the END');

    const renamed = renameNode(doc, 'screen', 'watchlists');
    assert.equal((node(renamed, 'personal') as { next?: string }).next, 'watchlists');
    const d = node(renamed, 'decide');
    assert.ok(d.type === 'condition');
    assert.equal(d.branches[0]?.condition.rules[0]?.fieldId, 'service:watchlists.hit');
    assert.ok(validateFlowDocument(renamed).ok);
    assert.equal(renameNode(doc, 'screen', 'company'), doc, 'a taken id is refused');
  });

  it('pastes copies under fresh ids, their internal references following the copies', () => {
    const doc = JSON.parse(readFileSync(new URL('onboarding-screened.json', dir), 'utf8')) as FlowDocument;
    const copied = doc.nodes.filter((n) => n.id === 'decide' || n.id === 'review');
    const pasted = pasteNodes(doc, copied, new Map([['decide', { x: 10, y: 10 }]]), { x: 40, y: 40 });
    assert.deepEqual(pasted.ids, ['decide_copy', 'review_copy']);
    const copy = node(pasted.doc, 'decide_copy');
    assert.ok(copy.type === 'condition');
    assert.equal(copy.branches[0]?.next, 'review_copy');
    assert.equal(copy.otherwise, 'accepted', 'a reference outside the copy is kept');
    assert.deepEqual(pasted.doc.layout?.decide_copy, { x: 50, y: 50 });
    // Unreachable until connected; once the verification leads to the copy, it publishes.
    assert.ok(!validateFlowDocument(pasted.doc).ok);
    const rewired = removeNodes(connect(pasted.doc, 'kyb', 'next', 'decide_copy'), new Set(['decide', 'review']));
    const checked = validateFlowDocument(rewired);
    assert.ok(checked.ok, JSON.stringify(checked));
  });

  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(`round-trips ${file}: moved on the canvas, it validates and compiles to the same flow`, () => {
      const doc = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as FlowDocument;
      const moved = moveNodes(doc, new Map(doc.nodes.map((n, i) => [n.id, { x: i * 10.4, y: i * 99.6 }])));
      const before = validateFlowDocument(doc);
      const after = validateFlowDocument(JSON.parse(JSON.stringify(moved)));
      assert.ok(before.ok && after.ok, file);
      const ids = { flowId: 'f', version: 1 };
      assert.deepEqual(compileFlow(after.document, ids), compileFlow(before.document, ids));
      assert.deepEqual(moved.layout?.[doc.nodes[1]?.id ?? ''], { x: 10, y: 100 });
    });
  }
});

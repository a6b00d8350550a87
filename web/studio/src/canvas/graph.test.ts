// The canvas graph of every example flow: one card per node, an edge per next/branch/otherwise,
// the engine's END only where a next is absent, and branch labels in words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { validateFlowDocument } from '../../../../src/flows/document/test-support/validate.js';
import { successors } from '../../../../src/flows/document/graph.js';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { conditionText, flowGraph } from './graph.js';
import { layout } from './layout.js';

const dir = new URL('../../../../examples/flows/', import.meta.url);

describe('canvas graph', () => {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    it(`draws ${file} with the engine's edges`, () => {
      const checked = validateFlowDocument(JSON.parse(readFileSync(new URL(file, dir), 'utf8')));
      assert.ok(checked.ok, file);
      const doc: FlowDocument = checked.document;
      const { cards, links } = flowGraph(doc);
      const expected = doc.nodes.flatMap((n) => successors(n).map((s) => `${n.id}->${s}`)).sort();
      assert.deepEqual(links.map((l) => `${l.source}->${l.target}`).sort(), expected);
      const ids = new Set(cards.map((c) => c.id));
      for (const n of doc.nodes) assert.ok(ids.has(n.id), n.id);
      assert.equal(
        cards.some((c) => c.added),
        expected.some((e) => e.endsWith('->_end')),
      );
      assert.equal(cards.filter((c) => c.start).length, 1);
      const placed = layout(cards, links);
      assert.equal(placed.size, cards.length);
      // Top to bottom: every plain next goes down the page.
      for (const l of links) {
        if (l.label === undefined && !doc.nodes.some((n) => n.id === l.target && n.id === doc.start)) {
          assert.ok((placed.get(l.target)?.y ?? 0) > (placed.get(l.source)?.y ?? 0), `${l.source}->${l.target}`);
        }
      }
    });
  }

  it('labels branches with their condition in words and the fallback as otherwise', () => {
    const { links, cards } = flowGraph({
      name: 'x',
      nodes: [
        { id: 'f', type: 'form', elements: [], next: 'c' },
        {
          id: 'c',
          type: 'condition',
          branches: [
            {
              next: 'e',
              condition: {
                type: 'AND',
                rules: [
                  { fieldId: 'age', operator: '>', comparable: { value: 17 } },
                  { fieldId: 'nick', operator: 'hv' },
                ],
              },
            },
          ],
        },
        { id: 'e', type: 'end', status: 'DECLINED' },
      ],
    });
    assert.deepEqual(
      links.map((l) => [l.source, l.target, l.label]),
      [
        ['f', 'c', undefined],
        ['c', 'e', 'age > 17 AND nick has a value'],
        ['c', '_end', 'otherwise'],
      ],
    );
    assert.equal(cards.find((c) => c.id === 'e')?.summary, 'END · DECLINED');
    assert.equal(cards.find((c) => c.id === 'f')?.summary, 'Form · 0 elements');
    assert.equal(
      conditionText({ type: 'OR', rules: [{ fieldId: 'k', operator: 'in', comparable: { value: ['a', 'b'] } }] }),
      'k is one of ["a", "b"]',
    );
  });
});

// KeyTable numbers keys as a Map<string, number> filled in the same order would, and finds
// exactly the keys it holds, through growth and probe collisions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { KeyTable } from './keyTable.js';
import { hashKey } from './prepare.js';

test('property: KeyTable equals a Map numbering keys in insertion order', () => {
  fc.assert(
    fc.property(
      // Short keys from few letters: many repeats; up to a few thousand to cross several growths.
      fc.array(fc.stringMatching(/^[a-d:|]{0,6}$/), { maxLength: 3000 }),
      fc.array(fc.stringMatching(/^[a-e:|]{0,7}$/), { maxLength: 200 }),
      (added, probes) => {
        const table = new KeyTable();
        const map = new Map<string, number>();
        for (const k of added) {
          let id = map.get(k);
          if (id === undefined) map.set(k, (id = map.size));
          assert.equal(table.add(k), id);
        }
        assert.equal(table.size, map.size);
        assert.deepEqual(table.keys, [...map.keys()]);
        for (const k of [...added, ...probes]) assert.equal(table.find(k, hashKey(k)), map.get(k) ?? -1);
        table.keys.forEach((k, id) => assert.equal(table.hashOf(id), hashKey(k)));
      },
    ),
    { numRuns: 300 },
  );
});

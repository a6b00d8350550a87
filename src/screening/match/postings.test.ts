// The index build numbers keys and lays out postings in typed arrays, making each distinct word's
// keys once: it must give exactly what collecting nameKeys per name gives, key order included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import fc from 'fast-check';
import { importList, watchlistsDir } from '../index.js';
import { buildListIndex } from './listIndex.js';
import { buildPostings, nameKeys, type IndexedName } from './nameIndex.js';
import { hashKey, prepareName } from './prepare.js';

function reference(names: readonly IndexedName[]): Map<string, number[]> {
  const lists = new Map<string, number[]>();
  names.forEach((n, id) => {
    for (const key of nameKeys(n.name, false)) {
      let l = lists.get(key);
      if (!l) lists.set(key, (l = []));
      l.push(id);
    }
  });
  return lists;
}

function built(names: readonly IndexedName[]): Map<string, number[]> {
  const { keys, starts, postings } = buildPostings(names);
  const out = new Map<string, number[]>();
  keys.keys.forEach((key, id) => {
    assert.equal(keys.find(key, hashKey(key)), id);
    out.set(key, Array.from(postings.subarray(starts[id], starts[id + 1])));
  });
  return out;
}

const same = (a: Map<string, number[]>, b: Map<string, number[]>): void => {
  assert.deepEqual([...a.keys()], [...b.keys()]);
  assert.deepEqual([...a.values()], [...b.values()]);
};

test('property: postings equal nameKeys collected per name, in the same key order', () => {
  // Particles, initials and given-name classes among random words.
  const word = fc.oneof(
    fc.stringMatching(/^[a-z]{1,7}$/),
    fc.constantFrom('al', 'bin', 'abd', 'abdul', 'mohammed', 'muhammad', 'a', 'k.', 'ali'),
  );
  const nameArb = fc.tuple(fc.array(word, { maxLength: 4 }), fc.option(fc.array(word, { maxLength: 2 })));
  fc.assert(
    fc.property(fc.array(nameArb, { maxLength: 12 }), (raw) => {
      const names: IndexedName[] = raw.map(([given, surname], record) => ({
        record,
        display: '',
        name: prepareName(given.join(' '), surname?.join(' ')),
        strength: 0,
      }));
      same(built(names), reference(names));
    }),
    { numRuns: 500 },
  );
});

test('postings of a shipped list equal nameKeys collected per name', async () => {
  const snapshot = await importList('ofac-cons', [join(watchlistsDir(), 'ofac_consolidated_non_sdn_2025-12-19')]);
  const names = buildListIndex(snapshot).index.names;
  same(built(names), reference(names));
});

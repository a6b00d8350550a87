import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ListSnapshot, SanctionRecord } from '../types.js';
import { buildListIndex } from './listIndex.js';
import { listDelta } from './listDelta.js';
import { idfScale } from './nameIndex.js';
import { createListRegistry } from '../registry.js';
import { subjectKeys } from '../subject-keys.js';

function rec(id: string, text: string, remarks = ''): SanctionRecord {
  return {
    kind: 'sanction',
    id,
    names: [{ text, strength: 'primary' }],
    dobs: [],
    nationalities: [],
    url: '',
    entityType: 'individual',
    programs: [],
    identifiers: [],
    remarks,
    sourceListType: 'T',
    sourceRegion: 'US',
    caution: '',
  };
}

function snap(records: SanctionRecord[], listName = 'L', version = 'v'): ListSnapshot {
  return {
    meta: {
      listName,
      kind: 'sanction',
      format: 'ofac-sdn',
      source: 't',
      version,
      publishedAt: '2025-01-01',
      recordCounts: {},
      contentHash: version,
      importedAt: '2025-01-01T00:00:00Z',
    },
    records,
  };
}

// Enough unrelated names that one more or one less does not move the key-weight scale.
const bulk = Array.from({ length: 100 }, (_, i) => rec(`b${i}`, `Kowal${String.fromCharCode(97 + (i % 26))}${i}`));

describe('list deltas', () => {
  it('names the added, changed and removed records and the keys subjects reach them by', () => {
    const before = buildListIndex(
      snap([rec('1', 'Ivan Petrov'), rec('2', 'Maria Garcia'), rec('3', 'Li Wei'), ...bulk]),
    );
    const after = buildListIndex(
      snap([rec('1', 'Ivan Petrov', 'relisted'), rec('3', 'Li Wei'), ...bulk, rec('4', 'Olga Smirnova')]),
    );
    const d = listDelta(before, after);
    assert.equal(d.full, undefined);
    assert.deepEqual([d.added, d.changed, d.removed], [['4'], ['1'], ['2']]);
    const keys = new Set(d.keys);
    const reaches = (first: string, last: string) =>
      subjectKeys({ FirstName: first, LastName: last }).some((k) => keys.has(k));
    assert.ok(reaches('Ivan', 'Petrov'), 'changed record');
    assert.ok(reaches('Maria', 'Garcia'), 'removed record');
    assert.ok(reaches('Olga', 'Smirnova'), 'added record');
    assert.ok(!reaches('Li', 'Wei'), 'an untouched record');
  });

  it('asks for a full rescan when no key set bounds the change', () => {
    const base = [rec('1', 'Ivan Petrov'), rec('2', 'Maria Garcia'), ...bulk];
    const index = buildListIndex(snap(base));
    assert.equal(listDelta(undefined, index).full, 'no-previous-version');
    const reordered = buildListIndex(snap([base[1] as SanctionRecord, base[0] as SanctionRecord, ...bulk]));
    assert.equal(listDelta(index, reordered).full, 'record-order-changed');
    const grown = buildListIndex(snap([...base, ...bulk.map((r) => ({ ...r, id: `${r.id}x` }))]));
    assert.notEqual(index.index.idfScale, grown.index.idfScale);
    assert.equal(listDelta(index, grown).full, 'key-weights-changed');
    const twice = buildListIndex(snap([...base, rec('1', 'Ivan Petrov')]));
    assert.equal(listDelta(index, twice).full, 'duplicate-record-ids');
  });

  it('rounds the name count of key weights to steps of 2^(1/4)', () => {
    assert.equal(idfScale(100), idfScale(101));
    assert.ok(idfScale(100) >= 100 && idfScale(100) < 100 * 2 ** 0.25);
    assert.ok(idfScale(200) > idfScale(100));
  });

  it('a new version keeps its list in place, so equal hits of two lists keep their order', () => {
    const registry = createListRegistry();
    registry.activate(snap([rec('1', 'Ivan Petrov')], 'A', 'a1'));
    registry.activate(snap([rec('1', 'Ivan Petrov')], 'B', 'b1'));
    registry.activate(snap([rec('1', 'Ivan Petrov', 'x')], 'A', 'a2'));
    assert.deepEqual(
      registry.active().map((l) => l.meta.version),
      ['a2', 'b1'],
    );
  });
});

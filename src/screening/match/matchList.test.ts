// matchList skips comparing names for a candidate when even an identical name would stay below the
// threshold (recordScore's bound): that must never drop a hit nor change a score or an order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import fc from 'fast-check';
import { importList, watchlistsDir } from '../index.js';
import { parseIsoDob } from '../dob.js';
import type { ListRecord } from '../types.js';
import { buildListIndex } from './listIndex.js';
import { CANDIDATES_PER_LIST, matchList, recordScore, scoreCandidate, type Hit, type MatchQuery } from './matchList.js';
import type { IndexedName } from './nameIndex.js';
import { prepareName } from './prepare.js';

test('property: recordScore of a perfect name bounds the record score of any name', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.boolean(),
      fc.integer({ min: 0, max: 2 }),
      // The DOB adjustments compareDob gives, and arbitrary ones around them.
      fc.oneof(fc.constantFrom(0.06, 0.03, 0.02, 0, -0.06, -0.25), fc.double({ min: -0.5, max: 0.5, noNaN: true })),
      fc.boolean(),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (nameScore, exact, strength, dob, mismatch, threshold) => {
        const bound = recordScore(1, true, strength, dob, mismatch);
        const score = recordScore(nameScore, exact, strength, dob, mismatch);
        assert.ok(score <= bound);
        if (bound < threshold) assert.ok(score < threshold);
      },
    ),
    { numRuns: 5000 },
  );
});

/** matchList as it was before the bound: every candidate scored in full. */
function unbounded(list: ReturnType<typeof buildListIndex>, q: MatchQuery, threshold: number): Hit[] {
  const best = new Map<number, Hit>();
  for (const id of list.index.candidates(q.name, CANDIDATES_PER_LIST)) {
    const entry = list.index.names[id] as IndexedName;
    const record = list.records[entry.record] as ListRecord;
    const s = scoreCandidate(q, entry, record);
    if (s.score < threshold) continue;
    const prev = best.get(entry.record);
    if (prev && prev.score >= s.score) continue;
    best.set(entry.record, { record, matchedName: entry.display, ...s });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

test('matchList gives the hits of scoring every candidate, at any threshold, DOB and country', async () => {
  const list = buildListIndex(
    await importList('ofac-cons', [join(watchlistsDir(), 'ofac_consolidated_non_sdn_2025-12-19')]),
  );
  // Subjects built from listed names with their listed DOB, a DOB one year off, another DOB or
  // none, and with or without a country: every branch of the evidence.
  const people = list.records.filter((r) => r.dobs.length > 0).slice(0, 40);
  assert.ok(people.length > 10);
  let compared = 0;
  for (const r of people) {
    const dob = r.dobs[0];
    const year = dob === undefined ? 1970 : dob.kind === 'range' ? dob.fromYear : dob.year;
    for (const d of [undefined, `${year}`, `${year + 1}-01-01`, '1901-05-05']) {
      for (const country of [undefined, r.nationalities[0], 'ZZ']) {
        const q: MatchQuery = {
          name: prepareName((r.names[0] as { text: string }).text.replace(',', ' ')),
          dob: d === undefined ? null : parseIsoDob(d),
          country,
        };
        for (const threshold of [0, 0.5, 0.8, 0.85, 0.9, 0.95]) {
          assert.deepEqual(matchList(list, q, threshold), unbounded(list, q, threshold));
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 1000);
});

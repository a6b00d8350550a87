/**
 * Test-only (not a test file): fast-check arbitraries of enrolled subjects and list changes for
 * the delta-rescan property test. Names come from small pools of near-identical spellings, so
 * subjects and list names share candidate keys, hits come and go with each change, and a crowd
 * of namesakes pushes some subjects past the matcher's candidate limit (where candidate order,
 * not only candidate sets, decides the hits).
 */
import fc from 'fast-check';
import type { ListRecord, ListSnapshot, SanctionRecord } from '../../screening/index.js';
import type { IndividualToMonitor } from '../validate.js';

const GIVEN = ['Ivan', 'Iwan', 'Maria', 'Mariam', 'Ahmed', 'Ahmad', 'John', 'Jon', 'Olga', 'Fatima', 'Li', 'Wei'];
const SURNAMES = ['Petrov', 'Petrova', 'Garcia', 'Hassan', 'Hasan', 'Smith', 'Smyth', 'Wang', 'al Qaddafi', 'Kim'];

const name = fc
  .record({
    given: fc.subarray(GIVEN, { minLength: 0, maxLength: 2 }),
    surname: fc.constantFrom(...SURNAMES),
  })
  .map((n) => ({ given: n.given.join(' '), surname: n.surname }));

const dob = fc.option(
  fc.record({ year: fc.integer({ min: 1960, max: 1964 }), month: fc.integer({ min: 1, max: 2 }) }),
  { nil: undefined, freq: 2 },
);

export const subjectArb: fc.Arbitrary<IndividualToMonitor> = fc.record({ n: name, d: dob }).map(({ n, d }) => ({
  ...(n.given !== '' ? { FirstName: n.given } : {}),
  LastName: n.surname,
  ...(d ? { DateOfBirth: `${d.year}-0${d.month}-15` } : {}),
}));

export interface EnrolledSubject {
  subject: IndividualToMonitor;
  /** Enrolled under the primary name of this base record instead (modulo their count): sure hits. */
  copyOf?: number;
  skipInitial: boolean;
  deleted: boolean;
}

type RecordShape = Pick<SanctionRecord, 'names' | 'dobs' | 'nationalities' | 'remarks'>;

const recordShape: fc.Arbitrary<RecordShape> = fc.record({
  names: fc.array(name, { minLength: 1, maxLength: 2 }).map((ns) =>
    ns.map((n, i) => ({
      text: n.given === '' ? n.surname : `${n.surname}, ${n.given}`,
      surname: n.surname,
      strength: i === 0 ? ('primary' as const) : ('strong' as const),
    })),
  ),
  dobs: dob.map((d) => (d ? [{ kind: 'year' as const, year: d.year }] : [])),
  nationalities: fc.constantFrom([], ['RU'], ['US']),
  remarks: fc.constantFrom('', 'listed', 'relisted'),
});

export type ListChange =
  | { op: 'add'; at: number; record: RecordShape }
  | { op: 'remove'; at: number }
  | { op: 'edit'; at: number; record: RecordShape }
  | { op: 'swap'; at: number }
  /** Same names, other details: the candidates stay, the hits' content changes. */
  | { op: 'retouch'; at: number; details: Pick<RecordShape, 'dobs' | 'remarks' | 'nationalities'> };

export const changeArb: fc.Arbitrary<ListChange> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('add' as const), at: fc.nat(), record: recordShape }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('remove' as const), at: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('edit' as const), at: fc.nat(), record: recordShape }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('swap' as const), at: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('retouch' as const),
      at: fc.nat(),
      details: recordShape.map(({ dobs, remarks, nationalities }) => ({ dobs, remarks, nationalities })),
    }),
  },
);

/**
 * Sizes chosen so the list's name count sits inside one step of the key weights' scale
 * (nameIndex.idfScale: 181 < n <= 215.3 without the crowd, 215.3 < n <= 256 with it): most
 * updates are then deltas, not the full rescan that a step change calls for. The crowd is larger
 * than the matcher's 40 candidates per list and smaller than its "common key" line (64).
 */
const FILLER = 188;
const CROWD = 45;

export interface DeltaScenario {
  enrolled: EnrolledSubject[];
  base: RecordShape[];
  /** Namesakes of "Ivan" added to the list, enough to exceed the per-list candidate limit. */
  crowd: number;
  changes: ListChange[];
}

export const scenarioArb: fc.Arbitrary<DeltaScenario> = fc.record({
  enrolled: fc.array(
    fc
      .record({
        subject: subjectArb,
        copyOf: fc.option(fc.nat(), { nil: undefined }),
        skipInitial: fc.boolean(),
        deleted: fc.boolean(),
      })
      .map(({ copyOf, ...e }) => ({
        ...(copyOf !== undefined ? { copyOf } : {}),
        ...e,
        // Mostly scanned and kept: a skipped initial scan or a delete is the exception.
        skipInitial: e.skipInitial && e.subject.LastName.length % 3 === 0,
        deleted: e.deleted && e.subject.LastName.length % 2 === 0,
      })),
    { minLength: 1, maxLength: 12 },
  ),
  base: fc.array(recordShape, { minLength: 0, maxLength: 14 }),
  crowd: fc.constantFrom(0, 0, CROWD),
  changes: fc.array(changeArb, { minLength: 1, maxLength: 6 }),
});

function record(id: string, shape: RecordShape): SanctionRecord {
  return {
    kind: 'sanction',
    id,
    ...shape,
    url: '',
    entityType: 'individual',
    programs: ['TEST'],
    identifiers: [],
    sourceListType: 'Test Sanctions',
    sourceRegion: 'US',
    caution: '',
  };
}

export function snapshot(listName: string, version: string, records: ListRecord[]): ListSnapshot {
  return {
    meta: {
      listName,
      kind: 'sanction',
      format: 'ofac-sdn',
      source: 'test',
      version,
      publishedAt: '2025-03-01',
      recordCounts: { individual: records.length },
      contentHash: version,
      importedAt: '2025-03-01T00:00:00Z',
    },
    records,
  };
}

/** The two versions of the changing list a scenario describes. */
export function listVersions(s: DeltaScenario, listName: string): { v1: ListSnapshot; v2: ListSnapshot } {
  const crowd = Array.from({ length: s.crowd }, (_, i) => {
    // Distinct letter-only surnames ("Zubaa", "Zubab", ...): namesakes of Ivan that share no other key.
    const surname = `Zub${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    return record(`crowd-${i}`, {
      names: [{ text: `${surname}, Ivan`, surname, strength: 'primary' }],
      dobs: [],
      nationalities: [],
      remarks: '',
    });
  });
  // Unrelated names no subject shares a key with: the bulk of a real list.
  const filler = Array.from({ length: FILLER }, (_, i) => {
    const surname = `Kow${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    return record(`filler-${i}`, {
      names: [{ text: `${surname}, Boris`, surname, strength: 'primary' }],
      dobs: [],
      nationalities: [],
      remarks: '',
    });
  });
  const first = [...s.base.map((r, i) => record(`r${i}`, r)), ...filler, ...crowd];
  const next = [...first];
  let added = 0;
  for (const c of s.changes) {
    // Mostly among the base records (the names subjects share), sometimes anywhere in the list.
    const span = c.at % 5 === 0 ? next.length : Math.max(1, next.length - FILLER - crowd.length);
    const at = next.length === 0 ? 0 : Math.floor(c.at / 5) % span;
    if (c.op === 'add') next.splice(at, 0, record(`new${added++}`, c.record));
    else if (next.length === 0) continue;
    else if (c.op === 'remove') next.splice(at, 1);
    else if (c.op === 'edit') next[at] = record((next[at] as SanctionRecord).id, c.record);
    else if (c.op === 'retouch') next[at] = { ...(next[at] as SanctionRecord), ...c.details };
    else if (next.length > 1) {
      const other = (at + 1) % next.length;
      [next[at], next[other]] = [next[other] as SanctionRecord, next[at] as SanctionRecord];
    }
  }
  return { v1: snapshot(listName, 'v1', first), v2: snapshot(listName, 'v2', next) };
}

/** The subject a scenario enrolls for `e`: its own, or a base record's primary name. */
export function subjectOf(s: DeltaScenario, e: EnrolledSubject): IndividualToMonitor {
  if (e.copyOf === undefined || s.base.length === 0) return e.subject;
  const n = (s.base[e.copyOf % s.base.length] as RecordShape).names[0];
  if (!n?.surname) return e.subject;
  const given = n.text.slice(n.surname.length + 2);
  return { ...(given !== '' ? { FirstName: given } : {}), LastName: n.surname };
}

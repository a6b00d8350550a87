// Builds the labelled evaluation set from the shipped lists: true variants of listed people
// (the kinds of change the issue names) and near-misses derived from them that must not match
// the person they came from. Deterministic for a given seed.
import type { DobSpec, ListRecord } from '../../src/screening/types.js';
import { splitCommaName } from '../../src/screening/match/prepare.js';
import type { Rng } from './rng.js';

export type VariantKind =
  'translit' | 'typo1' | 'typo2' | 'reorder' | 'drop-middle' | 'add-middle' | 'initials' | 'diacritics' | 'exact';
export type NearMissKind = 'surname-swap' | 'given-swap';
/** The hard-name kinds of hardVariants.ts. */
export type HardKind = 'given-initials' | 'cyrillic' | 'arabic-spelling' | 'abd-al' | 'hispanic' | 'hyphenation';

export interface LabelledQuery {
  listName: string;
  recordId: string;
  kind: VariantKind | NearMissKind | HardKind;
  FirstName: string;
  LastName: string;
  DateOfBirth?: string;
  /** The name the query was derived from, for reports. */
  source: string;
}

const TRANSLIT: ReadonlyArray<readonly [RegExp, string]> = [
  [/ou/, 'u'],
  [/u/, 'ou'],
  [/y/, 'i'],
  [/i(?=[aeou])/, 'y'],
  [/kh/, 'h'],
  [/j/, 'dj'],
  [/sh/, 'sch'],
  [/ee/, 'i'],
  [/ph/, 'f'],
  [/v/, 'w'],
  [/([bcdfgklmnprst])\1/, '$1'],
  [/([bdglmnrst])(?=[aeiou])/, '$1$1'],
  [/c(?=[aou])/, 'k'],
  [/q/, 'k'],
  [/e/, 'a'],
  [/ai/, 'ay'],
  [/z/, 's'],
  [/ck/, 'k'],
  [/x/, 'ks'],
];
const ALPHA: readonly string[] = 'abcdefghijklmnopqrstuvwxyz'.split('');
const MIDDLES = ['Ali', 'Maria', 'John', 'Ahmed', 'Lee', 'Jose', 'Anne', 'Karim', 'Paul', 'Hassan'];
const ACCENTS: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ö', u: 'ü', n: 'ñ', c: 'ç', s: 'ş' };

function typo(w: string, rng: Rng): string {
  if (w.length < 3) return w;
  // Letters typed in the case of the word: a lower-case letter inside an upper-case word
  // would read as a camel-case word boundary, which is not what a typo is.
  const upper = w === w.toUpperCase();
  const letter = (): string => (upper ? rng.pick(ALPHA).toUpperCase() : rng.pick(ALPHA));
  const i = 1 + rng.int(w.length - 1);
  switch (rng.int(4)) {
    case 0:
      return w.slice(0, i) + letter() + w.slice(i + 1);
    case 1:
      return w.slice(0, i) + w.slice(i + 1);
    case 2:
      return w.slice(0, i) + letter() + w.slice(i);
    default:
      return i < w.length - 1 ? w.slice(0, i) + w.charAt(i + 1) + w.charAt(i) + w.slice(i + 2) : w.slice(0, i);
  }
}

function translit(w: string, rng: Rng): string {
  const lower = w.toLowerCase();
  const options = TRANSLIT.filter(([re]) => re.test(lower.slice(1)));
  if (options.length === 0) return w;
  const [re, rep] = rng.pick(options);
  return lower.charAt(0) + lower.slice(1).replace(re, rep);
}

function longestIndex(ws: string[]): number {
  let best = 0;
  ws.forEach((w, i) => {
    if (w.length > (ws[best] as string).length) best = i;
  });
  return best;
}

/** Query DOB from the list's DOB, as a customer would type it (a full date). */
export function queryDob(dobs: readonly DobSpec[], rng: Rng): string | undefined {
  const d = dobs[0];
  if (!d || rng.next() < 0.3) return undefined;
  const pad = (n: number): string => String(n).padStart(2, '0');
  switch (d.kind) {
    case 'date':
      // One in ten typed with day and month swapped, which the matcher must tolerate.
      if (d.day <= 12 && d.day !== d.month && rng.next() < 0.1) return `${d.year}-${pad(d.day)}-${pad(d.month)}`;
      return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
    case 'month':
      return `${d.year}-${pad(d.month)}-${pad(1 + rng.int(28))}`;
    case 'year':
    case 'circa':
      return `${d.year}-${pad(1 + rng.int(12))}-${pad(1 + rng.int(28))}`;
    case 'range':
      return `${d.fromYear + rng.int(d.toYear - d.fromYear + 1)}-06-15`;
  }
}

export interface Parts {
  given: string[];
  surname: string[];
}

export function partsOf(r: ListRecord): Parts | null {
  const v = r.names[0];
  if (!v) return null;
  const comma = splitCommaName(v.text);
  const surnameText = v.surname ?? comma.surname;
  const words = (s: string): string[] => s.split(/[\s,]+/).filter((w) => /[A-Za-z]/.test(w));
  if (surnameText !== undefined) {
    const given = comma.surname === surnameText ? comma.given : v.text.replace(surnameText, ' ');
    const g = words(given);
    if (g.length > 0) return { given: g, surname: words(surnameText) };
  }
  const all = words(v.text);
  return all.length >= 2 ? { given: all.slice(0, -1), surname: all.slice(-1) } : null;
}

function applyVariant(kind: VariantKind, p: Parts, rng: Rng): Parts | null {
  const g = [...p.given];
  const s = [...p.surname];
  switch (kind) {
    case 'exact':
      return { given: g, surname: s };
    case 'typo1': {
      const i = longestIndex(s);
      s[i] = typo(s[i] as string, rng);
      return { given: g, surname: s };
    }
    case 'typo2': {
      const all = [...g, ...s];
      for (let k = 0; k < 2; k++) {
        const i = rng.int(all.length);
        if ((all[i] as string).length >= 4) all[i] = typo(all[i] as string, rng);
        else all[longestIndex(all)] = typo(all[longestIndex(all)] as string, rng);
      }
      return { given: all.slice(0, g.length), surname: all.slice(g.length) };
    }
    case 'translit': {
      const all = [...g, ...s];
      const i = rng.int(all.length);
      all[i] = translit(all[i] as string, rng);
      return { given: all.slice(0, g.length), surname: all.slice(g.length) };
    }
    case 'reorder':
      return { given: s, surname: g };
    case 'drop-middle':
      return g.length >= 2 ? { given: g.slice(0, -1), surname: s } : null;
    case 'add-middle':
      return { given: [...g, rng.pick(MIDDLES)], surname: s };
    case 'initials':
      return (g[0] as string).length > 2 ? { given: [`${(g[0] as string)[0]}.`, ...g.slice(1)], surname: s } : null;
    case 'diacritics': {
      const acc = (w: string): string =>
        [...w.toLowerCase()].map((c, i) => (i > 0 && ACCENTS[c] && rng.next() < 0.5 ? ACCENTS[c] : c)).join('');
      return { given: g.map(acc), surname: s.map(acc) };
    }
  }
}

const KINDS: VariantKind[] = [
  'translit',
  'typo1',
  'typo2',
  'reorder',
  'drop-middle',
  'add-middle',
  'initials',
  'diacritics',
  'exact',
];

export function buildVariants(
  lists: { listName: string; records: readonly ListRecord[] }[],
  perKind: number,
  rng: Rng,
): LabelledQuery[] {
  const pool: { listName: string; r: ListRecord; p: Parts }[] = [];
  for (const l of lists)
    for (const r of l.records) {
      if (r.kind === 'sanction' && r.entityType !== 'individual') continue;
      if (r.kind === 'adverse-media') continue;
      const p = partsOf(r);
      if (p) pool.push({ listName: l.listName, r, p });
    }
  const out: LabelledQuery[] = [];
  for (const kind of KINDS) {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 5; tries++) {
      const { listName, r, p } = rng.pick(pool);
      const v = applyVariant(kind, p, rng);
      if (!v) continue;
      const dob = queryDob(r.dobs, rng);
      out.push({
        listName,
        recordId: r.id,
        kind,
        FirstName: v.given.join(' '),
        LastName: v.surname.join(' '),
        ...(dob ? { DateOfBirth: dob } : {}),
        source: r.names[0]?.text ?? '',
      });
      made++;
    }
  }
  return out;
}

/** Near-misses: a listed person's name with the surname or first given name of another listed person. */
export function buildNearMisses(
  lists: { listName: string; records: readonly ListRecord[] }[],
  perKind: number,
  rng: Rng,
): LabelledQuery[] {
  const pool: { listName: string; r: ListRecord; p: Parts }[] = [];
  for (const l of lists)
    for (const r of l.records) {
      if (r.kind !== 'sanction' || r.entityType !== 'individual') continue;
      const p = partsOf(r);
      if (p) pool.push({ listName: l.listName, r, p });
    }
  const out: LabelledQuery[] = [];
  for (const kind of ['surname-swap', 'given-swap'] as const) {
    for (let i = 0; i < perKind; i++) {
      const a = rng.pick(pool);
      const b = rng.pick(pool);
      if (a.r.id === b.r.id) continue;
      const given = kind === 'given-swap' ? [b.p.given[0] as string, ...a.p.given.slice(1)] : a.p.given;
      const surname = kind === 'surname-swap' ? b.p.surname : a.p.surname;
      if (
        given.join(' ').toLowerCase() === a.p.given.join(' ').toLowerCase() &&
        surname.join(' ').toLowerCase() === a.p.surname.join(' ').toLowerCase()
      )
        continue;
      out.push({
        listName: a.listName,
        recordId: a.r.id,
        kind,
        FirstName: given.join(' '),
        LastName: surname.join(' '),
        source: a.r.names[0]?.text ?? '',
      });
    }
  }
  return out;
}

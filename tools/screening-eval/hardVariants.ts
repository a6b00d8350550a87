// The hard-name variant kinds of issue #23: each is a rule of how real names are written
// differently, applied to every listed person it concerns (selected by nationality or by the
// shape of the name, never by hand), so a kind measures a whole family of spellings.
//   given-initials  every given name reduced to its initial ("M. A. KHAN", "M A Khan", "M.A. Khan")
//   cyrillic        a Russian-origin name read back into Cyrillic and romanised by another
//                   system (GOST 7.79 B, ISO 9, BGN/PCGN, ICAO 9303, 1997 passport)
//   arabic-spelling one or two rewrites from the spelling families of romanised Arabic
//   abd-al          the Abd al- compound written another way (Abdul, Abdel, Abd ar-, joined, ...)
//   hispanic        a double surname with one surname dropped, swapped, or joined by y / a hyphen
//   hyphenation     two words hyphenated or joined, or a hyphen removed
import type { ListRecord } from '../../src/screening/types.js';
import { CYRILLIC_SYSTEMS, backToCyrillic, looksEastSlavic, romaniseCyrillic } from './cyrillic.js';
import type { Rng } from './rng.js';
import { partsOf, queryDob, type HardKind, type LabelledQuery, type Parts } from './variants.js';

export type { HardKind };
export const HARD_KINDS: readonly HardKind[] = [
  'given-initials',
  'cyrillic',
  'arabic-spelling',
  'abd-al',
  'hispanic',
  'hyphenation',
];

// Countries whose names the lists romanise from Russian or Ukrainian Cyrillic (BGN/PCGN-like);
// Serbian and Macedonian names are printed in their own Latin alphabet, so they are left out.
const CYRILLIC_COUNTRIES = new Set(['RU', 'UA', 'BY', 'KZ', 'KG', 'TJ', 'MD']);
const ARAB_COUNTRIES = new Set([
  'DZ',
  'BH',
  'KM',
  'DJ',
  'EG',
  'IQ',
  'JO',
  'KW',
  'LB',
  'LY',
  'MR',
  'MA',
  'OM',
  'PS',
  'QA',
  'SA',
  'SO',
  'SD',
  'SY',
  'TN',
  'AE',
  'YE',
]);
const HISPANIC_COUNTRIES = new Set([
  'MX',
  'CO',
  'VE',
  'ES',
  'PE',
  'PA',
  'EC',
  'GT',
  'HN',
  'NI',
  'CU',
  'AR',
  'BO',
  'PY',
  'DO',
  'SV',
  'CL',
  'UY',
  'CR',
]);

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);
const hasAny = (r: ListRecord, set: ReadonlySet<string>): boolean => r.nationalities.some((c) => set.has(c));
const PARTICLE = /^(de|del|la|las|los|da|das|do|dos|y|e|van|von|al|el|bin|ibn|ben|bint|abu|ould|ag)$/i;

type Gen = (p: Parts, r: ListRecord, rng: Rng) => Parts | null;

function givenInitials(p: Parts, _r: ListRecord, rng: Rng): Parts | null {
  if (!p.given.some((g) => g.replace(/[^A-Za-z]/g, '').length > 2)) return null;
  const letters = p.given.map((g) => (g.replace(/[^A-Za-z]/g, '')[0] ?? '').toUpperCase()).filter((c) => c !== '');
  // Three ways forms and lists print initials: dotted and spaced, bare, dotted and joined.
  const style = rng.int(3);
  const given =
    style === 0 ? letters.map((l) => `${l}.`) : style === 1 ? letters : [letters.map((l) => `${l}.`).join('')];
  return { given, surname: p.surname };
}

function cyrillic(p: Parts, r: ListRecord, rng: Rng): Parts | null {
  const words = [...p.given, ...p.surname];
  // Without a nationality, an East Slavic surname or patronymic ending says where it came from.
  if (!hasAny(r, CYRILLIC_COUNTRIES) && (r.nationalities.length > 0 || !words.some(looksEastSlavic))) return null;
  if (!words.every((w) => /^[A-Za-z']+$/.test(w))) return null;
  const system = rng.pick(CYRILLIC_SYSTEMS);
  const re = (w: string): string => cap(romaniseCyrillic(backToCyrillic(w), system));
  const out = { given: p.given.map(re), surname: p.surname.map(re) };
  return sameWords(out, p) ? null : out;
}

// Spelling families of romanised Arabic: the same letter or vowel written by the English,
// French, ALA-LC-without-diacritics and colloquial conventions (Mohammed / Muhammad, Youssef /
// Yusuf, Hussein / Husayn, Qasim / Kasim, Djamel / Jamal, Chérif / Sharif, Fatimah / Fatima).
const ARABIC_FAMILIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/u/, 'o'],
  [/o/, 'u'],
  [/a(?=[^aeiou]*$)/, 'e'],
  [/e/, 'a'],
  [/i(?!$)/, 'e'],
  [/i$/, 'y'],
  [/ay/, 'ei'],
  [/ei/, 'ay'],
  [/ai/, 'ay'],
  [/u/, 'ou'],
  [/i(?=[^aeiou])/, 'ee'],
  [/ee/, 'i'],
  [/oo/, 'u'],
  [/([bdfjklmnrstz])\1/, '$1'],
  [/(?<=[aeiou])([bdfjklmnrstz])(?=[aeiou])/, '$1$1'],
  [/q/, 'k'],
  [/k(?!h)/, 'q'],
  [/j/, 'dj'],
  [/dj/, 'j'],
  [/sh/, 'ch'],
  [/dh/, 'z'],
  [/th/, 't'],
  [/gh/, 'g'],
  [/ah$/, 'a'],
  [/a$/, 'ah'],
  [/w/, 'ou'],
];

function rewrite(word: string, families: ReadonlyArray<readonly [RegExp, string]>, rng: Rng): string {
  // A leading apostrophe writes ain ('Ali): the first letter is the one after it.
  const lower = word.toLowerCase().replace(/^['`]+/, '');
  // The first letter stays: every family above is about inner letters except j/dj and q/k,
  // which keep their first sound.
  const options = families.filter(([re]) => re.test(lower.slice(1)));
  if (options.length === 0) return word;
  const [re, rep] = rng.pick(options);
  return cap(lower.charAt(0) + lower.slice(1).replace(re, rep));
}

function arabicSpelling(p: Parts, r: ListRecord, rng: Rng): Parts | null {
  if (!hasAny(r, ARAB_COUNTRIES)) return null;
  const all = [...p.given, ...p.surname];
  const idx = all.map((w, i) => (w.length >= 3 && !PARTICLE.test(w) ? i : -1)).filter((i) => i >= 0);
  if (idx.length === 0) return null;
  const changes = 1 + rng.int(2);
  for (let k = 0; k < changes; k++) {
    const i = rng.pick(idx);
    all[i] = rewrite(all[i] as string, ARABIC_FAMILIES, rng);
  }
  const out = { given: all.slice(0, p.given.length), surname: all.slice(p.given.length) };
  return sameWords(out, p) ? null : out;
}

// The theophoric compounds: Abd + article + one of the names of God. The article is written
// al, el, ul or assimilated to a following sun letter (ar-Rahman, as-Salam, an-Nur).
const SUN = /^(t|th|d|dh|r|z|s|sh|n|l)/;
const ABD = /^abd(?:[-\s]?(?:al|el|ul|ol|oul|ar|as|ad|an|at|az|ash|ur|er|us|un|ud))?[-\s]?/i;

function abdForms(rest: string): string[] {
  const r = rest.toLowerCase();
  const R = cap(r);
  if (/^(allah|ullah|illah|allh)$/.test(r)) return ['Abdullah', 'Abdallah', 'Abd Allah', 'Abdulla', 'Abd-Allah'];
  if (r === 'allahi') return ['Abdullahi', 'Abdallahi', 'Abdillahi'];
  const sun = SUN.exec(r)?.[1];
  const assim = sun?.charAt(0);
  const forms = [
    `Abd al-${R}`,
    `Abd al ${R}`,
    `Abdul ${R}`,
    `Abdel ${R}`,
    `Abdul-${R}`,
    `Abdel-${R}`,
    `Abdul${r}`,
    `Abdel${r}`,
    `Abd-al-${R}`,
    `Abd el ${R}`,
  ];
  if (assim !== undefined)
    forms.push(`Abd a${assim}-${R}`, `Abdu${assim}-${R}`, `Abd${assim === 'r' ? 'ur' : `u${assim}`} ${R}`);
  return forms;
}

/** Finds an Abd compound in the words: [first index, count of words it spans, the name after Abd]. */
function findAbd(words: string[]): [number, number, string] | null {
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as string;
    if (!/^abd/i.test(w)) continue;
    if (/^abd[-\s]?(allah|ullah|illah|ulla|alla|ellah|ollah)$/i.test(w)) return [i, 1, 'allah'];
    if (/^abd[-\s]?[aeiou]{0,2}ll?ahi$/i.test(w)) return [i, 1, 'allahi'];
    // Abdoulaye, Abdulai: West African forms of Abdallah, not an Abd al- compound.
    if (/^abd[aeiou]{0,2}la(ye|i|y)$/i.test(w)) continue;
    const m = ABD.exec(w);
    const tail = w.slice(m ? m[0].length : 3).replace(/^-/, '');
    if (tail.length >= 3) return [i, 1, tail];
    // "Abd al Rahman", "Abdul Rahman", "Abd Rahman": the name is in a following word.
    const next = words[i + 1];
    const after = words[i + 2];
    if (next !== undefined && /^(al|el|ul|ar|as|ad|an|at|az|ash|ur)$/i.test(next) && after !== undefined)
      return [i, 3, after];
    // The article may be written onto the name ("Abd al-Razzak").
    if (next !== undefined && next.length >= 3)
      return [i, 2, next.replace(/^(al|el|ul|ar|as|ad|an|at|az|ash|ur)-/i, '')];
  }
  return null;
}

function abdAl(p: Parts, _r: ListRecord, rng: Rng): Parts | null {
  for (const part of ['given', 'surname'] as const) {
    const words = p[part];
    const found = findAbd(words);
    if (!found) continue;
    const [i, span, name] = found;
    const source = words
      .slice(i, i + span)
      .join(' ')
      .toLowerCase()
      .replace(/-/g, ' ');
    const forms = abdForms(name).filter((f) => f.toLowerCase().replace(/-/g, ' ') !== source);
    const form = rng.pick(forms);
    const next = [...words.slice(0, i), ...form.split(' '), ...words.slice(i + span)];
    return part === 'given' ? { given: next, surname: p.surname } : { given: p.given, surname: next };
  }
  return null;
}

function hispanic(p: Parts, r: ListRecord, rng: Rng): Parts | null {
  if (!hasAny(r, HISPANIC_COUNTRIES)) return null;
  const s = p.surname;
  if (s.length !== 2 || s.some((w) => w.length < 3 || PARTICLE.test(w))) return null;
  const [paternal, maternal] = s as [string, string];
  // How double surnames are written in practice: the maternal one dropped is by far the most
  // common; the rest are rarer and equally likely here.
  const u = rng.next();
  const surname =
    u < 0.4
      ? [paternal]
      : u < 0.55
        ? [paternal, 'y', maternal]
        : u < 0.7
          ? [`${paternal}-${maternal}`]
          : u < 0.85
            ? [maternal, paternal]
            : [maternal];
  return { given: p.given, surname };
}

function hyphenation(p: Parts, _r: ListRecord, rng: Rng): Parts | null {
  const part = rng.next() < 0.5 ? 'given' : 'surname';
  const words = [...p[part]];
  const h = words.findIndex((w) => w.includes('-'));
  if (h >= 0) {
    const w = words[h] as string;
    words.splice(h, 1, ...(rng.next() < 0.5 ? w.split('-') : [w.replace(/-/g, '')]));
  } else {
    if (words.length < 2) return null;
    const i = rng.int(words.length - 1);
    const [a, b] = [words[i] as string, words[i + 1] as string];
    // Joined words keep the case style of the name, so no camel-case boundary is introduced.
    const glued = a === a.toUpperCase() ? a + b.toUpperCase() : a + b.toLowerCase();
    const joined = rng.next() < 0.5 ? `${a}-${b}` : glued;
    words.splice(i, 2, joined);
  }
  return part === 'given' ? { given: words, surname: p.surname } : { given: p.given, surname: words };
}

function sameWords(a: Parts, b: Parts): boolean {
  return [...a.given, ...a.surname].join(' ').toLowerCase() === [...b.given, ...b.surname].join(' ').toLowerCase();
}

const GENERATORS: Readonly<Record<HardKind, Gen>> = {
  'given-initials': givenInitials,
  cyrillic,
  'arabic-spelling': arabicSpelling,
  'abd-al': abdAl,
  hispanic,
  hyphenation,
};

export function buildHardVariants(
  lists: { listName: string; records: readonly ListRecord[] }[],
  perKind: number,
  rng: Rng,
): LabelledQuery[] {
  const out: LabelledQuery[] = [];
  for (const kind of HARD_KINDS) {
    // Every listed person the rule applies to, then a seeded sample of them.
    const pool: { listName: string; r: ListRecord; p: Parts }[] = [];
    for (const l of lists)
      for (const r of l.records) {
        if (r.kind === 'adverse-media' || (r.kind === 'sanction' && r.entityType !== 'individual')) continue;
        const p = partsOf(r);
        if (p) pool.push({ listName: l.listName, r, p });
      }
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 200; tries++) {
      const { listName, r, p } = rng.pick(pool);
      const v = GENERATORS[kind](p, r, rng);
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

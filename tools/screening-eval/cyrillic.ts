// Cyrillic romanisation systems, used only to generate evaluation variants. The shipped lists
// print names already romanised (OFAC follows BGN/PCGN closely), so a listed Russian name is
// first read back into Cyrillic by the inverse of BGN/PCGN, then written out again by another
// published system. The tables follow the standards (GOST 7.79-2000 system B, ISO 9:1995,
// BGN/PCGN 1947, ICAO Doc 9303 7th ed., the 1997-2010 Russian passport rules), not the
// matcher's rules, so the variants measure how it copes with spellings it was not built from.

export type CyrillicSystem = 'gost-7.79-b' | 'iso-9' | 'bgn-pcgn' | 'icao-9303' | 'passport-1997';
export const CYRILLIC_SYSTEMS: readonly CyrillicSystem[] = [
  'gost-7.79-b',
  'iso-9',
  'bgn-pcgn',
  'icao-9303',
  'passport-1997',
];

// Letters every system writes alike.
const COMMON: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
};

// The letters where the systems differ. `е`/`ё` at the start of a word or after a vowel are
// handled apart for BGN/PCGN (ye / yë).
const TABLES: Readonly<Record<CyrillicSystem, Readonly<Record<string, string>>>> = {
  'gost-7.79-b': {
    е: 'e',
    ё: 'yo',
    ж: 'zh',
    й: 'j',
    х: 'x',
    ц: 'cz',
    ч: 'ch',
    ш: 'sh',
    щ: 'shh',
    ъ: '',
    ы: "y'",
    ь: '',
    э: "e'",
    ю: 'yu',
    я: 'ya',
  },
  'iso-9': {
    е: 'e',
    ё: 'ë',
    ж: 'ž',
    й: 'j',
    х: 'h',
    ц: 'c',
    ч: 'č',
    ш: 'š',
    щ: 'ŝ',
    ъ: 'ʺ',
    ы: 'y',
    ь: 'ʹ',
    э: 'è',
    ю: 'û',
    я: 'â',
  },
  'bgn-pcgn': {
    е: 'e',
    ё: 'ë',
    ж: 'zh',
    й: 'y',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  },
  'icao-9303': {
    е: 'e',
    ё: 'e',
    ж: 'zh',
    й: 'i',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: 'ie',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'iu',
    я: 'ia',
  },
  'passport-1997': {
    е: 'e',
    ё: 'e',
    ж: 'zh',
    й: 'y',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  },
};

const VOWELS_CYR = 'аеёиоуыэюяйъь';

/** One lower-case Cyrillic word in the given system. */
export function romaniseCyrillic(word: string, system: CyrillicSystem): string {
  const table = TABLES[system];
  let out = '';
  const chars = [...word.toLowerCase()];
  chars.forEach((ch, i) => {
    const prev = chars[i - 1];
    const soft = prev === undefined || VOWELS_CYR.includes(prev);
    if (system === 'bgn-pcgn' && soft && (ch === 'е' || ch === 'ё')) out += ch === 'е' ? 'ye' : 'yë';
    // GOST 7.79 B writes ц as c before i, e, y and j.
    else if (system === 'gost-7.79-b' && ch === 'ц' && /^[иеыйі]/.test(chars[i + 1] ?? '')) out += 'c';
    else out += COMMON[ch] ?? table[ch] ?? ch;
  });
  return out;
}

// Inverse of BGN/PCGN as the lists print it (without its diacritics and apostrophes), longest
// letter group first. Ambiguous groups take the reading Russian names use most.
const BACK: ReadonlyArray<readonly [RegExp, string]> = [
  [/shch/y, 'щ'],
  [/zh/y, 'ж'],
  [/kh/y, 'х'],
  [/ts/y, 'ц'],
  [/ch/y, 'ч'],
  [/sh/y, 'ш'],
  [/yu/y, 'ю'],
  [/ya/y, 'я'],
  [/yo/y, 'ё'],
  [/ye/y, 'е'],
];
const SINGLE: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  v: 'в',
  g: 'г',
  d: 'д',
  e: 'е',
  z: 'з',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  h: 'х',
  c: 'к',
  q: 'к',
  w: 'в',
  x: 'кс',
  j: 'дж',
  "'": 'ь',
};

/** Reads a BGN/PCGN-romanised word back into Russian Cyrillic (lower case). */
export function backToCyrillic(latin: string): string {
  const w = latin.toLowerCase();
  let out = '';
  let i = 0;
  const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiou'.includes(c);
  while (i < w.length) {
    let done = false;
    for (const [re, cyr] of BACK) {
      re.lastIndex = i;
      if (re.test(w)) {
        out += cyr;
        i = re.lastIndex;
        done = true;
        break;
      }
    }
    if (done) continue;
    const ch = w[i] as string;
    if (ch === 'e' && i === 0) out += 'э';
    else if (ch === 'y') {
      // y after a consonant is ы (Kyrgyz, Bykov); at the start, after a vowel or at the end of
      // "-iy"/"-yy" it is й (Yakov aside, which the digraphs took).
      if (i === 0 || isVowel(w[i - 1]) || w[i - 1] === 'y') out += 'й';
      else if (i === w.length - 1 && w[i - 1] === 'i') out += 'й';
      else out += 'ы';
    } else out += SINGLE[ch] ?? ch;
    i++;
  }
  return out;
}

const RUSSIAN_ENDINGS = /(ov|ev|ova|eva|skiy|skii|skaya|enko|ovich|evich|ovna|evna)$/;

/** Whether a romanised word looks East Slavic (a typical surname or patronymic ending). */
export function looksEastSlavic(word: string): boolean {
  return word.length >= 5 && RUSSIAN_ENDINGS.test(word.toLowerCase());
}

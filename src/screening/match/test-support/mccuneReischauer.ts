// McCune-Reischauer romanisation of Hangul, from the published tables rather than the matcher's
// own rules: an independent oracle for the cross-script property test (a matcher checked against
// its own romanisation would prove nothing). The screening evaluation's cross-script set generator
// imports this same function, so the test and the evaluation agree on the system. Diacritics and
// apostrophes are dropped, as sanctions lists print it.

// Tables indexed by the Unicode jamo order of a decomposed Hangul syllable.
// ŏ/ŭ are printed o/u; aspirated k'/t'/p'/ch' lose their apostrophe.
const MR_INITIAL = [
  'k',
  'kk',
  'n',
  't',
  'tt',
  'r',
  'm',
  'p',
  'pp',
  's',
  'ss',
  '',
  'ch',
  'tch',
  'ch',
  'k',
  't',
  'p',
  'h',
];
// Plain stops are voiced after a vowel or a voiced final inside one word (MR's sound rule).
const MR_VOICED: Readonly<Record<string, string>> = { k: 'g', t: 'd', p: 'b', ch: 'j' };
const MR_VOWEL = [
  'a',
  'ae',
  'ya',
  'yae',
  'o',
  'e',
  'yo',
  'ye',
  'o',
  'wa',
  'wae',
  'oe',
  'yo',
  'u',
  'wo',
  'we',
  'wi',
  'yu',
  'u',
  'ui',
  'i',
];
const MR_FINAL = [
  '',
  'k',
  'k',
  'k',
  'n',
  'n',
  'n',
  't',
  'l',
  'k',
  'm',
  'l',
  'l',
  'l',
  'p',
  'l',
  'm',
  'p',
  'p',
  't',
  't',
  'ng',
  't',
  't',
  'k',
  't',
  'p',
  't',
];

interface Jamo {
  l: number;
  v: number;
  t: number;
}

function decompose(ch: string): Jamo | undefined {
  const s = (ch.codePointAt(0) ?? 0) - 0xac00;
  if (s < 0 || s > 11171) return undefined;
  return { l: Math.floor(s / 588), v: Math.floor((s % 588) / 28), t: s % 28 };
}

/** One Korean word (a given name, or a surname) in McCune-Reischauer, capitalised. */
export function mrWord(word: string): string {
  let out = '';
  let prevFinal: string | undefined;
  for (const ch of word) {
    const j = decompose(ch);
    if (j === undefined) {
      out += ch;
      prevFinal = undefined;
      continue;
    }
    let ini = MR_INITIAL[j.l] as string;
    const voicedBefore = prevFinal !== undefined && (prevFinal === '' || ['n', 'm', 'ng', 'l'].includes(prevFinal));
    if (voicedBefore) ini = MR_VOICED[ini] ?? ini;
    out += ini + (MR_VOWEL[j.v] as string) + (MR_FINAL[j.t] as string);
    prevFinal = MR_FINAL[j.t];
  }
  return out.charAt(0).toUpperCase() + out.slice(1);
}

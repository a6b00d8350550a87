// Romanisation-insensitive key for Korean name syllables. any-ascii writes Hangul in a Revised
// Romanization-like spelling per letter (Gim Jeong Eun, Bag), while lists print McCune-Reischauer
// or customary spellings (Kim Jong Un, Pak, Park, Lee, Choi). Those systems differ in ways that
// are regular, so both sides are folded into one key instead of listing spellings:
//   - plain / tense / aspirated stops are one consonant (g k kk, d t tt, b p pp, j ch tch, s ss sh);
//   - r and l are one liquid, and a word-initial r/l/n before i or y is silent (Lee / Yi / Ri / I,
//     Ryu / Yu, Lim / Im), as South Korean spelling writes it;
//   - eo, eu, o, u, oo are one back vowel (Jeong / Jong / Jung, Eun / Un, Seong / Sung);
//     ae / e are one, ee is i, oe / oi / we / wae are one (Choe / Choi), woo is u;
//   - customary spellings add a silent r or h after a vowel (Park, Oh, Ahn, Noh).
// The key is only compared when one side was written in Hangul, so it never merges two Latin
// names with each other.

// Each rule with the letters any of its matches contains: a rule is only run on a token that has
// one of them, which skips most of the twenty patterns for most tokens (every list word gets a
// key at index build). An empty list means the rule is always run.
const RULES: ReadonlyArray<readonly [RegExp, string, readonly string[]]> = [
  // Customary English-style spellings: Park, Pahk, Oh, Ahn, Noh, Rhee.
  [/ar(?=[^aeiouy]|$)/g, 'a', ['ar']],
  [/([aeiou])h(?=[^aeiouwy]|$)/g, '$1', ['h']],
  [/rh/g, 'r', ['rh']],
  // Vowels. Order matters: the digraphs go before the single letters they contain.
  [/woo|wu/g, 'u', ['w']],
  [/ee/g, 'i', ['ee']],
  [/eui|ui|yi/g, 'i', ['ui', 'yi']],
  [/wae|oe|oi|we/g, 'we', ['e', 'oi']],
  [/ae/g, 'e', ['ae']],
  [/eo|eu|oo|ou/g, 'o', ['o', 'eu']],
  [/u/g, 'o', ['u']],
  // Consonants: ng first so its g is not read as a stop.
  [/ng/g, 'N', ['ng']],
  [/tch|jj|ch|j/g, 'c', ['ch', 'j']],
  [/kk|gg|g|k/g, 'k', ['g', 'k']],
  [/tt|dd|d|t/g, 't', ['d', 't']],
  [/pp|bb|b|p/g, 'p', ['b', 'p']],
  [/ss|sh/g, 's', ['s']],
  [/r/g, 'l', ['r']],
  [/^[ln](?=[iy])/, '', ['l', 'n']],
  [/^l/, 'n', ['l']],
  [/(.)\1+/g, '$1', []],
];

function mayMatch(t: string, needles: readonly string[]): boolean {
  if (needles.length === 0) return true;
  for (const n of needles) if (t.includes(n)) return true;
  return false;
}

/** The Korean key of a romanised syllable or syllable run; "" for tokens too long to be one. */
export function koreanKey(token: string): string {
  // Two romanised syllables take at most 12 letters ("hyeongcheol"); longer tokens are not
  // Korean given names, and skipping them keeps the key off most of a list's tokens.
  if (token.length > 12) return '';
  let t = token;
  // Indexed, not destructured: before this loop is optimised, each destructuring made an iterator.
  for (let i = 0; i < RULES.length; i++) {
    const rule = RULES[i] as (typeof RULES)[number];
    if (mayMatch(t, rule[2])) t = t.replace(rule[0], rule[1]);
  }
  return t;
}

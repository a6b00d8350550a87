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

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // Customary English-style spellings: Park, Pahk, Oh, Ahn, Noh, Rhee.
  [/ar(?=[^aeiouy]|$)/g, 'a'],
  [/([aeiou])h(?=[^aeiouwy]|$)/g, '$1'],
  [/rh/g, 'r'],
  // Vowels. Order matters: the digraphs go before the single letters they contain.
  [/woo|wu/g, 'u'],
  [/ee/g, 'i'],
  [/eui|ui|yi/g, 'i'],
  [/wae|oe|oi|we/g, 'we'],
  [/ae/g, 'e'],
  [/eo|eu|oo|ou/g, 'o'],
  [/u/g, 'o'],
  // Consonants: ng first so its g is not read as a stop.
  [/ng/g, 'N'],
  [/tch|jj|ch|j/g, 'c'],
  [/kk|gg|g|k/g, 'k'],
  [/tt|dd|d|t/g, 't'],
  [/pp|bb|b|p/g, 'p'],
  [/ss|sh/g, 's'],
  [/r/g, 'l'],
  [/^[ln](?=[iy])/, ''],
  [/^l/, 'n'],
  [/(.)\1+/g, '$1'],
];

/** The Korean key of a romanised syllable or syllable run; "" for tokens too long to be one. */
export function koreanKey(token: string): string {
  // Two romanised syllables take at most 12 letters ("hyeongcheol"); longer tokens are not
  // Korean given names, and skipping them keeps the key off most of a list's tokens.
  if (token.length > 12) return '';
  let t = token;
  for (const [re, rep] of RULES) t = t.replace(re, rep);
  return t;
}

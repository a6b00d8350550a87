// Similarity of two name tokens in [0, 1]. The rules, in order, are documented in
// docs/screening.md ("Token similarity"); the constants are exported for the tests and docs.
import { boundedEditDistance, jaroWinkler } from './jaroWinkler.js';
import { vowelSpellingKey } from '../normalize/romanisation.js';
import {
  cyrHash,
  cyrOf,
  frameHash,
  frameOf,
  joinedKor,
  joinedSkel,
  korHash,
  korOf,
  popcount,
  type JoinedTokens,
  zhOf,
  type PreparedToken,
} from './prepare.js';

export const SIM = {
  /** Same given-name class (Mohammed / Muhammad, Sergei / Sergey). */
  givenClass: 0.93,
  /** An initial against a name with that first letter. */
  initial: 0.8,
  /** Same Korean key when one side was written in Hangul (Gim / Kim, Jeong / Jong / Jung). */
  korean: 0.93,
  /** Same Chinese key when one side was written in Han characters (Zhang / Chang, Xu / Hsu). */
  chinese: 0.93,
  /** Same Cyrillic romanisation key (Evgenij / Yevgeniy, Mixajlovich / Mikhaylovich). */
  cyrillic: 0.93,
  /** Same vowel frame (Reem / Rim, Hussein / Husayn, Motlaq / Mutlaq): a floor. */
  vowelFrame: 0.9,
  /** Same phonetic key: floor for the Jaro-Winkler value. */
  phonetic: 0.9,
  /** Same consonant skeleton when one side came from an abjad (Arabic, Hebrew). */
  skeleton: 0.9,
  /**
   * Cap for tokens three or more edits apart: below the pairing floor, so such tokens count
   * as unmatched unless their sounds agree (Zuckermann / Zuckerberg are different names).
   */
  farCap: 0.7,
} as const;

/** Below this Jaro-Winkler value textSim returns it unchanged (no edit-distance rule applies). */
const TEXT_RULES_FROM = 0.7;

/**
 * False only when Jaro-Winkler of two texts is certainly below TEXT_RULES_FROM, judged from their
 * letter sets (prepare.ts, letterSet): no more characters can match than the letters they share
 * plus the fewer repeats, and Jaro is at most (m/la + m/lb + 1) / 3 with m matches, Winkler's
 * prefix bonus only applying above 0.7. Checked before Jaro-Winkler, it spares most pairs of
 * unrelated tokens the character walk; a margin keeps rounding on the safe side.
 */
function mayBeSimilar(la: number, sa: number, ra: number, lb: number, sb: number, rb: number): boolean {
  // jaro() compares at most 128 characters: no bound for longer texts.
  if (la > 128 || lb > 128) return true;
  const m = Math.min(popcount(sa & sb) + Math.min(ra, rb), la, lb);
  return m / la + m / lb >= 3 * TEXT_RULES_FROM - 1 - 1e-9;
}

function textSim(a: string, b: string): number {
  const jw = jaroWinkler(a, b);
  if (jw < TEXT_RULES_FROM) return jw;
  const shorter = Math.min(a.length, b.length);
  // Long shared prefixes lift Jaro-Winkler for different names (Zuckermann / Zuckerberg);
  // counting edits separates those from typos.
  const ed = boundedEditDistance(a, b, 3);
  if (ed === 1 && shorter >= 4) return Math.max(jw, 0.94);
  if (ed >= 3 || (ed === 2 && shorter <= 4)) return Math.min(jw, SIM.farCap);
  return jw;
}

/**
 * The similarity of two tokens. With a `floor` of 0.7 or more, a value below the floor may come
 * back as any smaller value (the scorer drops pairs below MIN_PAIR_SIM whatever their value), which
 * lets unrelated tokens skip Jaro-Winkler; values at or above the floor are exact.
 */
export function tokenSim(q: PreparedToken, c: PreparedToken, floor = 0): number {
  // Each string comparison is preceded by one of the hashes kept in the tokens (prepare.ts).
  if (q.textH === c.textH && q.text === c.text) return 1;
  if (q.role === 'initial' || c.role === 'initial') {
    return q.text.charCodeAt(0) === c.text.charCodeAt(0) ? SIM.initial : 0;
  }
  if (q.clsH !== 0 && q.clsH === c.clsH && q.cls === c.cls) return SIM.givenClass;
  // A Han character's pinyin is exact: against a Latin token only its romanisations count, so
  // another syllable one letter away (Chen / Cheng) is not taken for a typo.
  // Romanisations of one syllable are at most two letters apart (Xu / Hsu, Zi / Tzu).
  if (q.han !== c.han) return Math.abs(q.len - c.len) <= 2 && zhOf(q) === zhOf(c) ? SIM.chinese : 0;
  if (q.hangul !== c.hangul && korHash(q) === korHash(c)) {
    const k = korOf(q);
    if (k !== '' && k === korOf(c)) return SIM.korean;
  }
  // Skipped only when Jaro-Winkler is below 0.7, where textSim returns it unchanged and every rule
  // below either ignores it (the phonetic floor needs 0.7) or replaces it by a larger value.
  let s =
    floor >= TEXT_RULES_FROM && !mayBeSimilar(q.len, q.letters, q.repeats, c.len, c.letters, c.repeats)
      ? 0
      : textSim(q.text, c.text);
  // Both keys fold only what romanisation systems write differently; four letters at least,
  // since short names share frames by chance (Dan / Don / Din).
  const shorter = Math.min(q.len, c.len);
  // Two different given-name classes are different names whatever their keys (Hassan / Hussein).
  const otherNames = q.clsH !== 0 && c.clsH !== 0;
  if (shorter >= 4 && !q.hangul && !c.hangul && !otherNames) {
    if (cyrHash(q) === cyrHash(c) && cyrOf(q) === cyrOf(c)) s = Math.max(s, SIM.cyrillic);
    // A frame of two consonants says little (Terry / Tarah, Massey / Musah share theirs): such
    // short names must also agree on their vowels, up to how the families spell one vowel.
    else if (
      frameHash(q) === frameHash(c) &&
      frameOf(q) === frameOf(c) &&
      (frameOf(q).replace(/\./g, '').length >= 3 || vowelSpellingKey(q.text) === vowelSpellingKey(c.text))
    )
      s = Math.max(s, SIM.vowelFrame);
  }
  // Short tokens share sound keys by chance (Olga / Oleg), so the floor needs five letters.
  if (s >= 0.7 && shorter >= 5 && q.phonH === c.phonH && q.phon === c.phon && q.phon.length >= 2)
    s = Math.max(s, SIM.phonetic);
  if ((q.abjad || c.abjad) && q.skelH === c.skelH && q.skel === c.skel && q.skel.length >= 2)
    s = Math.max(s, SIM.skeleton);
  else if (q.abjad !== c.abjad && q.skel.length >= 2 && c.skel.length >= 2) {
    // Vowel-less transliteration against a vowelled one: compare the consonant frames.
    s = Math.max(s, Math.min(SIM.skeleton, jaroWinkler(q.skel, c.skel) - 0.08));
  }
  return s;
}

/**
 * Similarity of a token written as one word on one side and as two on the other. `script`
 * says how the two-word side was written when the one-word side was not: Hangul syllables
 * ("Jongun" / 정은) are compared by Korean key, abjad words by consonant skeleton
 * ("Abdullah" / عبد الله).
 */
export function joinedSim(one: PreparedToken, two: JoinedTokens, script?: 'hangul' | 'abjad', floor = 0): number {
  if (one.textH === two.textH && one.text === two.text) return 1;
  if (script === 'hangul') {
    const k = korOf(one);
    if (k !== '' && k === joinedKor(two)) return SIM.korean;
  } else if (script === 'abjad') {
    if (one.skel.length >= 2 && one.skel === joinedSkel(two)) return SIM.skeleton;
  }
  if (Math.abs(one.len - two.len) > 2) return 0;
  // As in tokenSim: below the floor any smaller value will do.
  if (floor >= TEXT_RULES_FROM && !mayBeSimilar(one.len, one.letters, one.repeats, two.len, two.letters, two.repeats))
    return 0;
  return textSim(one.text, two.text);
}

// Similarity of two name tokens in [0, 1]. The rules, in order, are documented in
// docs/screening.md ("Token similarity"); the constants are exported for the tests and docs.
import { boundedEditDistance, jaroWinkler } from './jaroWinkler.js';
import { cyrOf, frameOf, joinedKor, joinedSkel, korOf, type JoinedTokens, type PreparedToken } from './prepare.js';

export const SIM = {
  /** Same given-name class (Mohammed / Muhammad, Sergei / Sergey). */
  givenClass: 0.93,
  /** An initial against a name with that first letter. */
  initial: 0.8,
  /** Same Korean key when one side was written in Hangul (Gim / Kim, Jeong / Jong / Jung). */
  korean: 0.93,
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

function textSim(a: string, b: string): number {
  const jw = jaroWinkler(a, b);
  if (jw < 0.7) return jw;
  const shorter = Math.min(a.length, b.length);
  // Long shared prefixes lift Jaro-Winkler for different names (Zuckermann / Zuckerberg);
  // counting edits separates those from typos.
  const ed = boundedEditDistance(a, b, 3);
  if (ed === 1 && shorter >= 4) return Math.max(jw, 0.94);
  if (ed >= 3 || (ed === 2 && shorter <= 4)) return Math.min(jw, SIM.farCap);
  return jw;
}

export function tokenSim(q: PreparedToken, c: PreparedToken): number {
  if (q.text === c.text) return 1;
  if (q.role === 'initial' || c.role === 'initial') {
    return q.text.charCodeAt(0) === c.text.charCodeAt(0) ? SIM.initial : 0;
  }
  if (q.cls !== undefined && q.cls === c.cls) return SIM.givenClass;
  if (q.hangul !== c.hangul) {
    const k = korOf(q);
    if (k !== '' && k === korOf(c)) return SIM.korean;
  }
  let s = textSim(q.text, c.text);
  // Both keys fold only what romanisation systems write differently; four letters at least,
  // since short names share frames by chance (Dan / Don / Din).
  const shorter = Math.min(q.text.length, c.text.length);
  // Two different given-name classes are different names whatever their keys (Hassan / Hussein).
  const otherNames = q.cls !== undefined && c.cls !== undefined;
  if (shorter >= 4 && !q.hangul && !c.hangul && !otherNames) {
    if (cyrOf(q) === cyrOf(c)) s = Math.max(s, SIM.cyrillic);
    // A frame of two consonants says little (Terry / Tarah, Massey / Musah share theirs).
    else if (frameOf(q) === frameOf(c) && frameOf(q).replace(/\./g, '').length >= 3) s = Math.max(s, SIM.vowelFrame);
  }
  // Short tokens share sound keys by chance (Olga / Oleg), so the floor needs five letters.
  if (q.phon === c.phon && q.phon.length >= 2 && s >= 0.7 && Math.min(q.text.length, c.text.length) >= 5)
    s = Math.max(s, SIM.phonetic);
  if ((q.abjad || c.abjad) && q.skel.length >= 2 && q.skel === c.skel) s = Math.max(s, SIM.skeleton);
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
export function joinedSim(one: PreparedToken, two: JoinedTokens, script?: 'hangul' | 'abjad'): number {
  if (one.text === two.text) return 1;
  if (script === 'hangul') {
    const k = korOf(one);
    if (k !== '' && k === joinedKor(two)) return SIM.korean;
  } else if (script === 'abjad') {
    if (one.skel.length >= 2 && one.skel === joinedSkel(two)) return SIM.skeleton;
  }
  if (Math.abs(one.text.length - two.text.length) > 2) return 0;
  return textSim(one.text, two.text);
}

// The theophoric compounds Abd + article + a name of God ("servant of the Merciful") are written
// as one, two or three words, with the article as al, el, ul, ol or assimilated to a sun letter
// (Abd al-Rahman, Abdul Rahman, Abdel Rahman, Abdelrahman, Abdurrahman, Abd ar-Rahman). Every
// spelling becomes two words: the head as written (abd, abdul, abdel, abdur, ...), which
// `isAbdHead` puts in one given-name class, and the name. Abdullah and its spellings stay one
// word: a given-name class already joins them (lexicon.ts).

// The head: Abd, a vowel (Abdu, Abdi, Abdou) and the article's consonant, l or the sun letter
// it assimilated to (ar-Rahman, as-Salam, an-Nur).
const HEAD = /^abd(?:[aeiou]{1,2}(?:sh|[lrsdtnz])?)?$/;
const ARTICLE_WORD = /^(?:[aeiou]{1,2}(?:sh|[lrsdtnz]))$/;
/** Head and name written as one word ("abdelaziz", "abdurrahman", "abdirahman", "abdikarim"). */
const JOINED = /^abd([aeiou]{1,2})(sh|[a-z])([a-z]+)$/;
/** Abdullah, Abdallah, Abdulla, Abdellah, Abdollah, Abdillahi: one given name, left alone. */
const ALLAH = /^abd[aeiou]{0,2}l+[aeiou]h?i?$/;
const ARTICLE_CONSONANT = /^(?:sh|[lrsdtnz])$/;

/** Whether a word is the head of an Abd compound in any spelling. */
export function isAbdHead(word: string): boolean {
  return HEAD.test(word);
}

/** A joined compound split into head and name, or undefined when the word is not one. */
function splitJoined(word: string): [string, string] | undefined {
  const m = JOINED.exec(word);
  if (!m) return undefined;
  const vowels = m[1] as string;
  const c = m[2] as string;
  const rest = m[3] as string;
  // A vowel then a consonant that no article has: the head is "Abdi" / "Abdou" (abdikarim).
  if (!ARTICLE_CONSONANT.test(c)) return rest.length >= 2 ? [`abd${vowels}`, c + rest] : undefined;
  // abd-el-aziz: the article's l is not part of the name.
  if (c === 'l') return rest.length >= 3 ? [`abd${vowels}l`, rest] : undefined;
  // An assimilated article doubles the name's first letter (abdurrahman) or writes it once
  // (abdurahman, abdirahman).
  const name = rest.startsWith(c) ? rest : c + rest;
  return name.length >= 4 ? [`abd${vowels}${c}`, name] : undefined;
}

export interface Word {
  word: string;
  abjad: boolean;
  hangul: boolean;
  han: boolean;
  /** Split off the previous word of the same written word (NameToken.cont). */
  cont: boolean;
}

export function splitAbdCompounds(words: Word[]): Word[] {
  const out: Word[] = [];
  // The name after a head is the rest of one given name ("Abdul Rahman" is one name).
  let afterHead = false;
  for (let i = 0; i < words.length; i++) {
    const raw = words[i] as Word;
    const w = afterHead && !raw.abjad && !raw.hangul ? { ...raw, cont: true } : raw;
    afterHead = false;
    if (w.hangul || !w.word.startsWith('abd') || ALLAH.test(w.word)) {
      out.push(w);
      continue;
    }
    const parts = HEAD.test(w.word) ? undefined : splitJoined(w.word);
    if (parts !== undefined) {
      out.push({ ...w, word: parts[0] }, { ...w, word: parts[1], cont: !w.abjad });
      continue;
    }
    out.push(w);
    if (!HEAD.test(w.word)) continue;
    afterHead = true;
    // "Abd al Rahman": the article between head and name is part of the head.
    const next = words[i + 1];
    if (next !== undefined && ARTICLE_WORD.test(next.word) && words[i + 2] !== undefined) i++;
  }
  return out;
}

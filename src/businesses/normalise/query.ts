// Query analysis: the same folding as names, plus which word is still being typed (a prefix)
// and which complete words are only legal forms or connectors (optional, weighted low).
import { foldText, nameTokens, hasDigit } from './fold.js';
import { isOptionalWord } from './name.js';

export const MAX_QUERY_WORDS = 16;

export interface QueryWord {
  text: string;
  /** The last word, unless the input ends with a separator. */
  prefix: boolean;
  optional: boolean;
  /** Typos tolerated: none on numbers or words under 4 letters, 1 up to 8 letters, then 2. */
  maxTypos: number;
}

export function typoBudget(word: string): number {
  if (hasDigit(word) || word.length < 4) return 0;
  return word.length < 9 ? 1 : 2;
}

/** Whether the last word is still open: appending a letter would extend it rather than start a new one. */
function endsInWord(raw: string, lastToken: string): boolean {
  const probe = foldText(`${raw}q`).split(' ');
  return probe[probe.length - 1] === `${lastToken}q`;
}

export function analyseQuery(raw: string, country: string): QueryWord[] {
  const tokens = nameTokens(raw).slice(0, MAX_QUERY_WORDS);
  if (tokens.length === 0) return [];
  const lastOpen = endsInWord(raw, tokens[tokens.length - 1]!);
  let afterCore = false;
  const words = tokens.map((text, i) => {
    const prefix = lastOpen && i === tokens.length - 1;
    const optional = !prefix && isOptionalWord(text, country, afterCore);
    if (!optional) afterCore = true;
    return { text, prefix, optional, maxTypos: typoBudget(text) };
  });
  // A query made only of legal forms ("ltd") is searching for exactly those words.
  if (words.every((w) => w.optional)) for (const w of words) w.optional = false;
  return words;
}

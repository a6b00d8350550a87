// Name analysis: which tokens of a business name carry its identity (core) and which are legal
// forms or connecting words that users may omit (weighted low by the ranking, never required).
import { nameTokens } from './fold.js';
import { legalForms, UNIVERSAL_FORMS } from './legal-forms.js';

export const CORE = 0;
export const LEGAL = 1;
export const STOP = 2;
export type TokenFlag = typeof CORE | typeof LEGAL | typeof STOP;

const STOP_WORDS = new Set(['and', 'the', 'of']);

export interface AnalysedName {
  tokens: string[];
  flags: TokenFlag[];
  /** Core tokens joined: two names with the same key are duplicates ("ACME LTD" = "Acme Limited"). */
  key: string;
}

function longestFormEndingAt(
  tokens: string[],
  end: number,
  sets: Set<string>[],
  maxLen: number,
  minStart: number,
): number {
  // Returns the start of the longest legal-form sequence tokens[start..end), or -1.
  let best = -1;
  let seq = '';
  for (let start = end - 1; start >= minStart && end - start <= maxLen; start--) {
    seq = seq === '' ? tokens[start]! : `${tokens[start]!} ${seq}`;
    if (sets.some((s) => s.has(seq))) best = start;
  }
  return best;
}

function longestFormStartingAt(tokens: string[], set: Set<string> | undefined, maxLen: number, maxEnd: number): number {
  if (!set) return 0;
  let best = 0;
  let seq = '';
  for (let end = 1; end <= maxEnd && end <= maxLen; end++) {
    seq = seq === '' ? tokens[0]! : `${seq} ${tokens[end - 1]!}`;
    if (set.has(seq)) best = end;
  }
  return best;
}

export function analyseTokens(tokens: string[], country: string): AnalysedName {
  const lex = legalForms();
  const flags: TokenFlag[] = tokens.map((t) => (STOP_WORDS.has(t) ? STOP : CORE));
  const sets = [lex.byCountry.get(country), lex.global].filter((s): s is Set<string> => s !== undefined);
  // Legal forms at the end, repeatedly ("... Holdings Co., Ltd." has two), keeping one core token.
  let end = tokens.length;
  for (;;) {
    const firstCore = flags.indexOf(CORE);
    if (firstCore < 0 || end <= firstCore + 1) break;
    const start = longestFormEndingAt(tokens, end, sets, lex.maxTokens, firstCore + 1);
    if (start < 0) break;
    for (let i = start; i < end; i++) flags[i] = LEGAL;
    end = start;
    while (end > 0 && flags[end - 1] === STOP) end--; // "Smith and Co" -> "and" joins the form
  }
  // Abbreviated forms may open a name in some countries ("PT Bank ...", "AB Volvo").
  const lastCore = flags.lastIndexOf(CORE);
  const open = longestFormStartingAt(tokens, lex.prefixesByCountry.get(country), lex.maxTokens, lastCore);
  for (let i = 0; i < open; i++) flags[i] = LEGAL;
  if (!flags.includes(CORE)) flags.fill(CORE); // "! LTD", "Commercial Bank": the form is the name
  const key = tokens.filter((_, i) => flags[i] === CORE).join(' ');
  return { tokens, flags, key };
}

export function analyseName(name: string, country: string): AnalysedName {
  return analyseTokens(nameTokens(name), country);
}

/**
 * True when a complete query word is only a legal form or connecting word in this country (or a
 * form every register uses); another country's abbreviation is an ordinary word here. Names mark
 * legal forms only after a core word, or at the start when the country's abbreviations open names
 * ("PT ...", "AB ..."), so `afterCore` says whether a core word precedes: a query opening with
 * "Bank of ..." or "Trust ..." is typing the name's first word, not a form.
 */
export function isOptionalWord(token: string, country: string, afterCore = true): boolean {
  if (STOP_WORDS.has(token)) return true;
  const lex = legalForms();
  if (!afterCore && !(lex.prefixesByCountry.get(country)?.has(token) ?? false)) return false;
  return UNIVERSAL_FORMS.has(token) || (lex.byCountry.get(country)?.has(token) ?? false);
}

/**
 * What the case search searches: the values a person gave (`submissions.*.values`) or was
 * prefilled with (`prefill`), each string or number one text, in lower case. The queue checks
 * every candidate on these (the one definition of a hit) and SQLite's search index
 * (search-index.ts) holds them, one a line: the text PostgreSQL's `onward_case_text` gives
 * (migration 0034), computed here so that the index and the check can never disagree.
 */
export function caseTexts(state: string): string[] | undefined {
  let parsed: { submissions?: Record<string, { values?: unknown } | null>; prefill?: unknown };
  try {
    parsed = JSON.parse(state) as typeof parsed;
  } catch {
    return undefined;
  }
  const texts: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string') texts.push(v.toLowerCase());
    else if (typeof v === 'number') texts.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const s of Object.values(parsed.submissions ?? {})) walk(s?.values);
  walk(parsed.prefill);
  return texts;
}

/**
 * Whether each word of the search (lower case) is in some value, so "ada lovelace" finds a
 * first and a last name given apart.
 */
export function valuesContain(state: string, words: readonly string[]): boolean {
  const texts = caseTexts(state);
  return texts !== undefined && words.every((w) => texts.some((t) => t.includes(w)));
}

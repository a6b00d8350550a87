/** The check every "new flow id" input makes before a canvas opens under it. */

// The same pattern the server checks (FLOW_ID_PATTERN); repeated as a string so this page imports no server module.
const FLOW_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** What is wrong with `id` as a new flow's id, in words, or undefined when it can be used. */
export function flowIdProblem(id: string, taken: ReadonlySet<string>): string | undefined {
  if (!FLOW_ID.test(id)) return 'Use letters, digits, _ and -, starting with a letter or digit (at most 64).';
  if (taken.has(id)) return 'A flow with this id exists already.';
  return undefined;
}

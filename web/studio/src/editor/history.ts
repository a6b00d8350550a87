/**
 * Undo/redo over an immutable document: every edit is a new document value, and the history keeps
 * the values before and after it. Documents share all untouched parts with their predecessors, so a
 * step costs the changed path only. React Flow's own undo helper is under a paid licence; this is
 * the whole of what the editor needs.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/** Older steps are dropped past this many. */
export const MAX_STEPS = 200;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records an edit; an edit that changes nothing (same value) records nothing. */
export function record<T>(h: History<T>, next: T): History<T> {
  if (Object.is(next, h.present)) return h;
  const past = [...h.past, h.present];
  return { past: past.length > MAX_STEPS ? past.slice(past.length - MAX_STEPS) : past, present: next, future: [] };
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1];
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}

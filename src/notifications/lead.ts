/**
 * What a notification reads from a lead's run: the value of the element with a given role (the
 * e-mail address, the first name), as the lead last gave it: submissions on the current path,
 * newest first, then submissions of steps left by going back, then prefilled values.
 */
import { lookup, type CompiledFlow } from '../flows/document/compiled-types.js';
import type { SessionState } from '../engine/types.js';

export function valueWithRole(flow: CompiledFlow, state: SessionState, role: string): string | undefined {
  const ids = lookup(flow.elementIdsByRole, role) ?? [];
  if (ids.length === 0) return undefined;
  const onPath = [...state.history].reverse();
  const nodes = [...onPath, ...Object.keys(state.submissions).filter((n) => !onPath.includes(n))];
  const sources = [...nodes.map((n) => lookup(state.submissions, n)?.values), state.prefill];
  for (const values of sources) {
    if (!values) continue;
    for (const id of ids) {
      const v = lookup(values, id);
      if (typeof v === 'string' && v.trim() !== '') return v.trim();
    }
  }
  return undefined;
}

// The data a session holds on its current path: values submitted to the interactive
// nodes in its history (not to nodes left behind by `back`) and service results.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { STEP_REF_PREFIX } from '../flows/document/constants.js';
import { isServiceRef, isStepRef, nodeValue, serviceValue, type ValueLookup } from './conditions.js';
import type { ServiceInput, SessionState } from './types.js';

export function pathValues(state: SessionState): Map<string, unknown> {
  const values = new Map<string, unknown>();
  for (const nodeId of state.history) {
    const s = own(state.submissions, nodeId);
    if (s) for (const [id, v] of Object.entries(s.values)) values.set(id, v);
  }
  return values;
}

/** What the steps on the current path received, by node id (`step:<nodeId>.<path>` rules). */
function stepValues(state: SessionState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const nodeId of state.history) {
    const s = own(state.submissions, nodeId);
    if (s) out[nodeId] = s.values;
  }
  return out;
}

/** Lazy: most steps read no earlier value (no conditions), so the map is built on first use. */
export function pathLookup(state: SessionState): ValueLookup {
  let values: Map<string, unknown> | undefined;
  return (fieldId) => {
    if (isServiceRef(fieldId)) return serviceValue(fieldId, state.serviceResults);
    if (isStepRef(fieldId)) return nodeValue(fieldId, STEP_REF_PREFIX, stepValues(state));
    return (values ??= pathValues(state)).get(fieldId);
  };
}

/** What a service receives: path values by element key, role and id, provider steps' submissions and earlier results. */
export function serviceInput(flow: CompiledFlow, state: SessionState): ServiceInput {
  const input: ServiceInput = {
    byKey: {},
    byRole: {},
    byId: {},
    serviceResults: { ...state.serviceResults },
    steps: {},
  };
  for (const nodeId of state.history) {
    const s = own(state.submissions, nodeId);
    if (!s) continue;
    if (own(flow.nodes, nodeId)?.type !== 'form') {
      (input.steps ??= {})[nodeId] = s.values;
      continue;
    }
    for (const [id, v] of Object.entries(s.values)) {
      const loc = own(flow.elements, id);
      if (!loc) continue;
      input.byId[id] = v;
      input.byKey[loc.key] = v;
      const node = own(flow.nodes, loc.nodeId);
      const el = node?.type === 'form' ? node.elements.find((e) => e.id === id) : undefined;
      if (el && 'role' in el && el.role) input.byRole[el.role] = v;
    }
    for (const [group, date] of Object.entries(s.composites ?? {})) input.byKey[group] = date;
  }
  return input;
}

// What a connected flow starts with: the source end client's values, matched to the target
// flow's prefillable fields by role, else by normalizedName (element ids differ between flows,
// roles and normalized names are the names flows share). The result is init data keyed by the
// target's element ids, applied through the same prefill as POST /init (engine/prefill.ts), so
// the target's parsing and prefill options decide what is accepted, exactly as for init data.
import { lookup as own, type CompiledElement, type CompiledFlow } from '../flows/document/compiled-types.js';
import { hasValue } from '../engine/conditions.js';
import { pathValues } from '../engine/path-values.js';
import type { PrefillableField, SessionState } from '../engine/index.js';

/**
 * Kinds never carried over: a file id belongs to the session it was uploaded to, and a password
 * is not something to copy into another run.
 */
const NOT_CARRIED = new Set(['file', 'enhanced_file', 'password']);

function elementOf(flow: CompiledFlow, id: string): CompiledElement | undefined {
  const location = own(flow.elements, id);
  // Owner group fields live inside their owner's records; the owner element itself is carried.
  if (!location || location.ownerId !== undefined) return undefined;
  const node = own(flow.nodes, location.nodeId);
  return node?.type === 'form' ? node.elements.find((e) => e.id === id) : undefined;
}

/**
 * The source's values by role and by normalizedName: prefill first, then the values submitted on
 * its current path in order, so the latest answer for a role wins.
 */
export function sourceValues(
  flow: CompiledFlow,
  state: SessionState,
): { byRole: Map<string, unknown>; byName: Map<string, unknown> } {
  const byRole = new Map<string, unknown>();
  const byName = new Map<string, unknown>();
  const take = (id: string, value: unknown) => {
    if (!hasValue(value)) return;
    const el = elementOf(flow, id);
    if (!el || NOT_CARRIED.has(el.type)) return;
    if ('role' in el && el.role) byRole.set(el.role, value);
    if ('normalizedName' in el && el.normalizedName) byName.set(el.normalizedName, value);
  };
  for (const [id, value] of Object.entries(state.prefill)) take(id, value);
  for (const [id, value] of pathValues(state)) take(id, value);
  return { byRole, byName };
}

/** Init data for the target: element id → the source's value for that field's role or name. */
export function carryOver(
  source: { flow: CompiledFlow; state: SessionState },
  targetFields: readonly PrefillableField[],
): Record<string, unknown> {
  const { byRole, byName } = sourceValues(source.flow, source.state);
  const data: Record<string, unknown> = {};
  for (const field of targetFields) {
    if (NOT_CARRIED.has(field.type)) continue;
    const value =
      (field.role !== null ? byRole.get(field.role) : undefined) ??
      (field.normalizedName !== null ? byName.get(field.normalizedName) : undefined);
    if (value !== undefined) data[field.id] = value;
  }
  return data;
}

/**
 * Init data for a flow_connector's mapping: each `from` (a key, element id, role or normalizedName
 * of the source flow) read from the source's values, under the `to` key (a key, element id, role
 * or normalizedName of the target flow).
 */
export function mappedValues(
  source: { flow: CompiledFlow; state: SessionState },
  mapping: ReadonlyArray<{ from: string; to: string }>,
  target: CompiledFlow,
): Record<string, unknown> {
  const { byRole, byName } = sourceValues(source.flow, source.state);
  const byId = new Map<string, unknown>();
  for (const [id, value] of Object.entries(source.state.prefill)) if (hasValue(value)) byId.set(id, value);
  for (const [id, value] of pathValues(source.state)) if (hasValue(value)) byId.set(id, value);
  const data: Record<string, unknown> = {};
  for (const { from, to } of mapping) {
    const id = own(source.flow.elementIdByKey, from) ?? from;
    const el = elementOf(source.flow, id);
    const value = (el && !NOT_CARRIED.has(el.type) ? byId.get(id) : undefined) ?? byRole.get(from) ?? byName.get(from);
    // A key of the target is its element id there; a role or normalizedName is resolved by init.
    if (value !== undefined) data[own(target.elementIdByKey, to) ?? to] = value;
  }
  return data;
}

// Prefill: which fields accept prefilled values (GET /init) and applying init_data
// (POST /init) or data returned by a service. Keys name fields by id, role or
// normalizedName; a role or name shared by several fields prefills all of them.
import { DEFAULT_PREFILL_OPTION, type PrefillOption } from '../flows/document/constants.js';
import { lookup as own, type CompiledElement, type CompiledFlow } from '../flows/document/compiled-types.js';
import { parseValue } from './parse-value.js';
import { FIELD_MESSAGES } from './field-messages.js';
import { isPlainObject } from './resolve-keys.js';
import type { EngineError, FieldIssue, SessionState } from './types.js';

export interface PrefillableField {
  id: string;
  role: string | null;
  normalizedName: string | null;
  type: string;
  /** Id of the node the field is in. */
  node: string;
  prefillOptions: PrefillOption;
}

function prefillable(
  flow: CompiledFlow,
): { el: Exclude<CompiledElement, { type: 'spacing' | 'plain_text' }>; node: string }[] {
  const out: { el: Exclude<CompiledElement, { type: 'spacing' | 'plain_text' }>; node: string }[] = [];
  for (const nodeId of flow.nodeOrder) {
    const node = own(flow.nodes, nodeId);
    if (node?.type !== 'form') continue;
    for (const el of node.elements) {
      if (el.type === 'spacing' || el.type === 'plain_text') continue;
      if ((el.prefillOptions ?? DEFAULT_PREFILL_OPTION) !== 'non_prefillable') out.push({ el, node: node.id });
    }
  }
  return out;
}

export function prefillableFields(flow: CompiledFlow): PrefillableField[] {
  return prefillable(flow).map(({ el, node }) => ({
    id: el.id,
    role: el.role ?? null,
    normalizedName: el.normalizedName ?? null,
    type: el.type,
    node,
    prefillOptions: el.prefillOptions ?? DEFAULT_PREFILL_OPTION,
  }));
}

/** Returns the state with the values added to its prefill, or a 4007/4008 error. */
export function applyPrefill(flow: CompiledFlow, state: SessionState, data: unknown): SessionState | EngineError {
  if (!isPlainObject(data)) return { code: 4007, message: 'init data must be an object of field values' };
  const fields = prefillable(flow);
  const issues: FieldIssue[] = [];
  let malformed = false;
  const prefill: Record<string, unknown> = { ...state.prefill };
  for (const [key, raw] of Object.entries(data)) {
    const targets = fields.filter(({ el }) => el.id === key || el.role === key || el.normalizedName === key);
    if (targets.length === 0) {
      // A known but non-prefillable field is ignored, as its prefill option says.
      if (!own(flow.elements, key) && !own(flow.elementIdsByRole, key) && !own(flow.elementIdsByNormalizedName, key)) {
        issues.push({ elementId: key, reason: 'unknown_field', message: `\`${key}\` names no prefillable field` });
        malformed = true;
      }
      continue;
    }
    for (const { el } of targets) {
      if (el.type === 'owner') {
        if (!Array.isArray(raw) || !raw.every(isPlainObject)) {
          issues.push({ elementId: el.id, reason: 'wrong_type', message: FIELD_MESSAGES.wrongType.owners });
          malformed = true;
        } else prefill[el.id] = raw;
        continue;
      }
      const parsed = parseValue(el, raw);
      if (!parsed.ok) {
        issues.push({ elementId: el.id, reason: parsed.reason, message: parsed.message });
        malformed ||= parsed.malformed;
        continue;
      }
      if (parsed.value === undefined) delete prefill[el.id];
      else prefill[el.id] = parsed.value;
    }
  }
  if (issues.length > 0) return { code: malformed ? 4007 : 4008, message: 'Invalid init data', details: issues };
  return { ...state, prefill };
}

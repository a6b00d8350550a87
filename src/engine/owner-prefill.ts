// An owner's prefill (the spec's OwnerPrefill): in end-to-end business verification, what the
// applicant entered for an owner is prefilled into the person flow that owner completes. Each value
// carries a `prefillType` saying how far the owner may change it (constants.ts PREFILL_TYPES); the
// values go through the ordinary prefill (prefill.ts), so each field's `prefillOptions` still
// decides first: a `non_prefillable` field takes nothing, a `prefillable_non_editable_*` one stays
// as its option says whatever the type.
import type { PrefillType } from '../flows/document/constants.js';
import type { PrefillLock, SessionState } from './types.js';

/** The spec's PrefillValue: the value as text and how the owner may treat it. */
export interface PrefillValue {
  value: string;
  prefillType: PrefillType;
}

/** The spec's OwnerPrefillElement: one element of the person flow, by its id. */
export interface OwnerPrefillElement {
  elementId: string;
  value: PrefillValue;
}

/** The spec's OwnerPrefill. */
export interface OwnerPrefill {
  elements: OwnerPrefillElement[];
}

/** The init data and prefill types (EngineEvent `init`) an OwnerPrefill amounts to. */
export function ownerPrefillInit(prefill: OwnerPrefill): {
  data: Record<string, string>;
  prefillTypes: Record<string, PrefillType>;
} {
  const data: Record<string, string> = {};
  const prefillTypes: Record<string, PrefillType> = {};
  for (const { elementId, value } of prefill.elements) {
    data[elementId] = value.value;
    prefillTypes[elementId] = value.prefillType;
  }
  return { data, prefillTypes };
}

/**
 * Records the locks of the values now prefilled. Only an element that holds a prefilled value is
 * locked (a value the field refused locks nothing), and an `editable` one drops an earlier lock.
 */
export function withPrefillLocks(state: SessionState, types: Readonly<Record<string, PrefillType>>): SessionState {
  const locks: Record<string, PrefillLock> = { ...state.prefillLocks };
  for (const [id, type] of Object.entries(types)) {
    if (type === 'editable' || !Object.hasOwn(state.prefill, id)) delete locks[id];
    else locks[id] = type;
  }
  const { prefillLocks: _dropped, ...rest } = state;
  return Object.keys(locks).length > 0 ? { ...rest, prefillLocks: locks } : rest;
}

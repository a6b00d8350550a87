/**
 * Pure: the owners a business run listed, which of them are invited (the node's rule), and the
 * OwnerPrefill each invited owner's person run starts with. Owner group fields carry `owner_*`
 * roles; the person flow's fields carry the same roles without the prefix (`owner_last_name` →
 * `last_name`), which is how one flow's owner record finds the other flow's fields.
 */
import type { CompiledFlow, CompiledOwnerElement } from '../flows/document/compiled-types.js';
import { lookup } from '../flows/document/compiled-types.js';
import type { PrefillType } from '../flows/document/constants.js';
import { isRole } from '../flows/document/roles.js';
import { pathValues } from '../engine/path-values.js';
import type { OwnerPrefill, PrefillableField, SessionState } from '../engine/index.js';
import {
  EMAIL_ROLE,
  RULE_ROLES,
  type InviteRule,
  type OwnerVerificationConfig,
} from '../services/owner-verification-config.js';

export interface ListedOwner {
  index: number;
  name: string;
  email: string | null;
  invited: boolean;
  /** The rule's verdict: `all`, `ownership`, `below_threshold`, `director`, `not_director`, `selected`, `not_selected`. */
  reason: string;
  /** The record's values by person-flow role (`owner_` dropped). */
  personValues: Map<string, unknown>;
}

/** The owner group the config names, else the flow's only one. */
export function ownerElement(flow: CompiledFlow, key: string | undefined): CompiledOwnerElement | undefined {
  const owners: CompiledOwnerElement[] = [];
  for (const id of flow.nodeOrder) {
    const node = lookup(flow.nodes, id);
    if (node?.type !== 'form') continue;
    for (const el of node.elements) if (el.type === 'owner') owners.push(el);
  }
  if (key === undefined) return owners.length === 1 ? owners[0] : undefined;
  const id = lookup(flow.elementIdByKey, key);
  return owners.find((o) => o.id === id);
}

const TICKED = new Set(['true', 'yes', 'y', '1', 'on', 'x']);

/** A tick box, a yes/no choice or a boolean, read as the applicant meant it. */
export function isTicked(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') return TICKED.has(value.trim().toLowerCase());
  // A check box holds the names of its ticked options: any one ticked counts.
  if (Array.isArray(value))
    return value.length > 0 && !value.every((v) => typeof v === 'string' && /^(no|false|0)$/i.test(v));
  return false;
}

function verdict(rule: InviteRule, byRole: Map<string, unknown>, byKey: Map<string, unknown>): [boolean, string] {
  switch (rule.rule) {
    case 'all':
      return [true, 'all'];
    case 'ownership': {
      const raw = byRole.get(RULE_ROLES.ownership);
      const share = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number.parseFloat(raw) : Number.NaN;
      return Number.isFinite(share) && share >= rule.threshold ? [true, 'ownership'] : [false, 'below_threshold'];
    }
    case 'directors':
      return isTicked(byRole.get(RULE_ROLES.directors)) ? [true, 'director'] : [false, 'not_director'];
    case 'selected':
      return isTicked(byKey.get(rule.field)) ? [true, 'selected'] : [false, 'not_selected'];
  }
}

function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

function nameOf(byRole: Map<string, unknown>, index: number): string {
  const full = text(byRole.get('owner_full_name'));
  if (full) return full;
  const parts = ['owner_first_name', 'owner_middle_name', 'owner_last_name'].flatMap((r) => text(byRole.get(r)) ?? []);
  if (parts.length > 0) return parts.join(' ');
  return text(byRole.get('owner_company_name')) ?? `Owner ${index + 1}`;
}

/** The owners listed on the business run's path (the last submission of the group), with the rule's verdict. */
export function listOwners(flow: CompiledFlow, state: SessionState, config: OwnerVerificationConfig): ListedOwner[] {
  const group = ownerElement(flow, config.owners);
  if (!group) return [];
  const raw = pathValues(state).get(group.id) ?? state.prefill[group.id];
  if (!Array.isArray(raw)) return [];
  const rule = config.invite ?? { rule: 'all' };
  return raw.map((record: unknown, index) => {
    const values = (record ?? {}) as Record<string, unknown>;
    const byRole = new Map<string, unknown>();
    const byKey = new Map<string, unknown>();
    for (const field of group.elements) {
      if (!Object.hasOwn(values, field.id)) continue;
      byKey.set(field.key, values[field.id]);
      if ('role' in field && field.role) byRole.set(field.role, values[field.id]);
    }
    const personValues = new Map<string, unknown>();
    for (const [role, value] of byRole) {
      const person = role.startsWith('owner_') ? role.slice('owner_'.length) : undefined;
      if (person !== undefined && isRole(person)) personValues.set(person, value);
    }
    const [invited, reason] = verdict(rule, byRole, byKey);
    return {
      index,
      name: nameOf(byRole, index),
      email: text(byRole.get(EMAIL_ROLE)) ?? null,
      invited,
      reason,
      personValues,
    };
  });
}

/** A prefill value as the spec's PrefillValue carries it: text. Lists and objects are not prefilled. */
function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

/** The OwnerPrefill of one owner for the person flow's prefillable fields, matched by role. */
export function ownerPrefill(
  owner: ListedOwner,
  personFields: readonly PrefillableField[],
  config: OwnerVerificationConfig['prefill'],
): OwnerPrefill {
  const elements: OwnerPrefill['elements'] = [];
  for (const field of personFields) {
    if (field.role === null || field.type === 'owner') continue;
    const value = asText(owner.personValues.get(field.role));
    if (value === undefined) continue;
    const prefillType: PrefillType = config?.roles?.[field.role] ?? config?.default ?? 'editable';
    elements.push({ elementId: field.id, value: { value, prefillType } });
  }
  return { elements };
}

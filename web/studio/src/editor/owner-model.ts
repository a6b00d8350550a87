/**
 * What the owner_verification form offers and how its edits keep the config valid for the server's
 * own validator (src/services/owner-verification-config.ts): owner groups of the forms that run
 * before the node, the END nodes for the deadline, the values an owner's person flow is prefilled
 * with (an owner field's role `owner_<role>` fills the person role `<role>`, src/owners/select.ts).
 */
import { ADDED_END_ID, type PrefillType } from '../../../../src/flows/document/constants.js';
import { buildGraph, dominators } from '../../../../src/flows/document/graph.js';
import { isRole } from '../../../../src/flows/document/roles.js';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import type { InviteRule, OwnerVerificationConfig } from '../../../../src/services/owner-verification-config.js';

export interface OwnerGroup {
  key: string;
  label: string;
  fields: Array<{ key: string; label: string; role: string | undefined; checkbox: boolean }>;
}

/** Owner groups of the forms on every path before the node: the only ones its run can read. */
export function ownerGroupsBefore(doc: FlowDocument, nodeId: string): OwnerGroup[] {
  const start = doc.start ?? doc.nodes[0]?.id;
  if (start === undefined) return [];
  const graph = buildGraph(doc.nodes, true);
  const before = dominators(graph, start).get(nodeId) ?? new Set<string>();
  return doc.nodes.flatMap((n) =>
    n.type !== 'form' || n.id === nodeId || !before.has(n.id)
      ? []
      : n.elements.flatMap((el) =>
          el.type !== 'owner'
            ? []
            : [
                {
                  key: el.key,
                  label: `${el.name || el.key} (${n.title ?? n.id})`,
                  fields: el.elements.map((f) => ({
                    key: f.key,
                    label: ('name' in f && f.name) || f.key,
                    role: 'role' in f && typeof f.role === 'string' ? f.role : undefined,
                    checkbox: f.type === 'check_box',
                  })),
                },
              ],
        ),
  );
}

/** END nodes of the document (the engine's added END is not one a config may name). */
export const endNodes = (doc: FlowDocument): string[] =>
  doc.nodes.filter((n) => n.type === 'end' && n.id !== ADDED_END_ID).map((n) => n.id);

/** The person-flow roles an owner's run is prefilled with from the group's fields. */
export function prefilledRoles(group: OwnerGroup | undefined): string[] {
  return (group?.fields ?? []).flatMap((f) => {
    const person = f.role?.startsWith('owner_') ? f.role.slice('owner_'.length) : undefined;
    return person !== undefined && isRole(person) ? [person] : [];
  });
}

/** The group the server reads: the named one, else the only one. */
export function groupOf(groups: readonly OwnerGroup[], config: OwnerVerificationConfig): OwnerGroup | undefined {
  return config.owners !== undefined
    ? groups.find((g) => g.key === config.owners)
    : groups.length === 1
      ? groups[0]
      : undefined;
}

/** A rule with the extra value it needs: 25 % for ownership, the group's first checkbox for selected. */
export function inviteRule(kind: InviteRule['rule'], group: OwnerGroup | undefined, old?: InviteRule): InviteRule {
  if (kind === 'ownership') return { rule: kind, threshold: old?.rule === 'ownership' ? old.threshold : 25 };
  if (kind === 'selected') {
    const field = old?.rule === 'selected' ? old.field : (group?.fields.find((f) => f.checkbox)?.key ?? '');
    return { rule: kind, field };
  }
  return { rule: kind };
}

/** Links hand the invitations to the integration: no e-mail, so no reminders (the server refuses them). */
export function setDelivery(config: OwnerVerificationConfig, delivery: 'email' | 'links'): OwnerVerificationConfig {
  const { reminders: _r, delivery: _d, ...rest } = config;
  return delivery === 'links'
    ? { ...rest, delivery }
    : { ...rest, ...(config.reminders ? { reminders: config.reminders } : {}) };
}

/** One role's prefill type; `undefined` goes back to the default, and an empty map goes. */
export function setRolePrefill(
  config: OwnerVerificationConfig,
  role: string,
  type: PrefillType | undefined,
): OwnerVerificationConfig {
  const roles = { ...(config.prefill?.roles ?? {}) };
  if (type === undefined) delete roles[role];
  else roles[role] = type;
  const prefill = {
    ...(config.prefill?.default ? { default: config.prefill.default } : {}),
    ...(Object.keys(roles).length > 0 ? { roles } : {}),
  };
  const { prefill: _p, ...rest } = config;
  return Object.keys(prefill).length > 0 ? { ...rest, prefill } : rest;
}

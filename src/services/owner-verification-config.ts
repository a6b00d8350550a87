/**
 * The `owner_verification` service node's config (docs/kyb-end-to-end.md): which person flow each
 * owner of the business completes, which owners are invited and how, the reminders, the deadline
 * and the END taken at it. Checked here at publication against the document (the owner group and
 * its fields, the END); the runner lives in src/owners, above the runtime it needs.
 */
import { PREFILL_TYPES, type PrefillType } from '../flows/document/constants.js';
import { isRole } from '../flows/document/roles.js';
import { OWNER_VERIFICATION_SERVICE } from '../flows/document/flow-links.js';
import { checkKnownFields, esc, isRecord, type ConfigIssue, type DocumentFields } from './config-common.js';

// One name: the publication check finds this node's person flow by it (src/flows/document/flow-links.ts).
export const SERVICE_NAME = OWNER_VERIFICATION_SERVICE;
/** Retry-After of a business run's `pending` while it waits for its owners (the most a pending answer gives). */
export const OWNER_WAIT_RETRY_AFTER_SECONDS = 30;

/** Who of the listed owners is asked to verify themselves. */
export type InviteRule =
  | { rule: 'all' }
  /** Owners whose `ownership` field is at least `threshold` (percent). */
  | { rule: 'ownership'; threshold: number }
  /** Owners whose `owner_is_director` field is ticked. */
  | { rule: 'directors' }
  /** Owners whose field `field` (a key inside the owner group) the applicant ticked. */
  | { rule: 'selected'; field: string };

export interface OwnerVerificationConfig {
  personFlowId: string;
  /** Key of the owner group element; default the document's only one. */
  owners?: string;
  invite?: InviteRule;
  /** `email`: an invitation with a signed resume link to each owner's `owner_email`; `links`: the links are handed to the applicant's integration (GET /end-clients/{id}). */
  delivery?: 'email' | 'links';
  /** How each prefilled value may be treated by the owner: a default and overrides by person-flow role. */
  prefill?: { default?: PrefillType; roles?: Record<string, PrefillType> };
  /** A reminder to each owner not yet finished every `everyHours`, at most `max` times (e-mail delivery only). */
  reminders?: { everyHours: number; max: number };
  /** After `afterHours` the business run stops waiting and goes to the END node `end`. */
  deadline?: { afterHours: number; end: string };
}

export const RULE_ROLES = { ownership: 'ownership', directors: 'owner_is_director' } as const;
export const EMAIL_ROLE = 'owner_email';
const FLOW_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const KNOWN = new Set(['personFlowId', 'owners', 'invite', 'delivery', 'prefill', 'reminders', 'deadline']);
const HOURS_MAX = 8760;

const isPrefillType = (v: unknown): v is PrefillType => (PREFILL_TYPES as readonly unknown[]).includes(v);

function hours(raw: Record<string, unknown>, name: string, base: string, out: ConfigIssue[]): void {
  const v = raw[name];
  if (v === undefined)
    return void out.push({ code: 'missing_field', path: `${base}/${name}`, message: `${name} is required` });
  if (typeof v !== 'number' || !(v > 0 && v <= HOURS_MAX))
    out.push({
      code: 'invalid_value',
      path: `${base}/${name}`,
      message: `${name} must be a number of hours above 0, at most ${HOURS_MAX}`,
    });
}

function checkInvite(raw: unknown, out: ConfigIssue[]): void {
  if (raw === undefined) return;
  if (!isRecord(raw))
    return void out.push({ code: 'invalid_value', path: '/invite', message: 'invite must be an object' });
  const fields: Record<string, string[]> = { all: [], ownership: ['threshold'], directors: [], selected: ['field'] };
  const rule = raw.rule;
  if (typeof rule !== 'string' || !Object.hasOwn(fields, rule))
    return void out.push({
      code: 'invalid_value',
      path: '/invite/rule',
      message: 'rule must be one of all, ownership, directors, selected',
    });
  checkKnownFields(raw, new Set(['rule', ...(fields[rule] ?? [])]), out, '/invite');
  if (rule === 'ownership') {
    const t = raw.threshold;
    if (typeof t !== 'number' || !(t >= 0 && t <= 100))
      out.push({
        code: 'invalid_value',
        path: '/invite/threshold',
        message: 'threshold must be a percentage from 0 to 100',
      });
  }
  if (rule === 'selected' && (typeof raw.field !== 'string' || raw.field === ''))
    out.push({
      code: 'missing_field',
      path: '/invite/field',
      message: 'field must name the owner group field the applicant ticks',
    });
}

function checkPrefill(raw: unknown, out: ConfigIssue[]): void {
  if (raw === undefined) return;
  if (!isRecord(raw))
    return void out.push({ code: 'invalid_value', path: '/prefill', message: 'prefill must be an object' });
  checkKnownFields(raw, new Set(['default', 'roles']), out, '/prefill');
  const types = PREFILL_TYPES.join(', ');
  if (raw.default !== undefined && !isPrefillType(raw.default))
    out.push({ code: 'invalid_value', path: '/prefill/default', message: `default must be one of ${types}` });
  if (raw.roles === undefined) return;
  if (!isRecord(raw.roles))
    return void out.push({
      code: 'invalid_value',
      path: '/prefill/roles',
      message: 'roles must map person-flow roles to a prefill type',
    });
  for (const [role, type] of Object.entries(raw.roles)) {
    const path = `/prefill/roles/${esc(role)}`;
    if (!isRole(role))
      out.push({ code: 'invalid_value', path, message: `\`${role}\` is not a role of the spec's list` });
    else if (!isPrefillType(type)) out.push({ code: 'invalid_value', path, message: `must be one of ${types}` });
  }
}

/** The owner group the config reads: the named one, else the document's only one. */
type OwnerGroupFields = NonNullable<DocumentFields['ownerGroups']> extends ReadonlyMap<string, infer G> ? G : never;

function ownerGroup(
  raw: Record<string, unknown>,
  doc: DocumentFields,
  out: ConfigIssue[],
): OwnerGroupFields | undefined {
  const groups: ReadonlyMap<string, OwnerGroupFields> = doc.ownerGroups ?? new Map<string, OwnerGroupFields>();
  if (typeof raw.owners === 'string') {
    const group = groups.get(raw.owners);
    if (!group)
      out.push({
        code: 'unknown_owner_group',
        path: '/owners',
        message: `the document has no owner group with key \`${raw.owners}\``,
      });
    return group;
  }
  if (groups.size === 1) return [...groups.values()][0];
  out.push({
    code: groups.size === 0 ? 'unknown_owner_group' : 'missing_field',
    path: '/owners',
    message:
      groups.size === 0
        ? 'the document has no owner group (an `owner` form element) whose owners could be invited'
        : `the document has ${groups.size} owner groups: name one in owners`,
  });
  return undefined;
}

/** Checks against the document what the shape alone cannot: the group, the fields each rule reads, the END. */
function checkAgainstDocument(raw: Record<string, unknown>, doc: DocumentFields, out: ConfigIssue[]): void {
  const group = ownerGroup(raw, doc, out);
  const invite = raw.invite as InviteRule | undefined;
  const needRole = (role: string, why: string, path: string) => {
    if (group && !group.roles.has(role))
      out.push({ code: 'owner_field_missing', path, message: `${why} needs an owner group field with role ${role}` });
  };
  if (invite?.rule === 'ownership') needRole(RULE_ROLES.ownership, 'rule ownership', '/invite/rule');
  if (invite?.rule === 'directors') needRole(RULE_ROLES.directors, 'rule directors', '/invite/rule');
  if (invite?.rule === 'selected' && group && !group.keys.has(invite.field))
    out.push({
      code: 'owner_field_missing',
      path: '/invite/field',
      message: `the owner group has no field with key \`${invite.field}\``,
    });
  if ((raw.delivery ?? 'email') === 'email') needRole(EMAIL_ROLE, 'delivery email', '/delivery');
  const deadline = raw.deadline as OwnerVerificationConfig['deadline'];
  if (deadline && doc.ends && !doc.ends.has(deadline.end))
    out.push({
      code: 'not_an_end_node',
      path: '/deadline/end',
      message: `\`${deadline.end}\` is not an END node of this flow`,
    });
}

export function validateOwnerVerificationConfig(raw: unknown, doc?: DocumentFields): ConfigIssue[] {
  if (!isRecord(raw)) return [{ code: 'invalid_value', path: '', message: 'config must be an object' }];
  const out: ConfigIssue[] = [];
  checkKnownFields(raw, KNOWN, out);
  if (raw.personFlowId === undefined)
    out.push({
      code: 'missing_field',
      path: '/personFlowId',
      message: 'personFlowId names the person flow each owner completes',
    });
  else if (typeof raw.personFlowId !== 'string' || !FLOW_ID.test(raw.personFlowId))
    out.push({ code: 'invalid_value', path: '/personFlowId', message: 'personFlowId must be a flow id' });
  if (raw.owners !== undefined && (typeof raw.owners !== 'string' || raw.owners === ''))
    out.push({ code: 'invalid_value', path: '/owners', message: 'owners must be the key of an owner group element' });
  checkInvite(raw.invite, out);
  if (raw.delivery !== undefined && raw.delivery !== 'email' && raw.delivery !== 'links')
    out.push({ code: 'invalid_value', path: '/delivery', message: 'delivery must be email or links' });
  checkPrefill(raw.prefill, out);
  for (const name of ['reminders', 'deadline'] as const) {
    const v = raw[name];
    if (v === undefined) continue;
    if (!isRecord(v)) {
      out.push({ code: 'invalid_value', path: `/${name}`, message: `${name} must be an object` });
      continue;
    }
    const second = name === 'reminders' ? 'max' : 'end';
    checkKnownFields(v, new Set([name === 'reminders' ? 'everyHours' : 'afterHours', second]), out, `/${name}`);
    hours(v, name === 'reminders' ? 'everyHours' : 'afterHours', `/${name}`, out);
  }
  if (isRecord(raw.reminders)) {
    const max = raw.reminders.max;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 20)
      out.push({ code: 'invalid_value', path: '/reminders/max', message: 'max must be an integer from 1 to 20' });
    if (raw.delivery === 'links')
      out.push({
        code: 'invalid_value',
        path: '/reminders',
        message: 'reminders are e-mails: they need delivery email',
      });
  }
  if (isRecord(raw.deadline) && (typeof raw.deadline.end !== 'string' || raw.deadline.end === ''))
    out.push({ code: 'missing_field', path: '/deadline/end', message: 'end names the END node taken at the deadline' });
  if (doc && out.length === 0) checkAgainstDocument(raw, doc, out);
  return out;
}

/** The config of a published node (validated at publication), or null for one that no longer passes. */
export function parseOwnerVerificationConfig(raw: unknown): OwnerVerificationConfig | null {
  return validateOwnerVerificationConfig(raw).length === 0 ? (raw as OwnerVerificationConfig) : null;
}

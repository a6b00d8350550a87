// Checks of one field's submitted value, in two stages: parsing (before visibility is
// known, because conditions read parsed values) and validating (only for shown fields).
import { DEFAULT_PREFILL_OPTION } from '../flows/document/constants.js';
import type { CompiledElement, CompiledOwnerGroupElement } from '../flows/document/compiled-types.js';
import type { Validation } from '../flows/document/types.js';
import { checkValue } from './check-value.js';
import { hasValue } from './conditions.js';
import { identifierIssue, type CountryHints } from './identifier-fields.js';
import type { Texts } from './language.js';
import { parseValue } from './parse-value.js';
import type { FieldIssue, FileInfo, PrefillLock } from './types.js';

export type ValueElement =
  | Exclude<CompiledElement, { type: 'owner' | 'spacing' | 'plain_text' }>
  | Exclude<CompiledOwnerGroupElement, { type: 'spacing' | 'plain_text' }>;

export interface FieldEnv {
  today: string;
  texts: Texts;
  files?: Record<string, FileInfo>;
  prefill: Readonly<Record<string, unknown>>;
  /** Prefilled values the person may not change (SessionState.prefillLocks). */
  locks?: Readonly<Record<string, PrefillLock>> | undefined;
  /** The countries known from the answers, for national-identifier fields (identifier-fields.ts). */
  countries?: CountryHints;
}

/** Where an issue points: a form field, or a field inside one owner record. */
export type IssueBase = Pick<FieldIssue, 'elementId' | 'role' | 'normalizedName' | 'index' | 'fieldId'>;

// Compiled elements never change; their bases are built once and only ever spread, not mutated.
const bases = new WeakMap<object, IssueBase>();

export function issueBase(el: { id: string; role?: string; normalizedName?: string }): IssueBase {
  let base = bases.get(el);
  if (!base) {
    base = Object.freeze({
      elementId: el.id,
      ...(el.role ? { role: el.role } : {}),
      ...(el.normalizedName ? { normalizedName: el.normalizedName } : {}),
    });
    bases.set(el, base);
  }
  return base;
}

export interface ParsedField {
  /** Undefined when the field has no usable value. */
  value: unknown;
  issues: FieldIssue[];
  /** The 4007-class problems among `issues`. */
  malformed: boolean;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A prefilled value for the field, if its prefill option lets one apply. */
export function prefillFor(
  el: ValueElement,
  prefill: Readonly<Record<string, unknown>>,
): { value: unknown } | undefined {
  if ((el.prefillOptions ?? DEFAULT_PREFILL_OPTION) === 'non_prefillable' || !Object.hasOwn(prefill, el.id))
    return undefined;
  return { value: prefill[el.id] };
}

/**
 * How a prefilled value is held: by the field's own non-editable option, else by the session's lock
 * (an owner's prefillType); undefined when the person may change it or nothing is prefilled.
 */
export function lockOf(
  el: ValueElement,
  prefill: Readonly<Record<string, unknown>>,
  locks?: Readonly<Record<string, PrefillLock>>,
): PrefillLock | undefined {
  if (prefillFor(el, prefill) === undefined) return undefined;
  const opt = el.prefillOptions ?? DEFAULT_PREFILL_OPTION;
  if (opt === 'prefillable_non_editable_hidden') return 'hidden';
  if (opt === 'prefillable_non_editable_visible') return 'locked';
  return locks && Object.hasOwn(locks, el.id) ? locks[el.id] : undefined;
}

export function isLocked(
  el: ValueElement,
  prefill: Readonly<Record<string, unknown>>,
  locks?: Readonly<Record<string, PrefillLock>>,
): boolean {
  return lockOf(el, prefill, locks) !== undefined;
}

export function parseField(
  el: ValueElement,
  provided: boolean,
  raw: unknown,
  env: FieldEnv,
  base: IssueBase,
): ParsedField {
  const pre = prefillFor(el, env.prefill);
  if (!provided) return { value: pre && hasValue(pre.value) ? pre.value : undefined, issues: [], malformed: false };
  const parsed = parseValue(el, raw, env.files, env.texts.fields);
  if (!parsed.ok)
    return {
      value: undefined,
      issues: [{ ...base, reason: parsed.reason, message: parsed.message }],
      malformed: parsed.malformed,
    };
  // A locked prefilled value cannot be changed by the submitter.
  if (pre && isLocked(el, env.prefill, env.locks) && hasValue(parsed.value) && !sameValue(parsed.value, pre.value)) {
    return {
      value: pre.value,
      issues: [{ ...base, reason: 'read_only', message: env.texts.fields.readOnly }],
      malformed: false,
    };
  }
  if (!hasValue(parsed.value) && pre && isLocked(el, env.prefill, env.locks))
    return { value: pre.value, issues: [], malformed: false };
  return { value: hasValue(parsed.value) ? parsed.value : undefined, issues: [], malformed: false };
}

function requiredMessage(el: ValueElement, env: FieldEnv, textKey: string): string {
  const v = el.validations?.find((x) => x.type === 'required');
  return env.texts.validation(textKey, 'required', v?.errorMessage) ?? env.texts.fields.required;
}

/** Required and the other validations, for a field that is shown. */
export function validateField(
  el: ValueElement,
  value: unknown,
  env: FieldEnv,
  base: IssueBase,
  textKey: string,
): FieldIssue[] {
  const validations = el.validations ?? [];
  const present = hasValue(value) && value !== false;
  if (!present) {
    return validations.some((v) => v.type === 'required')
      ? [{ ...base, reason: 'required', message: requiredMessage(el, env, textKey) }]
      : [];
  }
  // Date parts are checked as a whole date by the caller, not part by part.
  const own =
    el.type === 'date_part_select'
      ? validations.filter((v) => v.type !== 'min_date' && v.type !== 'max_date')
      : validations;
  const message = (v: Validation): string | undefined => env.texts.validation(textKey, v.type, v.errorMessage);
  const failures = checkValue(own, value, env.today, message, env.files, env.texts.fields).map((f) => ({
    ...base,
    ...f,
  }));
  // The author's own checks speak first; the country's identifier rules only judge what passes them.
  if (failures.length > 0 || !env.countries) return failures;
  const identifier = identifierIssue(el.role, value, env.countries, env.today, env.texts.messages);
  return identifier ? [{ ...base, ...identifier }] : [];
}

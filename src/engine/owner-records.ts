// Owner groups: the submitted value is an array of owner records, each an object of the
// group's fields (by field id, role, normalizedName or key). Each record is checked like a
// small form, with conditions reading the record's own fields first.
import type { CompiledOwnerElement, CompiledOwnerGroupElement } from '../flows/document/compiled-types.js';
import { isVisible, type ValueLookup } from './conditions.js';
import { issueBase, parseField, validateField, type FieldEnv, type ValueElement } from './field-check.js';
import { COUNTRY_ROLES, withLocalHints } from './identifier-fields.js';
import { isPlainObject, resolveKeys } from './resolve-keys.js';
import type { FieldIssue } from './types.js';

export interface OwnerOutcome {
  /** Records by field id, holding only shown fields with a value. */
  records: Record<string, unknown>[] | undefined;
  issues: FieldIssue[];
  malformed: boolean;
}

function valued(el: CompiledOwnerGroupElement): el is Extract<CompiledOwnerGroupElement, ValueElement> {
  return el.type !== 'spacing' && el.type !== 'plain_text';
}

export function checkOwnerRecords(
  owner: CompiledOwnerElement,
  raw: unknown,
  outer: ValueLookup,
  env: FieldEnv,
  textKey: string,
): OwnerOutcome {
  const base = issueBase(owner);
  if (raw === undefined || raw === null) return { records: undefined, issues: [], malformed: false };
  if (!Array.isArray(raw) || !raw.every(isPlainObject)) {
    return {
      records: undefined,
      issues: [{ ...base, reason: 'wrong_type', message: env.texts.fields.wrongType.owners }],
      malformed: true,
    };
  }
  const issues: FieldIssue[] = [];
  let malformed = false;
  const records = raw.map((record, index) => {
    const resolved = resolveKeys(record, owner.elements, true, env.texts.fields);
    for (const i of resolved.issues) {
      issues.push({ ...base, index, fieldId: i.elementId, reason: i.reason, message: i.message });
      malformed = true;
    }
    const values = new Map<string, unknown>();
    const fields = owner.elements.filter(valued);
    for (const el of fields) {
      const where = { ...base, index, fieldId: el.id };
      // Owner records are never prefilled field by field: the record array is the unit.
      const parsed = parseField(
        el,
        resolved.values.has(el.id),
        resolved.values.get(el.id),
        { ...env, prefill: {} },
        where,
      );
      issues.push(...parsed.issues);
      malformed ||= parsed.malformed;
      values.set(el.id, parsed.value);
    }
    const shown = new Set<string>();
    const lookup: ValueLookup = (id) => (values.has(id) ? (shown.has(id) ? values.get(id) : undefined) : outer(id));
    // Siblings are evaluated in document order; a rule on a later sibling sees its value.
    for (const el of owner.elements)
      if (isVisible(el.condition, (id) => (values.has(id) ? values.get(id) : outer(id)), env.today)) shown.add(el.id);
    // An owner's identifier is checked against the owner's own nationality or country, never
    // the applicant's: the record's hints start empty.
    const recordEnv: FieldEnv = env.countries
      ? { ...env, countries: withLocalHints({}, COUNTRY_ROLES.owner, fields, lookup) }
      : env;
    const out: Record<string, unknown> = {};
    for (const el of fields) {
      if (!shown.has(el.id)) continue;
      const value = lookup(el.id);
      issues.push(...validateField(el, value, recordEnv, { ...base, index, fieldId: el.id }, `${textKey}.${el.key}`));
      if (value !== undefined) out[el.id] = value;
    }
    return out;
  });
  for (const v of owner.validations ?? []) {
    if (v.type === 'max_number_of_elements' && records.length > v.value) {
      issues.push({
        ...base,
        reason: v.type,
        message: env.texts.validation(textKey, v.type, v.errorMessage) ?? env.texts.fields.ownersMax(v.value),
      });
    }
  }
  return { records: records.length > 0 ? records : undefined, issues, malformed };
}

// Submission to a form step: key resolution, parsing, visibility, required and other
// validations, date-part groups and owner records. Returns the submission to store or an
// error whose code is the most basic problem found (4007 before 4006 before 4008), with
// every field's problem in the details.
import type { CompiledElement, CompiledFormNode } from '../flows/document/compiled-types.js';
import { formatDate, isIsoDate } from '../flows/document/dates.js';
import type { DatePartSelectElement } from '../flows/document/types.js';
import { checkValue } from './check-value.js';
import { isVisible, type ValueLookup } from './conditions.js';
import {
  issueBase,
  parseField,
  validateField,
  type FieldEnv,
  type ParsedField,
  type ValueElement,
} from './field-check.js';
import { COUNTRY_ROLES, withLocalHints } from './identifier-fields.js';
import { checkOwnerRecords } from './owner-records.js';
import { isPlainObject, resolveKeys } from './resolve-keys.js';
import type { EngineError, FieldIssue, Submission } from './types.js';

type DatePart = DatePartSelectElement & { id: string };

function errorFrom(issues: FieldIssue[], malformed: boolean): EngineError {
  if (malformed) return { code: 4007, message: 'Submitted data is malformed', details: issues };
  if (issues.some((i) => i.reason === 'required'))
    return { code: 4006, message: 'Missing data for a required element', details: issues };
  return { code: 4008, message: 'Submitted data failed validation', details: issues };
}

function combineDates(
  parts: DatePart[],
  shown: Set<string>,
  values: Map<string, unknown>,
  failed: Set<string>,
  env: FieldEnv,
  keyOf: (id: string) => string,
): { composites: Record<string, string>; issues: FieldIssue[] } {
  const groups = new Map<string, DatePart[]>();
  for (const p of parts)
    if (shown.has(p.id)) groups.set(p.compositeGroup, [...(groups.get(p.compositeGroup) ?? []), p]);
  const composites: Record<string, string> = {};
  const issues: FieldIssue[] = [];
  for (const [group, members] of groups) {
    const get = (t: string): number | undefined => {
      const m = members.find((p) => p.partType === t);
      const v = m ? values.get(m.id) : undefined;
      return typeof v === 'number' ? v : undefined;
    };
    const [d, m, y] = [get('day'), get('month'), get('year')];
    const given = members.filter((p) => values.get(p.id) !== undefined);
    // A part that failed on its own is already reported; the whole date cannot be judged.
    if (given.length === 0 || members.some((p) => failed.has(p.id))) continue;
    if (d === undefined || m === undefined || y === undefined) {
      for (const p of members)
        if (values.get(p.id) === undefined && !(p.validations ?? []).some((v) => v.type === 'required'))
          issues.push({
            ...issueBase(p),
            reason: 'incomplete_date',
            message: env.texts.fields.incompleteDate(p.partType),
          });
      continue;
    }
    const date = formatDate(y, m, d);
    if (!isIsoDate(date)) {
      for (const p of members) issues.push({ ...issueBase(p), reason: 'invalid_date', message: env.texts.fields.date });
      continue;
    }
    composites[group] = date;
    for (const p of members) {
      const bounds = (p.validations ?? []).filter((v) => v.type === 'min_date' || v.type === 'max_date');
      const failures = checkValue(
        bounds,
        date,
        env.today,
        (v) => env.texts.validation(keyOf(p.id), v.type, v.errorMessage),
        undefined,
        env.texts.fields,
      );
      issues.push(...failures.map((f) => ({ ...issueBase(p), ...f })));
    }
  }
  return { composites, issues };
}

/** What submitForm derives from a form node alone, once per compiled node (compiled flows are immutable). */
interface FormShape {
  byId: Map<string, CompiledElement>;
  fields: Array<Extract<CompiledElement, ValueElement>>;
  parts: DatePart[];
}
const shapes = new WeakMap<CompiledFormNode, FormShape>();

function shapeOf(node: CompiledFormNode): FormShape {
  let shape = shapes.get(node);
  if (!shape) {
    shape = {
      byId: new Map(node.elements.map((e) => [e.id, e])),
      fields: node.elements.filter(
        (e): e is Extract<CompiledElement, ValueElement> =>
          e.type !== 'owner' && e.type !== 'spacing' && e.type !== 'plain_text',
      ),
      parts: node.elements.filter((e): e is DatePart => e.type === 'date_part_select'),
    };
    shapes.set(node, shape);
  }
  return shape;
}

export function submitForm(
  node: CompiledFormNode,
  data: unknown,
  outer: ValueLookup,
  env: FieldEnv,
  keyOf: (id: string) => string,
): { ok: true; submission: Submission } | { ok: false; error: EngineError } {
  if (!isPlainObject(data))
    return {
      ok: false,
      error: { code: 4007, message: 'Submitted data is malformed: expected an object of field values' },
    };
  const resolved = resolveKeys(data, node.elements, false, env.texts.fields);
  const issues: FieldIssue[] = [...resolved.issues];
  let malformed = issues.length > 0;
  const { byId, fields, parts } = shapeOf(node);
  const values = new Map<string, unknown>();
  const parsedById = new Map<string, ParsedField>();
  for (const el of fields) {
    const parsed = parseField(el, resolved.values.has(el.id), resolved.values.get(el.id), env, issueBase(el));
    parsedById.set(el.id, parsed);
    values.set(el.id, parsed.value);
  }
  // Visibility in dependency order: a rule reads a same-form field only if that one is shown.
  const shown = new Set<string>();
  const local: ValueLookup = (id) => (byId.has(id) ? (shown.has(id) ? values.get(id) : undefined) : outer(id));
  for (const id of node.visibilityOrder) if (isVisible(byId.get(id)?.condition, local, env.today)) shown.add(id);

  // Identifier fields (given hints, i.e. the form has some) read a country chosen on this form first.
  const fieldEnv: FieldEnv = env.countries
    ? { ...env, countries: withLocalHints(env.countries, COUNTRY_ROLES.person, fields, local) }
    : env;
  const stored: Record<string, unknown> = {};
  for (const el of node.elements) {
    if (!shown.has(el.id) || el.type === 'spacing' || el.type === 'plain_text') continue;
    if (el.type === 'owner') {
      const owner = checkOwnerRecords(el, resolved.values.get(el.id), local, env, keyOf(el.id));
      issues.push(...owner.issues);
      malformed ||= owner.malformed;
      if (
        !owner.malformed &&
        owner.records === undefined &&
        (el.validations ?? []).some((v) => v.type === 'required')
      ) {
        issues.push({
          ...issueBase(el),
          reason: 'required',
          message: env.texts.validation(keyOf(el.id), 'required', undefined) ?? env.texts.fields.ownersRequired,
        });
      }
      if (owner.records) stored[el.id] = owner.records;
      continue;
    }
    const value = values.get(el.id);
    // Problems of hidden fields do not count: they are neither required nor stored.
    const parsed = parsedById.get(el.id);
    if (parsed && parsed.issues.length > 0) {
      issues.push(...parsed.issues);
      malformed ||= parsed.malformed;
    } else {
      const problems = validateField(el, value, fieldEnv, issueBase(el), keyOf(el.id));
      if (problems.length > 0) issues.push(...problems);
    }
    if (value !== undefined) stored[el.id] = value;
  }
  if (parts.length === 0)
    return issues.length > 0
      ? { ok: false, error: errorFrom(issues, malformed) }
      : { ok: true, submission: { values: stored } };
  const failed = new Set([...parsedById].filter(([, p]) => p.issues.length > 0).map(([id]) => id));
  const dates = combineDates(parts, shown, values, failed, env, keyOf);
  issues.push(...dates.issues);
  if (issues.length > 0) return { ok: false, error: errorFrom(issues, malformed) };
  return { ok: true, submission: { values: stored, composites: dates.composites } };
}

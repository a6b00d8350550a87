/**
 * Form values by meaning, sent by id. Element ids are generated when a flow is published and
 * change with every version, so an integration names fields by `role` (first_name, dob, ...) or,
 * where the flow gives none, by `normalizedName`, and this module finds each field's id in the
 * step being answered. A name the step lacks, or one that fits two fields, fails here, before a
 * request, naming what the step does have.
 */
import { OnwardClientError } from './errors.js';
import type { FieldValue, FormElement, FormStep, FormSubmit } from './types.js';

/** The elements that take a value: all kinds but layout (`spacing`, `plain_text`). */
export type InputElement = Exclude<FormElement, { type: 'spacing' } | { type: 'plain_text' }>;
/** The roles the API defines, for editor completion; any normalizedName is accepted too. */
export type Role = NonNullable<InputElement['role']>;
/** Values keyed by role or normalizedName. */
export type FormValues = Partial<Record<Role, FieldValue>> & Record<string, FieldValue>;

/** The step's elements that take a value. Layout elements have neither role nor normalizedName. */
export function inputElements(step: FormStep): InputElement[] {
  return step.elements.filter((e): e is InputElement => e.type !== 'spacing' && e.type !== 'plain_text');
}

function describe(step: FormStep): string {
  const roles = inputElements(step).flatMap((e) => (e.role ? [e.role] : []));
  const names = inputElements(step).flatMap((e) => (!e.role && e.normalizedName ? [e.normalizedName] : []));
  const parts = [
    roles.length > 0 ? `roles ${roles.join(', ')}` : 'no roles',
    names.length > 0 ? `normalizedNames ${names.join(', ')}` : undefined,
  ].filter((p) => p !== undefined);
  return `form step ${step.id}${step.title ? ` ("${step.title}")` : ''} has ${parts.join('; ')}`;
}

/** The element `key` names: by role first, then by normalizedName. */
export function elementFor(step: FormStep, key: string): InputElement {
  const inputs = inputElements(step);
  let found = inputs.filter((e) => e.role === key);
  if (found.length === 0) found = inputs.filter((e) => e.normalizedName === key);
  if (found.length === 0)
    throw new OnwardClientError(
      'unknown_field',
      `no field with role or normalizedName "${key}": the ${describe(step)}`,
    );
  if (found.length > 1)
    throw new OnwardClientError(
      'ambiguous_field',
      `"${key}" names ${found.length} fields of form step ${step.id} (${found.map((e) => e.id).join(', ')}): name them by normalizedName instead`,
    );
  return found[0]!;
}

/** The form_submit body for `values` on `step`: the same values, keyed by element id. */
export function formSubmitFor(step: FormStep, values: FormValues): FormSubmit {
  const body: FormSubmit = {};
  const keyOf = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const element = elementFor(step, key);
    const earlier = keyOf.get(element.id);
    if (earlier !== undefined)
      throw new OnwardClientError(
        'ambiguous_field',
        `"${earlier}" and "${key}" both name field ${element.id} of form step ${step.id}: give its value once`,
      );
    keyOf.set(element.id, key);
    body[element.id] = value;
  }
  return body;
}

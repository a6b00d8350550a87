/**
 * The form editor: a form step's elements, each with the fields its kind has in the schema
 * (schema-elements.ts decides which inputs are shown, so a kind never gets a field publication
 * would refuse), validations limited to those the kind allows (element-rules.ts) with an input
 * suited to each, options for choice kinds, a searchable role list, and a show/hide rule builder.
 */
import {
  DATE_PART_TYPES,
  ELEMENT_KINDS,
  FILE_TYPES,
  PREFILL_OPTIONS,
  type ElementKind,
  type ValidationKind,
} from '../../../../src/flows/document/constants.js';
import { ALLOWED_VALIDATIONS } from '../../../../src/flows/document/element-rules.js';
import { ELEMENT_SCHEMAS } from '../../../../src/flows/document/schema-elements.js';
import type { ChoiceOption, FormElement, Validation } from '../../../../src/flows/document/types.js';
import { uniqueId } from './model.js';
import type { FieldRef } from './fields.js';
import { CheckField, Group, NumberField, SelectField, TextField, clean } from './inputs.js';
import { ConditionEditor } from './rule-builder.js';

export const ROLE_LIST_ID = 'onward-roles';

const KIND_LABELS: Record<ElementKind, string> = {
  text: 'Text',
  number: 'Number',
  phone_number: 'Phone number',
  email: 'E-mail',
  password: 'Password',
  select: 'Drop-down',
  textarea: 'Long text',
  date_picker: 'Date',
  spacing: 'Spacing',
  plain_text: 'Plain text',
  radio: 'Radio buttons',
  check_box: 'Check boxes',
  country_select: 'Country',
  file: 'File',
  enhanced_file: 'File (enhanced)',
  currency_select: 'Currency',
  owner: 'Owners (group)',
  date_part_select: 'Date part',
};

const VALIDATION_LABELS: Record<ValidationKind, string> = {
  required: 'Required',
  min: 'Minimum',
  max: 'Maximum',
  min_length: 'Minimum length',
  max_length: 'Maximum length',
  min_date: 'Earliest date',
  max_date: 'Latest date',
  regex: 'Pattern (regular expression)',
  max_number_of_elements: 'Maximum number of entries',
  max_file_size: 'Maximum file size (bytes)',
};

type Loose = Record<string, unknown>;
const has = (kind: ElementKind, prop: string) => prop in (ELEMENT_SCHEMAS[kind]?.properties ?? {});
/** Element edits go through here: the validator, not the type system, judges the result (as it judges uploads). */
const patch = (el: FormElement, changes: Loose): FormElement =>
  clean({ ...(el as Loose), ...changes }) as unknown as FormElement;

/** A new element of `kind`, keeping what the old one had that the new kind also has. */
export function retype(el: FormElement | undefined, kind: ElementKind, key: string): FormElement {
  const base: Loose = { type: kind, key, name: el && 'name' in el ? el.name : KIND_LABELS[kind] };
  if (el) for (const [k, v] of Object.entries(el as Loose)) if (k !== 'type' && has(kind, k)) base[k] = v;
  if ((kind === 'select' || kind === 'radio') && !Array.isArray(base.options))
    base.options = [{ name: 'option_1', label: 'Option 1' }];
  if (kind === 'date_part_select')
    Object.assign(base, { compositeGroup: base.compositeGroup ?? 'date', partType: base.partType ?? 'day' });
  if (kind === 'owner' && !Array.isArray(base.elements))
    base.elements = [{ type: 'text', key: 'name', name: 'Full name' }];
  if (Array.isArray(base.validations))
    base.validations = (base.validations as Validation[]).filter((v) => ALLOWED_VALIDATIONS[v.type].includes(kind));
  return base as unknown as FormElement;
}

function defaultValidation(type: ValidationKind): Validation {
  switch (type) {
    case 'required':
      return { type };
    case 'min_date':
      return { type, value: '1900-01-01' };
    case 'max_date':
      return { type, value: 'today' };
    case 'regex':
      return { type, value: '^.+$' };
    case 'max_file_size':
      return { type, value: 10 * 1024 * 1024 };
    case 'max_number_of_elements':
      return { type, value: 10 };
    default:
      return { type, value: 0 };
  }
}

function ValidationRow(props: {
  v: Validation;
  label: string;
  onChange: (v: Validation) => void;
  onRemove: () => void;
}) {
  const { v, label } = props;
  const message = (
    <TextField
      label={`${label}: error message`}
      value={v.errorMessage}
      onChange={(errorMessage) => props.onChange(clean({ ...v, errorMessage }))}
    />
  );
  let input = null;
  switch (v.type) {
    case 'required':
      break;
    case 'min_date':
    case 'max_date':
      input = (
        <TextField
          label={label}
          value={v.value}
          placeholder="YYYY-MM-DD, today, -18y, +30d"
          hint="A date, or relative to the day of submission: today, -18y, +30d, -6m"
          onChange={(value) => props.onChange({ ...v, value })}
        />
      );
      break;
    case 'regex':
      input = (
        <TextField
          label={label}
          value={v.value}
          placeholder="^[A-Z]{2}[0-9]{6}$"
          onChange={(value) => props.onChange({ ...v, value })}
        />
      );
      break;
    default:
      input = (
        <NumberField
          label={label}
          value={v.value}
          step={v.type === 'min' || v.type === 'max' ? undefined : 1}
          onChange={(value) => props.onChange({ ...v, value: value ?? 0 })}
        />
      );
  }
  return (
    <li className="validation">
      <strong>{VALIDATION_LABELS[v.type]}</strong>
      {input}
      {message}
      <button type="button" className="secondary small" onClick={props.onRemove} aria-label={`Remove ${label}`}>
        Remove
      </button>
    </li>
  );
}

function OptionsEditor(props: { el: FormElement; withDescription: boolean; onChange: (o: ChoiceOption[]) => void }) {
  const options = ('options' in props.el && props.el.options ? props.el.options : []) as ChoiceOption[];
  const set = (i: number, o: ChoiceOption) => props.onChange(options.map((x, k) => (k === i ? clean(o) : x)));
  return (
    <Group title="Options">
      <ol className="options">
        {options.map((o, i) => (
          <li key={i}>
            <TextField label={`Option ${i + 1} label`} value={o.label} onChange={(label) => set(i, { ...o, label })} />
            <TextField label={`Option ${i + 1} value`} value={o.name} onChange={(name) => set(i, { ...o, name })} />
            {props.withDescription && (
              <TextField
                label={`Option ${i + 1} description`}
                value={o.description}
                onChange={(description) => set(i, { ...o, description })}
              />
            )}
            <button
              type="button"
              className="secondary small"
              onClick={() => props.onChange(options.filter((_, k) => k !== i))}
            >
              Remove option {i + 1}
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="secondary small"
        onClick={() =>
          props.onChange([...options, { name: `option_${options.length + 1}`, label: `Option ${options.length + 1}` }])
        }
      >
        Add option
      </button>
    </Group>
  );
}

export function ElementEditor(props: {
  el: FormElement;
  fields: readonly FieldRef[];
  takenKeys: ReadonlySet<string>;
  inOwner?: boolean;
  onChange: (el: FormElement) => void;
}) {
  const { el, onChange } = props;
  const kind = el.type;
  const L = el as Loose;
  const text = (prop: string, label: string, extra: { placeholder?: string; list?: string } = {}) =>
    has(kind, prop) ? (
      <TextField
        label={label}
        value={typeof L[prop] === 'string' ? L[prop] : undefined}
        {...extra}
        onChange={(v) => onChange(patch(el, { [prop]: v }))}
      />
    ) : null;
  const kinds = props.inOwner ? ELEMENT_KINDS.filter((k) => k !== 'owner' && k !== 'date_part_select') : ELEMENT_KINDS;
  const validations = 'validations' in el ? (el.validations ?? []) : [];
  const allowed = (Object.keys(ALLOWED_VALIDATIONS) as ValidationKind[]).filter(
    (t) => ALLOWED_VALIDATIONS[t].includes(kind) && !validations.some((v) => v.type === t),
  );
  return (
    <div className="element-editor">
      <SelectField
        label="Kind"
        value={kind}
        options={kinds.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        onChange={(k) => onChange(retype(el, k, el.key))}
      />
      {text('name', 'Label')}
      {text('key', 'Key')}
      {text('placeholder', 'Placeholder')}
      {text('supportingText', 'Supporting text')}
      {text('role', 'Role', { list: ROLE_LIST_ID, placeholder: 'Type to search the roles' })}
      {text('normalizedName', 'Normalized name')}
      {has(kind, 'prefillOptions') && (
        <SelectField
          label="Prefill"
          value={'prefillOptions' in el ? el.prefillOptions : undefined}
          none="(default: prefillable, editable)"
          options={PREFILL_OPTIONS.map((p) => ({ value: p, label: p.replace(/_/g, ' ') }))}
          onChange={(prefillOptions) => onChange(patch(el, { prefillOptions }))}
        />
      )}
      {has(kind, 'value') &&
        kind !== 'check_box' &&
        kind !== 'phone_number' &&
        kind !== 'number' &&
        text('value', 'Default value')}
      {kind === 'number' && (
        <NumberField label="Default value" value={el.value} onChange={(value) => onChange(patch(el, { value }))} />
      )}
      {kind === 'date_part_select' && (
        <>
          {text('compositeGroup', 'Date group')}
          <SelectField
            label="Part"
            value={el.partType}
            options={DATE_PART_TYPES.map((p) => ({ value: p, label: p }))}
            onChange={(partType) => onChange(patch(el, { partType }))}
          />
        </>
      )}
      {(kind === 'select' || kind === 'radio' || kind === 'check_box') && (
        <OptionsEditor
          el={el}
          withDescription={kind !== 'select'}
          onChange={(options) => onChange(patch(el, { options }))}
        />
      )}
      {(kind === 'file' || kind === 'enhanced_file') && (
        <Group title="Accepted file types">
          <div className="checks">
            {FILE_TYPES.map((t) => (
              <CheckField
                key={t}
                label={t}
                checked={(el.accept ?? []).includes(t)}
                onChange={(on) => {
                  const accept = on ? [...(el.accept ?? []), t] : (el.accept ?? []).filter((x) => x !== t);
                  onChange(patch(el, { accept: accept.length > 0 ? accept : undefined }));
                }}
              />
            ))}
          </div>
        </Group>
      )}
      {has(kind, 'validations') && (
        <Group title="Validations">
          <ul className="validations">
            {validations.map((v, i) => (
              <ValidationRow
                key={v.type}
                v={v}
                label={VALIDATION_LABELS[v.type]}
                onChange={(nv) => onChange(patch(el, { validations: validations.map((x, k) => (k === i ? nv : x)) }))}
                onRemove={() => {
                  const rest = validations.filter((_, k) => k !== i);
                  onChange(patch(el, { validations: rest.length > 0 ? rest : undefined }));
                }}
              />
            ))}
          </ul>
          {allowed.length > 0 && (
            <SelectField
              label="Add validation"
              value={undefined}
              none="(choose)"
              options={allowed.map((t) => ({ value: t, label: VALIDATION_LABELS[t] }))}
              onChange={(t) => t && onChange(patch(el, { validations: [...validations, defaultValidation(t)] }))}
            />
          )}
        </Group>
      )}
      {kind === 'owner' && (
        <Group title="Fields of each owner">
          <ElementList
            elements={el.elements}
            fields={[]}
            inOwner
            onChange={(elements) => onChange(patch(el, { elements }))}
          />
        </Group>
      )}
      {!props.inOwner && (
        <Group title="Show or hide">
          {el.condition ? (
            <>
              <ConditionEditor
                condition={el.condition}
                fields={props.fields}
                withAction
                onChange={(condition) => onChange(patch(el, { condition }))}
              />
              <button
                type="button"
                className="secondary small"
                onClick={() => onChange(patch(el, { condition: undefined }))}
              >
                Always show
              </button>
            </>
          ) : (
            <button
              type="button"
              className="secondary small"
              onClick={() =>
                onChange(
                  patch(el, {
                    condition: {
                      type: 'AND',
                      rules: [{ action: 'show', fieldId: props.fields[0]?.ref ?? '', operator: 'hv' }],
                    },
                  }),
                )
              }
            >
              Add a show/hide rule
            </button>
          )}
        </Group>
      )}
    </div>
  );
}

/** A list of elements: each one collapsible, with move, remove and add. */
export function ElementList(props: {
  elements: readonly FormElement[];
  /** References before each element: `fields(i)`; an owner group's fields take none. */
  fields: readonly FieldRef[] | ((index: number) => readonly FieldRef[]);
  inOwner?: boolean;
  /** Keys taken in the whole document (keys are unique across it); owner fields are unique within their group. */
  docKeys?: ReadonlySet<string>;
  onChange: (els: FormElement[]) => void;
}) {
  const { elements, onChange } = props;
  const keys = new Set([...(props.docKeys ?? []), ...elements.map((e) => e.key)]);
  const move = (i: number, d: number) => {
    const copy = [...elements];
    const [x] = copy.splice(i, 1);
    if (x) copy.splice(i + d, 0, x);
    onChange(copy);
  };
  return (
    <>
      <ol className="element-list">
        {elements.map((el, i) => (
          <li key={i}>
            <details open={i === elements.length - 1}>
              <summary>
                {'name' in el && el.name ? el.name : el.key} <span className="muted">{KIND_LABELS[el.type]}</span>
              </summary>
              <ElementEditor
                el={el}
                fields={typeof props.fields === 'function' ? props.fields(i) : props.fields}
                takenKeys={keys}
                {...(props.inOwner ? { inOwner: true } : {})}
                onChange={(nel) => onChange(elements.map((x, k) => (k === i ? nel : x)))}
              />
              <div className="row">
                <button type="button" className="secondary small" disabled={i === 0} onClick={() => move(i, -1)}>
                  Move up
                </button>
                <button
                  type="button"
                  className="secondary small"
                  disabled={i === elements.length - 1}
                  onClick={() => move(i, 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="secondary small"
                  onClick={() => onChange(elements.filter((_, k) => k !== i))}
                >
                  Remove element
                </button>
              </div>
            </details>
          </li>
        ))}
      </ol>
      <SelectField
        label={props.inOwner ? 'Add owner field' : 'Add element'}
        value={undefined}
        none="(choose a kind)"
        options={(props.inOwner
          ? ELEMENT_KINDS.filter((k) => k !== 'owner' && k !== 'date_part_select')
          : ELEMENT_KINDS
        ).map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        onChange={(k) => k && onChange([...elements, retype(undefined, k, uniqueId(keys, k))])}
      />
    </>
  );
}

/**
 * OpenAPI schemas of a form step's elements as the engine shows them (src/engine/views.ts): one
 * object per kind, discriminated by `type`, with exactly the fields the view can carry. The
 * validations, conditions and options are the flow document's own vocabularies, named here so
 * clients get one type each.
 */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import {
  DATE_PART_TYPES,
  FILE_TYPES,
  OPERATORS,
  PREFILL_OPTIONS,
  VALIDATION_KINDS,
} from '../../flows/document/constants.js';
import { ROLES } from '../../flows/document/roles.js';
import {
  ChoiceOption,
  ClientPhoneNumber,
  Comparable,
  SelectOption,
  Validation,
  literals,
} from '../../flows/document/schema-common.js';

const OPERATOR_MEANING =
  'null: the field has no value; hv: it has one; = / !=: equals (numbers and numeric strings as numbers, a list when it holds exactly that item) or not; ' +
  'cv / nc: a string contains the comparable ignoring case, or a list has it, or not; < / >: numbers, or YYYY-MM-DD dates (the comparable may be relative: today, -18y, +30d); ' +
  'in / nin: the value (or an item of a list) is among the comparable’s items, or not. No value satisfies only null, != and nc/nin.';

/** What a validation kind's `value` means (the document's vocabulary, described for the reader). */
const VALUE_MEANING: Record<string, string> = {
  min: 'The smallest number accepted',
  max: 'The largest number accepted',
  min_length: 'The fewest characters accepted',
  max_length: 'The most characters accepted',
  min_date: 'The earliest date accepted: YYYY-MM-DD, or relative to today (today, -18y, +30d)',
  max_date: 'The latest date accepted: YYYY-MM-DD, or relative to today (today, -18y, +30d)',
  regex: 'The regular expression the input must match',
  max_number_of_elements: 'The most items (files, owner records) accepted',
  max_file_size: 'The largest file accepted, in bytes',
};

/** The document's validations with each `value` described. */
const describedValidations = Validation.anyOf.map((v: TSchema) => {
  const props = v.properties as TProperties | undefined;
  const kind = (props?.type as { const?: string } | undefined)?.const ?? '';
  const meaning = VALUE_MEANING[kind];
  if (!props?.value || meaning === undefined) return v;
  return { ...v, properties: { ...props, value: { ...props.value, description: meaning } } };
});

export const ValidationSchema = Type.Union(describedValidations, {
  $id: 'Validation',
  description: `One of the ${VALIDATION_KINDS.length} validation kinds, discriminated by type; the parameter, if any, is in value; errorMessage is in the request's language`,
});

export const RuleSchema = Type.Object(
  {
    action: Type.Optional(
      literals(['show', 'hide'] as const, {
        description: 'show: shown exactly when the condition holds; hide: hidden exactly then',
      }),
    ),
    fieldId: Type.String({
      description:
        'The id of the element whose value is compared (service:<nodeId>.<path> or step:<nodeId>.<path> for a service result or a provider step’s data)',
    }),
    operator: literals(OPERATORS, { description: OPERATOR_MEANING }),
    comparable: Type.Optional(Type.Ref('Comparable')),
  },
  { $id: 'Rule', additionalProperties: false },
);

export const ComparableSchema = Type.Object(
  { value: { ...Comparable.properties.value, description: 'The value the field’s value is compared with' } },
  {
    $id: 'Comparable',
    additionalProperties: false,
    description:
      'What the field is compared with: a string, number, boolean or null for =, !=, cv, nc, < and >; an array of strings and numbers for in and nin; absent for null and hv',
  },
);

export const ConditionSchema = Type.Object(
  {
    type: literals(['AND', 'OR'] as const, { description: 'AND: all rules hold; OR: at least one does' }),
    rules: Type.Array(Type.Ref('Rule'), { description: 'The rules the condition combines' }),
  },
  {
    $id: 'FormElementCondition',
    additionalProperties: false,
    description: 'When the element is shown or hidden, by other fields’ values',
  },
);

/** The national identifier a field expects (src/identifiers), in the step view and in 4008 details. */
export const IdentifierLabelSchema = Type.Object(
  {
    country: Type.String({ description: 'ISO 3166-1 alpha-2 country whose identifier is expected' }),
    kind: Type.String({ description: 'Stable id of the identifier kind, e.g. se_personnummer (docs/identifiers.md)' }),
    name: Type.String({ description: 'Its English name, e.g. Personal identity number' }),
    localName: Type.String({ description: 'Its name in the country’s language, e.g. personnummer' }),
    placeholder: Type.String({ description: 'The format as typed, e.g. YYYYMMDD-XXXX' }),
  },
  {
    $id: 'IdentifierLabel',
    additionalProperties: false,
    description:
      'Fields with role national_id_nr, social_service_number (and owner variants, cpr) once the country is known from the nationality or country of residence answered earlier',
  },
);

export const ClientPhoneNumberSchema = Type.Object(
  {
    area: { ...ClientPhoneNumber.properties.area, description: 'Country calling code, e.g. +46' },
    number: { ...ClientPhoneNumber.properties.number, description: 'The national number' },
    country: { ...ClientPhoneNumber.properties.country, description: 'ISO 3166-1 alpha-2 country of the number' },
  },
  {
    $id: 'ClientPhoneNumber',
    additionalProperties: false,
    description: 'A phone number in parts; used as a default value to prefill',
  },
);

/** Options as a step shows them: `name` to submit, `label` to show. */
const optionLabel = {
  ...SelectOption.properties.label,
  description: 'Shown to the end user, in the request’s language',
};
const SelectOptionView = Type.Object(
  { name: SelectOption.properties.name, label: optionLabel },
  { additionalProperties: false },
);
const ChoiceOptionView = Type.Object(
  {
    name: ChoiceOption.properties.name,
    label: optionLabel,
    description: { ...ChoiceOption.properties.description, description: 'Longer explanation shown with the option' },
  },
  { additionalProperties: false },
);

/** A value an owner record holds for one of its fields, by the field's kind. */
const OwnerFieldValue = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String()),
  Type.Ref('ClientPhoneNumber'),
  Type.Null(),
]);
export const OwnerRecord = Type.Object(
  {},
  {
    $id: 'OwnerRecord',
    additionalProperties: OwnerFieldValue,
    description: 'One owner: values by the group’s field id (as submitted by id, role or normalizedName)',
  },
);

const common = {
  id: Type.String({
    description:
      'Generated id (24 hex), stable for the same flow and element key across versions. Map fields by role or normalizedName; do not hard-code ids.',
  }),
  name: Type.Optional(Type.String({ description: 'Field label, in the request’s language' })),
};
const shown = {
  supportingText: Type.Optional(Type.String({ description: 'Short description' })),
  condition: Type.Optional(
    Type.Ref('FormElementCondition', { description: 'When to show or hide the element; absent: always shown' }),
  ),
};
const valued = {
  ...shown,
  role: Type.Optional(literals(ROLES, { description: 'Semantic role of the field' })),
  normalizedName: Type.Optional(Type.String({ description: 'Alias identifying the field when role is absent' })),
  validations: Type.Array(Type.Ref('Validation'), { description: 'What the value must satisfy (required, min, ...)' }),
  prefillOptions: literals(PREFILL_OPTIONS, {
    description:
      'Whether the field can be prefilled and how a prefilled value shows: non_prefillable, prefillable_editable (default), prefillable_non_editable_hidden, prefillable_non_editable_visible',
  }),
  readOnly: Type.Optional(
    Type.Boolean({
      description: 'Prefilled and not editable (prefillable_non_editable_visible): shown, submitted as is',
    }),
  ),
  identifier: Type.Optional(Type.Ref('IdentifierLabel')),
};
const placeholder = { placeholder: Type.Optional(Type.String({ description: 'Short hint' })) };
const stringValue = {
  value: Type.Optional(Type.String({ description: 'Default, prefilled or earlier submitted value' })),
};
const fileProps = {
  accept: Type.Optional(Type.Array(literals(FILE_TYPES), { description: 'Accepted file types' })),
  value: Type.Optional(Type.Array(Type.String(), { description: 'Ids of uploaded files (POST /file/{flowId})' })),
};

function kind(type: string, props: TProperties, description: string): TSchema {
  return Type.Object(
    { ...common, type: Type.Literal(type), ...props },
    { additionalProperties: false, title: `${type} element`, description },
  );
}

/** Kinds allowed inside an owner group, and in a form. */
const groupKinds = (): TSchema[] => [
  kind('text', { ...valued, ...placeholder, ...stringValue }, 'One-line text'),
  kind(
    'number',
    {
      ...valued,
      ...placeholder,
      value: Type.Optional(Type.Number({ description: 'Default, prefilled or earlier submitted value' })),
    },
    'A number; submitted as a number or a numeric string',
  ),
  kind(
    'phone_number',
    {
      ...valued,
      ...placeholder,
      value: Type.Optional(
        Type.Union([Type.String({ description: 'E.164' }), Type.Ref('ClientPhoneNumber')], {
          description: 'Default, prefilled or earlier submitted number',
        }),
      ),
    },
    'A phone number; submitted as E.164 or {area, number, country}',
  ),
  kind('email', { ...valued, ...placeholder, ...stringValue }, 'An e-mail address'),
  kind('password', { ...valued, ...placeholder, ...stringValue }, 'Hidden text'),
  kind(
    'select',
    {
      ...valued,
      ...placeholder,
      options: Type.Array(SelectOptionView, { description: 'The choices' }),
      ...stringValue,
    },
    'One of options; submit the option’s name',
  ),
  kind('textarea', { ...valued, ...placeholder, ...stringValue }, 'Multi-line text'),
  kind('date_picker', { ...valued, ...placeholder, ...stringValue }, 'A date, YYYY-MM-DD'),
  kind('spacing', {}, 'Vertical space; no value'),
  kind('plain_text', shown, 'Text shown to the end user; no value'),
  kind(
    'radio',
    {
      ...valued,
      options: Type.Array(ChoiceOptionView, { description: 'The choices' }),
      ...stringValue,
    },
    'One of options; submit the option’s name',
  ),
  kind(
    'check_box',
    {
      ...valued,
      options: Type.Optional(Type.Array(ChoiceOptionView, { description: 'The boxes; absent for a single box' })),
      value: Type.Optional(
        Type.Union(
          [
            Type.Array(Type.String(), { description: 'Names of the checked options' }),
            Type.Boolean({ description: 'A single box without options' }),
          ],
          { description: 'Checked boxes: pre-checked, prefilled or submitted earlier' },
        ),
      ),
    },
    'Check boxes: an array of option names, or true/false for a box without options',
  ),
  kind('country_select', { ...valued, ...placeholder, ...stringValue }, 'ISO 3166-1 alpha-2 country code, uppercase'),
  kind('file', { ...valued, ...fileProps }, 'File ids from POST /file/{flowId}'),
  kind('enhanced_file', { ...valued, ...fileProps }, 'File ids from POST /file/{flowId}'),
  kind('currency_select', { ...valued, ...placeholder, ...stringValue }, 'ISO 4217 currency code'),
];

export const OwnerGroupElements = Type.Union(groupKinds(), {
  $id: 'OwnerGroupElements',
  description: 'A field of an owner group: any kind except owner and date_part_select, discriminated by type',
});

export const FormElementSchema = Type.Union(
  [
    ...groupKinds(),
    kind(
      'owner',
      {
        ...valued,
        elements: Type.Array(Type.Ref('OwnerGroupElements'), { description: 'The fields of one owner record' }),
        value: Type.Optional(Type.Array(Type.Ref('OwnerRecord'), { description: 'The owner records' })),
      },
      'Owner group: submit an array of owner records, each an object of the group’s fields',
    ),
    kind(
      'date_part_select',
      {
        ...valued,
        ...placeholder,
        value: Type.Optional(
          Type.Union([Type.Integer(), Type.String()], { description: 'The part: day 1-31, month 1-12 or year' }),
        ),
        compositeGroup: Type.String({ description: 'Parts with the same group form one date' }),
        partType: literals(DATE_PART_TYPES, { description: 'Which part of the date this field holds' }),
      },
      'One part (day, month, year) of a date',
    ),
  ],
  { $id: 'FormElement', description: 'One of the 18 form element kinds, discriminated by type' },
);

export const elementSchemas = [
  ValidationSchema,
  ComparableSchema,
  RuleSchema,
  ConditionSchema,
  ClientPhoneNumberSchema,
  IdentifierLabelSchema,
  OwnerRecord,
  OwnerGroupElements,
  FormElementSchema,
];

// JSON Schema of the 18 form element kinds. Each kind is its own object schema with a
// literal `type`, so the union is discriminated and unknown fields are refused per kind.
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { DATE_PART_TYPES, FILE_TYPES, PREFILL_OPTIONS } from './constants.js';
import { ROLES } from './roles.js';
import {
  ChoiceOption,
  ClientPhoneNumber,
  Condition,
  ElementKey,
  SelectOption,
  Validation,
  literals,
} from './schema-common.js';

const base = {
  key: ElementKey,
  name: Type.String({ description: 'Field label' }),
  supportingText: Type.Optional(Type.String()),
  role: Type.Optional(literals(ROLES)),
  normalizedName: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$',
      description: 'Alias identifying the field when role is absent',
    }),
  ),
  condition: Type.Optional(Condition),
  validations: Type.Optional(Type.Array(Validation)),
  prefillOptions: Type.Optional(literals(PREFILL_OPTIONS)),
};
const placeholder = { placeholder: Type.Optional(Type.String()) };
const stringValue = { value: Type.Optional(Type.String({ description: 'Default value' })) };

function kind<K extends string, P extends TProperties>(type: K, props: P) {
  return Type.Object({ type: Type.Literal(type), ...base, ...props }, { additionalProperties: false, title: type });
}

export const TextElement = kind('text', { ...placeholder, ...stringValue });
export const NumberElement = kind('number', { ...placeholder, value: Type.Optional(Type.Number()) });
export const PhoneNumberElement = kind('phone_number', {
  ...placeholder,
  value: Type.Optional(Type.Union([Type.String(), ClientPhoneNumber])),
});
export const EmailElement = kind('email', { ...placeholder, ...stringValue });
export const PasswordElement = kind('password', { ...placeholder });
export const TextareaElement = kind('textarea', { ...placeholder, ...stringValue });
export const SelectElement = kind('select', {
  ...placeholder,
  options: Type.Array(SelectOption, { minItems: 1 }),
  ...stringValue,
});
export const RadioElement = kind('radio', { options: Type.Array(ChoiceOption, { minItems: 1 }), ...stringValue });
export const CheckBoxElement = kind('check_box', {
  options: Type.Optional(Type.Array(ChoiceOption)),
  value: Type.Optional(Type.Array(Type.String(), { description: 'Names of pre-checked options' })),
});
export const DatePickerElement = kind('date_picker', { ...placeholder, ...stringValue });
export const CountrySelectElement = kind('country_select', { ...placeholder, ...stringValue });
export const CurrencySelectElement = kind('currency_select', { ...placeholder, ...stringValue });
const fileProps = {
  accept: Type.Optional(Type.Array(literals(FILE_TYPES), { minItems: 1, description: 'Accepted file types' })),
};
export const FileElement = kind('file', fileProps);
export const EnhancedFileElement = kind('enhanced_file', fileProps);
export const DatePartSelectElement = kind('date_part_select', {
  ...placeholder,
  ...stringValue,
  compositeGroup: Type.String({ minLength: 1, description: 'Parts with the same group form one date' }),
  partType: literals(DATE_PART_TYPES),
});

// Display-only kinds: no value, no validations, no prefill.
export const SpacingElement = Type.Object(
  {
    type: Type.Literal('spacing'),
    key: ElementKey,
    name: Type.Optional(Type.String()),
    condition: Type.Optional(Condition),
  },
  { additionalProperties: false, title: 'spacing' },
);
export const PlainTextElement = Type.Object(
  {
    type: Type.Literal('plain_text'),
    key: ElementKey,
    name: Type.String(),
    supportingText: Type.Optional(Type.String()),
    condition: Type.Optional(Condition),
  },
  { additionalProperties: false, title: 'plain_text' },
);

/** Kinds allowed inside an owner group (all but `owner` and `date_part_select`). */
export const OwnerGroupElement = Type.Union(
  [
    TextElement,
    NumberElement,
    PhoneNumberElement,
    EmailElement,
    PasswordElement,
    SelectElement,
    TextareaElement,
    DatePickerElement,
    SpacingElement,
    PlainTextElement,
    RadioElement,
    CheckBoxElement,
    CountrySelectElement,
    FileElement,
    EnhancedFileElement,
    CurrencySelectElement,
  ],
  { title: 'OwnerGroupElements' },
);

export const OwnerElement = kind('owner', {
  elements: Type.Array(OwnerGroupElement, { minItems: 1, description: 'Fields of one owner record' }),
});

export const FormElement = Type.Union([...OwnerGroupElement.anyOf, OwnerElement, DatePartSelectElement], {
  title: 'FormElement',
});

/** Every element kind's object schema, by kind, for the validator's discriminated lookup. */
export const ELEMENT_SCHEMAS: Record<string, TObject> = Object.fromEntries(
  FormElement.anyOf.map((s) => [s.properties.type.const as string, s]),
);

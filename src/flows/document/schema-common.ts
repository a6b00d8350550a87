// JSON Schema pieces shared by elements and nodes: validations, conditions, options.
// Defined with TypeBox so the document types are derived from the very schema that
// validates uploads and is published under docs/.
import { Type, type TLiteral, type TUnion } from '@sinclair/typebox';

/** A union of string literals, emitted as `anyOf: [{const}]` (kept readable in the docs). */
export function literals<const T extends readonly string[]>(
  values: T,
  options: Record<string, unknown> = {},
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K] & string> }> {
  const members = values.map((v) => Type.Literal(v));
  return Type.Union(members, options) as unknown as TUnion<{ -readonly [K in keyof T]: TLiteral<T[K] & string> }>;
}

export const KeyPattern = '^[A-Za-z][A-Za-z0-9_-]{0,63}$';
export const NodeIdPattern = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
/** A calendar date, or a date relative to the day of submission: `today`, `-18y`, `+30d`, `-6m`. */
export const DateBoundPattern = '^([0-9]{4}-[0-9]{2}-[0-9]{2}|today|[+-][0-9]{1,4}[dmy])$';

export const ElementKey = Type.String({
  pattern: KeyPattern,
  description: 'Author-chosen key, unique in the document',
});
export const NodeId = Type.String({ pattern: NodeIdPattern });

const message = { errorMessage: Type.Optional(Type.String({ description: 'Shown instead of the default message' })) };
const count = Type.Integer({ minimum: 0 });

export const Validation = Type.Union(
  [
    Type.Object({ type: Type.Literal('required'), ...message }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('min'), value: Type.Number(), ...message }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('max'), value: Type.Number(), ...message }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('min_length'), value: count, ...message }, { additionalProperties: false }),
    Type.Object({ type: Type.Literal('max_length'), value: count, ...message }, { additionalProperties: false }),
    Type.Object(
      { type: Type.Literal('min_date'), value: Type.String({ pattern: DateBoundPattern }), ...message },
      { additionalProperties: false },
    ),
    Type.Object(
      { type: Type.Literal('max_date'), value: Type.String({ pattern: DateBoundPattern }), ...message },
      { additionalProperties: false },
    ),
    Type.Object(
      { type: Type.Literal('regex'), value: Type.String({ minLength: 1 }), ...message },
      { additionalProperties: false },
    ),
    Type.Object(
      { type: Type.Literal('max_number_of_elements'), value: Type.Integer({ minimum: 1 }), ...message },
      { additionalProperties: false },
    ),
    Type.Object(
      { type: Type.Literal('max_file_size'), value: Type.Integer({ minimum: 1, description: 'bytes' }), ...message },
      { additionalProperties: false },
    ),
  ],
  { description: 'One validation; the parameter, if any, is in `value`' },
);

const Scalar = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export const Comparable = Type.Object(
  {
    value: Type.Union([Scalar, Type.Array(Type.Union([Type.String(), Type.Number()]))]),
  },
  { additionalProperties: false },
);

export const Rule = Type.Object(
  {
    action: Type.Optional(literals(['show', 'hide'] as const)),
    fieldId: Type.String({
      minLength: 1,
      description:
        'Element key, service:<nodeId>.<path> (a service result) or step:<nodeId>.<path> (what a provider step received)',
    }),
    operator: literals(['null', 'hv', '=', '!=', 'cv', 'nc', '<', '>', 'in', 'nin'] as const),
    comparable: Type.Optional(Comparable),
  },
  { additionalProperties: false },
);

export const Condition = Type.Object(
  {
    type: literals(['AND', 'OR'] as const),
    rules: Type.Array(Rule, { minItems: 1 }),
  },
  { additionalProperties: false },
);

const optionName = Type.String({ minLength: 1, description: 'Value used when submitting' });
export const SelectOption = Type.Object({ name: optionName, label: Type.String() }, { additionalProperties: false });
export const ChoiceOption = Type.Object(
  {
    name: optionName,
    label: Type.String(),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const ClientPhoneNumber = Type.Object(
  {
    area: Type.String(),
    number: Type.Optional(Type.String()),
    country: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/** Opaque per-node configuration (service parameters, provider settings). */
export const Config = Type.Record(Type.String(), Type.Unknown());

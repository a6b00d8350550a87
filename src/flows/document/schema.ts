// JSON Schema of a whole flow document (the no-code builder's output). The file
// docs/flow-document.schema.json is generated from FlowDocumentSchema by gen-schema.ts and
// a test keeps the two identical.
import { Type, type TObject } from '@sinclair/typebox';
import { END_STATUSES, LANGUAGES, WEBHOOK_FORMATS } from './constants.js';
import { FormElement } from './schema-elements.js';
import { Condition, Config, NodeId, literals } from './schema-common.js';
import { SmsNode } from './schema-sms.js';
import { KybSearchNode } from './schema-kyb-search.js';
import { ElectronicIdNode } from './schema-electronic-id.js';
import { DocvNode } from './schema-document-step.js';
import { BusinessOcrNode, PersonOcrNode } from './schema-ocr-step.js';
import { FlowConnectorNode, FlowRef, SubsequentNode } from './schema-connected-flows.js';

const closed = { additionalProperties: false } as const;
const next = Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' }));

export const FormNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('form'),
    title: Type.Optional(Type.String()),
    subtitle: Type.Optional(Type.String()),
    elements: Type.Array(FormElement),
    next,
  },
  { ...closed, title: 'form' },
);

export const ConditionBranch = Type.Object(
  {
    condition: Condition,
    next: Type.String({ minLength: 1 }),
  },
  closed,
);

export const ConditionNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('condition'),
    branches: Type.Array(ConditionBranch, { minItems: 1, description: 'First branch whose condition holds wins' }),
    otherwise: Type.Optional(
      Type.String({ minLength: 1, description: 'Taken when no branch holds; absent means END' }),
    ),
  },
  { ...closed, title: 'condition' },
);

export const ServiceNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('service'),
    service: Type.String({
      minLength: 1,
      description:
        'Registered service name: http_request, screening, business_verification (docs/services.md) or owner_verification (docs/kyb-end-to-end.md); another name is a warning',
    }),
    config: Type.Optional(Config),
    next,
  },
  { ...closed, title: 'service' },
);

export const EndNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('end'),
    text: Type.Optional(Type.String()),
    redirectUrl: Type.Optional(Type.String()),
    status: Type.Optional(
      literals(END_STATUSES, { description: 'End client status set on arrival; default ACCEPTED' }),
    ),
    subsequentFlowId: Type.Optional({
      ...FlowRef,
      description:
        'A flow whose root is a `subsequent` node: arriving here issues a subsequent token for it, shown in the END step (docs/connected-flows.md)',
    }),
  },
  { ...closed, title: 'end' },
);

// Every provider step has a typed config of its own: `sms` (schema-sms.ts), `provider_kyb_search`
// (schema-kyb-search.ts), `provider_electronic_id` (schema-electronic-id.ts), `provider_doc_v`
// (schema-document-step.ts), `person_ocr` and `business_ocr` (schema-ocr-step.ts), `flow_connector`
// and `subsequent` (schema-connected-flows.ts).
export const ProviderNode = Type.Union([
  SmsNode,
  KybSearchNode,
  ElectronicIdNode,
  DocvNode,
  PersonOcrNode,
  BusinessOcrNode,
  FlowConnectorNode,
  SubsequentNode,
]);

export const FlowNode = Type.Union([FormNode, ConditionNode, ServiceNode, EndNode, ...ProviderNode.anyOf], {
  title: 'FlowNode',
});

/** Every node type's object schema, by type, for the validator's discriminated lookup. */
export const NODE_SCHEMAS: Record<string, TObject> = Object.fromEntries(
  FlowNode.anyOf.map((s) => [s.properties.type.const as string, s]),
);

const text = Type.Optional(Type.String());
export const ElementTranslation = Type.Object(
  {
    name: text,
    placeholder: text,
    supportingText: text,
    options: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Option label by option name' })),
    validations: Type.Optional(
      Type.Record(Type.String(), Type.String(), { description: 'Error message by validation type' }),
    ),
  },
  closed,
);
export const NodeTranslation = Type.Object(
  {
    title: text,
    subtitle: text,
    text,
    message: Type.Optional(Type.String({ description: 'SMS text of an sms node, with {code}' })),
  },
  closed,
);
export const LanguageTranslation = Type.Object(
  {
    nodes: Type.Optional(Type.Record(Type.String(), NodeTranslation, { description: 'By node id' })),
    elements: Type.Optional(
      Type.Record(Type.String(), ElementTranslation, {
        description: 'By element key; an owner group field is `<ownerKey>.<fieldKey>`',
      }),
    ),
  },
  closed,
);

export const FlowDocumentSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.Optional(Type.String()),
    authenticated: Type.Optional(Type.Boolean({ description: 'Require a bearer token of the tenant; default false' })),
    defaultLanguage: Type.Optional(
      literals(LANGUAGES, { description: 'Language of the texts in the nodes; default en-US' }),
    ),
    start: Type.Optional(Type.String({ minLength: 1, description: 'First node id; default the first node' })),
    nodes: Type.Array(FlowNode),
    translations: Type.Optional(
      Type.Record(Type.String(), LanguageTranslation, {
        propertyNames: { enum: [...LANGUAGES] },
        description: 'By x-hf-language code',
      }),
    ),
    abandonmentTimer: Type.Optional(
      Type.Object(
        {
          afterHours: Type.Number({
            minimum: 1,
            maximum: 8760,
            description: 'Hours without activity (fractions allowed), 1 to 8760 (a year)',
          }),
        },
        {
          ...closed,
          description: 'An IN_PROGRESS end client with no activity for this long becomes ABANDONED; absent means never',
        },
      ),
    ),
    layout: Type.Optional(
      Type.Record(Type.String(), Type.Object({ x: Type.Number(), y: Type.Number() }, closed), {
        description:
          'Where the Studio draws each node on its canvas, by node id (top-left corner, canvas units); the engine ignores it',
      }),
    ),
    webhook: Type.Optional(
      Type.Object(
        {
          url: Type.String({
            maxLength: 2048,
            pattern: '^https?://[^\\s/?#]+[^\\s]*$',
            description: "Absolute http(s) URL that receives this flow's events",
          }),
          format: Type.Optional(
            literals(WEBHOOK_FORMATS, {
              description:
                "standard (default): end_client.status_changed events; event_callback: the real API's EVENT_CALLBACK envelope after a URL_VERIFICATION handshake",
            }),
          ),
        },
        {
          ...closed,
          description:
            "Where this flow's events are sent and in which format (signed, retried; docs/webhooks.md); absent means nowhere",
        },
      ),
    ),
  },
  { ...closed, $id: 'https://onward.dev/schemas/flow-document.json', title: 'Onward flow document' },
);

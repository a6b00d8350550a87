/**
 * The flow document as the management API documents it: the very schema uploads are checked
 * against (src/flows/document/schema.ts), named FlowDocument, with per-node configuration (opaque
 * to the document schema) shown as JSON values rather than untyped.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { FlowDocumentSchema } from '../../flows/document/schema.js';

const SHAPE_KEYS = ['type', 'anyOf', 'oneOf', 'allOf', 'const', 'enum', 'not', '$ref'];

/** A JSON copy of `node` with every untyped schema under `patternProperties`/`additionalProperties` made a JsonValue. */
function typed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typed);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key === '$id') continue;
    if (key === 'patternProperties' && value !== null && typeof value === 'object') {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [
          k,
          untyped(v) ? { $ref: 'JsonValue' } : typed(v),
        ]),
      );
    } else if (key === 'additionalProperties' && untyped(value)) out[key] = { $ref: 'JsonValue' };
    else out[key] = typed(value);
  }
  return out;
}

function untyped(schema: unknown): boolean {
  return schema !== null && typeof schema === 'object' && !SHAPE_KEYS.some((k) => k in schema);
}

/** docs/flow-document.md's first example: a form, a condition on its answer, a second form, an end. */
export const FLOW_DOCUMENT_EXAMPLE = {
  name: 'Example',
  authenticated: false,
  start: 'about',
  nodes: [
    {
      id: 'about',
      type: 'form',
      title: 'About you',
      next: 'route',
      elements: [
        {
          key: 'country',
          type: 'country_select',
          name: 'Country',
          role: 'address_country',
          validations: [{ type: 'required' }],
        },
      ],
    },
    {
      id: 'route',
      type: 'condition',
      otherwise: 'done',
      branches: [
        {
          next: 'na',
          condition: {
            type: 'OR',
            rules: [{ fieldId: 'country', operator: 'in', comparable: { value: ['US', 'CA'] } }],
          },
        },
      ],
    },
    {
      id: 'na',
      type: 'form',
      title: 'North America',
      next: 'done',
      elements: [{ key: 'ssn', type: 'text', name: 'SSN', role: 'social_service_number' }],
    },
    { id: 'done', type: 'end', text: 'Thank you' },
  ],
};

export const FlowDocument = Type.Unsafe<unknown>({
  ...(typed(JSON.parse(JSON.stringify(FlowDocumentSchema))) as TSchema),
  $id: 'FlowDocument',
  description: 'A flow document (docs/flow-document.md): its nodes, start, languages and settings',
  examples: [FLOW_DOCUMENT_EXAMPLE],
});

/** A problem found in an uploaded document (a warning here; errors come as 422 4420 details). */
export const DocumentIssue = Type.Object(
  {
    code: Type.String({ description: 'Machine-readable, e.g. unknown_reference, unreachable_node' }),
    path: Type.String({ description: 'JSON pointer into the uploaded document' }),
    message: Type.String({ description: 'What is wrong, for the flow’s author' }),
    nodeId: Type.Optional(Type.String({ description: 'The node the problem is in' })),
    field: Type.Optional(Type.String({ description: 'The field of the node the problem is in' })),
    apiCode: Type.Optional(Type.Integer({ description: 'The API error code the problem would cause at run time' })),
  },
  {
    $id: 'DocumentIssue',
    additionalProperties: false,
    examples: [
      { code: 'unreachable_node', path: '/nodes/3', message: 'Node "old" is not reachable from start', nodeId: 'old' },
    ],
  },
);

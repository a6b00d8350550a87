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

export const FlowDocument = Type.Unsafe<unknown>({
  ...(typed(JSON.parse(JSON.stringify(FlowDocumentSchema))) as TSchema),
  $id: 'FlowDocument',
});

/** A problem found in an uploaded document (a warning here; errors come as 422 4420 details). */
export const DocumentIssue = Type.Object(
  {
    code: Type.String({ description: 'Machine-readable, e.g. unknown_reference, unreachable_node' }),
    path: Type.String({ description: 'JSON pointer into the uploaded document' }),
    message: Type.String(),
    nodeId: Type.Optional(Type.String()),
    field: Type.Optional(Type.String()),
    apiCode: Type.Optional(Type.Integer()),
  },
  { $id: 'DocumentIssue', additionalProperties: false },
);

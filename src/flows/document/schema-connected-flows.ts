// The nodes that tie flows together (docs/connected-flows.md): `flow_connector` hands the end
// client to another published flow of the tenant and continues (or ends) when it ends;
// `subsequent` is the root of a flow that continues an earlier end client by a subsequent token.
// An END node may name the subsequent flow its end client continues in (schema.ts EndNode).
import { Type } from '@sinclair/typebox';
import { NodeId, literals } from './schema-common.js';

/** A flow id, as FLOW_ID_PATTERN of the publication service (kept here: the document module imports nothing above it). */
export const FlowIdPattern = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
export const FlowRef = Type.String({ pattern: FlowIdPattern });

/** What the parent does when its connected run reaches an END. */
export const CONNECTOR_ON_END = ['continue', 'end'] as const;
export type ConnectorOnEnd = (typeof CONNECTOR_ON_END)[number];

export const ValueMapping = Type.Object(
  {
    from: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A field of this flow: its key, role or normalizedName',
    }),
    to: Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'A field of the connected flow: its key, element id, role or normalizedName',
    }),
  },
  { additionalProperties: false },
);

export const FlowConnectorConfig = Type.Object(
  {
    flowId: Type.String({
      pattern: FlowIdPattern,
      description: 'The connected flow: another flow of the tenant, published in the mode this flow runs in',
    }),
    mapping: Type.Optional(
      Type.Array(ValueMapping, {
        maxItems: 200,
        description:
          'Values carried into the connected run; absent: every value whose role or normalizedName the connected flow also has',
      }),
    ),
    onEnd: Type.Optional(
      literals(CONNECTOR_ON_END, {
        description:
          'When the connected run reaches its END: continue this flow at `next` (default), or end this flow with the connected run’s status',
      }),
    ),
  },
  { additionalProperties: false },
);

export const FlowConnectorNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('flow_connector'),
    title: Type.Optional(Type.String()),
    config: FlowConnectorConfig,
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  { additionalProperties: false, title: 'flow_connector' },
);

export const SubsequentNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('subsequent'),
    title: Type.Optional(Type.String()),
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  {
    additionalProperties: false,
    title: 'subsequent',
    description:
      'Root of a flow that continues an earlier end client: started with x-hf-subsequent-token, it is passed at once; without one it waits',
  },
);

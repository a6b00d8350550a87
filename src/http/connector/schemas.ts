/** Request and response shapes of the deprecated connector pair (docs/connector.md). */
import { Type } from '@sinclair/typebox';
import { EndClientId } from '../end-clients/schemas.js';
import { FlowParams, StepResponse } from '../flow-execution/schemas.js';

export const REPLACEMENT =
  'Deprecated: use signed URLs (POST /signed-url/{flowId}) to hand a session to an end user instead.';

export const ConnectorParams = Type.Object({
  clientId: { ...EndClientId, description: 'The end client (its x-hf-session value) to connect' },
  flowId: { ...FlowParams.properties.flowId, description: 'The flow to connect it to (same tenant, same mode)' },
});

// Base64url: 52 characters at least (an empty flow id is impossible), a few hundred at most.
export const ConnectParams = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 512,
    description: 'The token from GET /connector/{clientId}/{flowId}',
  }),
});

export const FlowConnectorResponse = Type.Object(
  {
    token: Type.String({
      description: 'Opaque signed token; redeem it with GET /flow-connect/{token} before it expires',
    }),
    clientId: Type.String({ description: 'The end client the token connects' }),
    flowId: Type.String({ description: 'The flow it connects to' }),
    expiresAt: Type.String({ format: 'date-time', description: 'When the token stops being accepted' }),
    expiresIn: Type.Integer({ description: 'Seconds from now until then (ONWARD_CONNECTOR_TOKEN_TTL_SECONDS)' }),
    connectUrl: Type.String({
      description: 'Where to redeem it: absolute under ONWARD_PUBLIC_URL when set, else a path',
    }),
  },
  { $id: 'FlowConnectorResponse', additionalProperties: false },
);

export const FlowConnectResponse = Type.Object(
  {
    flowId: Type.String(),
    endClientId: Type.String({ description: 'The session of flowId for this person; also in the x-hf-session header' }),
    sourceEndClientId: Type.String({ description: 'The end client the token named; linked to endClientId' }),
    created: Type.Boolean({ description: 'True when this call started the session; false when it already existed' }),
    prefilled: Type.Array(Type.String(), { description: 'Element ids this call prefilled from the source end client' }),
    step: StepResponse,
  },
  { $id: 'FlowConnectResponse' },
);

/** Request and response shapes of the deprecated connector pair (docs/connector.md). */
import { Type } from '@sinclair/typebox';
import { EndClientId } from '../end-clients/schemas.js';
import { FORM_STEP_EXAMPLE, FlowParams, StepResponse } from '../flow-execution/schemas.js';

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
  {
    $id: 'FlowConnectorResponse',
    additionalProperties: false,
    description: 'The connector token',
    examples: [
      {
        token: 'c1.eyJjIjoiMGI2YyIsImYiOiJreWItY29tcGFueSJ9.dGFn',
        clientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        flowId: 'kyb-company',
        expiresAt: '2026-11-24T10:20:30.000Z',
        expiresIn: 300,
        connectUrl: '/flow-connect/c1.eyJjIjoiMGI2YyIsImYiOiJreWItY29tcGFueSJ9.dGFn',
      },
    ],
  },
);

export const FlowConnectResponse = Type.Object(
  {
    flowId: Type.String({ description: 'The flow connected to' }),
    endClientId: Type.String({ description: 'The session of flowId for this person; also in the x-hf-session header' }),
    sourceEndClientId: Type.String({ description: 'The end client the token named; linked to endClientId' }),
    created: Type.Boolean({ description: 'True when this call started the session; false when it already existed' }),
    prefilled: Type.Array(Type.String(), { description: 'Element ids this call prefilled from the source end client' }),
    step: { ...StepResponse, description: 'The current step of that session' },
  },
  {
    $id: 'FlowConnectResponse',
    description: 'The connected session and its current step',
    examples: [
      {
        flowId: 'kyb-company',
        endClientId: '5d2e9a41-7c3b-4f60-8e15-a9b0c1d2e3f4',
        sourceEndClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        created: true,
        prefilled: ['6740f1c2a9e3b1d4c5f6a7b8'],
        step: FORM_STEP_EXAMPLE,
      },
    ],
  },
);

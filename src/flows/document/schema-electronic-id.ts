// The `provider_electronic_id` node (docs/verification.md). `provider` says who proves the identity:
// `builtin` runs an OpenID Connect login at the configured issuer (src/verification/eid) and the
// person cannot submit the step themselves; `tenant_backend` (also when `config` is absent, as
// before this setting existed) keeps the step completed by the tenant's integration with its
// bearer token. One closed object rather than a union, so a mistake is reported on its field
// (validate-electronic-id.ts says which fields each provider needs) instead of "no allowed form".
import { Type } from '@sinclair/typebox';
import { EidNodeConfigSchema } from './eid-config.js';
import { NodeId, literals } from './schema-common.js';

export const EID_PROVIDERS = ['builtin', 'tenant_backend'] as const;
export type EidProvider = (typeof EID_PROVIDERS)[number];

export const ElectronicIdConfig = Type.Object(
  {
    provider: literals(EID_PROVIDERS, {
      description:
        'builtin: Onward runs the OpenID Connect login itself (the fields below); tenant_backend: the tenant’s integration submits the result',
    }),
    returnUrl: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 2000,
        description:
          'builtin, started through the flow API: where the callback sends the browser afterwards (https), with ?session=<id>&outcome=verified|denied; absent: the callback answers the next step as JSON. The hosted page always returns to itself',
      }),
    ),
    // Optional here: validate-electronic-id.ts requires issuer, clientId and a secret for `builtin`.
    ...Type.Partial(EidNodeConfigSchema).properties,
  },
  { additionalProperties: false },
);

export const ElectronicIdNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('provider_electronic_id'),
    title: Type.Optional(Type.String()),
    config: Type.Optional(ElectronicIdConfig),
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  { additionalProperties: false, title: 'provider_electronic_id' },
);

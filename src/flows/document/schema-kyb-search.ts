// The `provider_kyb_search` node: the end user searches the business registry of one country and
// picks their business, which then seeds the rest of the flow (docs/kyb-search.md). Its config is
// a closed object so a typo in a setting fails at publish, not at run time.
import { Type } from '@sinclair/typebox';
import { NodeId } from './schema-common.js';

export const KybSearchConfig = Type.Object(
  {
    // Required: registries are per country and no default would be right for most flows. A flow
    // serving several countries branches on a country field into one search node per country.
    country: Type.String({
      pattern: '^[A-Z]{2}$',
      description: 'ISO 3166-1 alpha-2 code (upper case) of the registry searched; required',
    }),
    allowNotFound: Type.Optional(
      Type.Boolean({
        description: 'Whether the user may answer {"notFound": true} instead of picking a business; default false',
      }),
    ),
  },
  { additionalProperties: false },
);

export const KybSearchNode = Type.Object(
  {
    id: NodeId,
    type: Type.Literal('provider_kyb_search'),
    title: Type.Optional(Type.String()),
    config: KybSearchConfig,
    next: Type.Optional(Type.String({ minLength: 1, description: 'Next node id; absent means the END step' })),
  },
  { additionalProperties: false, title: 'provider_kyb_search' },
);

/**
 * What a provider_kyb_search step stores for its pick, so what a rule may read as
 * `step:<nodeId>.<field>`: `found` (false after `{"notFound": true}`), then the business's fields,
 * each present only when the registry has it (the engine's KybBusiness, src/engine/types.ts).
 */
export const KYB_STEP_FIELDS = [
  'found',
  'providerId',
  'name',
  'registrationNumber',
  'country',
  'address',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'legalForm',
  'status',
  'branch',
  'lei',
  'incorporationDate',
  'identifiers',
] as const;
export type KybStepField = (typeof KYB_STEP_FIELDS)[number];

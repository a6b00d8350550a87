/**
 * GET /end-clients/{endClientId} (and /test/...): an end client's status and everything its run
 * collected (details.ts). Not in the spec's endpoint table, whose error catalogue has 4110
 * "Could not retrieve full end client data" for exactly this read.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientDetailsService } from '../../end-clients/details.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const EndClientValue = Type.Object({
  nodeId: Type.String(),
  elementId: Type.String(),
  key: Type.String({ description: "The element's key in the flow document (`<ownerKey>.<key>` inside owner groups)" }),
  type: Type.String({ description: 'Element kind' }),
  name: Nullable(Type.String()),
  role: Nullable(Type.String()),
  normalizedName: Nullable(Type.String()),
  value: Type.Ref('FieldValue', {
    description:
      'As stored: phone numbers in E.164, numbers as numbers, check boxes as arrays of option names, owner groups as arrays of records by field id, files as file ids',
  }),
  source: Type.Union([Type.Literal('submitted'), Type.Literal('prefill')], {
    description: 'prefill: set by init data or a service and never submitted',
  }),
});

const EndClientFile = Type.Object({
  fileId: Type.String(),
  name: Type.String(),
  type: Type.String({ description: 'MIME type detected from the content' }),
  size: Type.Integer(),
  sha256: Type.String(),
  elementId: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const EndClientDetailsResponse = Type.Object(
  {
    endClientId: Type.String(),
    flowId: Type.String(),
    flowVersion: Type.Integer({ description: 'The published version the run started on (and keeps)' }),
    status: Type.String({ description: 'NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED' }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    currentStep: Nullable(
      Type.Object({
        nodeId: Type.String(),
        type: Type.String({ description: 'The step type, or pending while a service runs' }),
      }),
    ),
    endNodeId: Nullable(Type.String({ description: 'The END node reached, once the run is over' })),
    values: Type.Array(EndClientValue, {
      description:
        'Form values on the path the run took, in the order submitted, then prefilled values never submitted',
    }),
    providerSteps: Type.Array(Type.Ref('ProviderStepRecord'), {
      description: 'What the provider steps on the path received (sms, provider_kyb_search, provider_doc_v, ...), in path order',
    }),
    serviceResults: Type.Record(Type.String(), Type.Ref('ServiceResult'), {
      description:
        'The last result of each service node, by node id; the node’s service (screening, business_verification, http_request) says which shape',
    }),
    files: Type.Array(EndClientFile, {
      description: 'Files uploaded to the session, oldest first (GET .../files/{fileId} downloads one)',
    }),
    abandonAt: Nullable(
      Type.String({
        format: 'date-time',
        description: "When the flow's abandonment timer marks the run ABANDONED if nothing happens first",
      }),
    ),
  },
  { $id: 'EndClientDetails' },
);

export function registerGetEndClient(
  app: App,
  deps: { tokens: AccessTokens; endClientDetails: Pick<EndClientDetailsService, 'details'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'GET',
      path: '/end-clients/:endClientId',
      errors: [4100, 4110],
      summary: "Read an end client's status and collected data",
      description:
        'An Onward addition: status, position, the values submitted on the path the run took (with names, roles and normalizedNames), ' +
        "provider step submissions, service results and uploaded files. 404 4100 when the end client is not the caller's in this mode; " +
        '500 4110 when the flow version it ran cannot be loaded.',
      params: Type.Object({ endClientId: EndClientId }),
      response: { 200: EndClientDetailsResponse },
      asStored: true,
    },
    (scope, { params }) => deps.endClientDetails.details(scope, params.endClientId),
  );
}

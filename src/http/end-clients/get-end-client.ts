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
import { SCREENING_EXAMPLE, SMS_EXAMPLE } from './service-result-schemas.js';
import { OwnerCaseSchema, OwnerLinkSchema } from './owner-schemas.js';
import type { OwnerViews } from '../../owners/view.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const EndClientValue = Type.Object({
  nodeId: Type.String({ description: 'The form node the value was given on' }),
  elementId: Type.String({ description: 'The element’s generated id' }),
  key: Type.String({ description: "The element's key in the flow document (`<ownerKey>.<key>` inside owner groups)" }),
  type: Type.String({ description: 'Element kind' }),
  name: Nullable(Type.String({ description: 'The field label' })),
  role: Nullable(Type.String({ description: 'The element’s role' })),
  normalizedName: Nullable(Type.String({ description: 'The element’s normalizedName' })),
  value: Type.Ref('FieldValue', {
    description:
      'As stored: phone numbers in E.164, numbers as numbers, check boxes as arrays of option names, owner groups as arrays of records by field id, files as file ids',
  }),
  source: Type.Union([Type.Literal('submitted'), Type.Literal('prefill')], {
    description: 'prefill: set by init data or a service and never submitted',
  }),
});

const EndClientFile = Type.Object({
  fileId: Type.String({ description: 'GET .../files/{fileId} downloads it' }),
  name: Type.String({ description: 'The uploaded file name' }),
  type: Type.String({ description: 'MIME type detected from the content' }),
  size: Type.Integer({ description: 'Bytes' }),
  sha256: Type.String({ description: 'Hex SHA-256 of the content' }),
  elementId: Nullable(Type.String({ description: 'The element it was uploaded for' })),
  createdAt: Type.String({ format: 'date-time', description: 'When it was uploaded' }),
});

export const EndClientDetailsResponse = Type.Object(
  {
    endClientId: Type.String({ description: 'The run’s x-hf-session' }),
    flowId: Type.String({ description: 'The flow it runs' }),
    flowVersion: Type.Integer({ description: 'The published version the run started on (and keeps)' }),
    status: Type.String({ description: 'NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED' }),
    createdAt: Type.String({ format: 'date-time', description: 'When the run started' }),
    updatedAt: Type.String({ format: 'date-time', description: 'The latest change of its state or status' }),
    currentStep: Nullable(
      Type.Object(
        {
          nodeId: Type.String({ description: 'The node the run waits at' }),
          type: Type.String({ description: 'The step type, or pending while a service runs' }),
        },
        { description: 'Where the run stands; null once it reached its end' },
      ),
    ),
    endNodeId: Nullable(Type.String({ description: 'The END node reached, once the run is over' })),
    values: Type.Array(EndClientValue, {
      description:
        'Form values on the path the run took, in the order submitted, then prefilled values never submitted',
    }),
    providerSteps: Type.Array(Type.Ref('ProviderStepRecord'), {
      description:
        'What the provider steps on the path received (sms, provider_kyb_search, provider_doc_v, ...), in path order',
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
    owners: Type.Array(OwnerCaseSchema, {
      description:
        'A business end client’s owner cases (owner_verification nodes): each owner’s own end client and progress (docs/kyb-end-to-end.md)',
    }),
    ownerOf: OwnerLinkSchema,
  },
  {
    $id: 'EndClientDetails',
    description: 'The end client and what its run collected',
    examples: [
      {
        endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        flowId: 'kyc-person',
        flowVersion: 2,
        status: 'PENDING_REVIEW',
        createdAt: '2026-11-24T10:00:00.000Z',
        updatedAt: '2026-11-24T10:06:00.000Z',
        currentStep: null,
        endNodeId: 'review',
        values: [
          {
            nodeId: 'about',
            elementId: '6740f1c2a9e3b1d4c5f6a7b8',
            key: 'first_name',
            type: 'text',
            name: 'First name',
            role: 'first_name',
            normalizedName: null,
            value: 'Ivan',
            source: 'submitted',
          },
        ],
        providerSteps: [{ nodeId: 'verify-phone', type: 'sms', submitted: SMS_EXAMPLE }],
        serviceResults: { screen: SCREENING_EXAMPLE },
        files: [],
        abandonAt: null,
        owners: [],
        ownerOf: null,
      },
    ],
  },
);

export function registerGetEndClient(
  app: App,
  deps: {
    tokens: AccessTokens;
    endClientDetails: Pick<EndClientDetailsService, 'details'>;
    owners: Pick<OwnerViews, 'casesOf' | 'ownerOf'>;
  },
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
        'provider step submissions, service results and uploaded files; for a business end client its owner cases (each owner’s end client and progress), ' +
        "for an owner's end client the business case it belongs to. 404 4100 when the end client is not the caller's in this mode; " +
        '500 4110 when the flow version it ran cannot be loaded.',
      params: Type.Object({ endClientId: EndClientId }),
      response: { 200: EndClientDetailsResponse },
      asStored: true,
    },
    async (scope, { params }) => {
      // details() checks the end client is the caller's before the owner rows are read.
      const details = await deps.endClientDetails.details(scope, params.endClientId);
      const [owners, ownerOf] = await Promise.all([
        deps.owners.casesOf(details.endClientId, scope.mode),
        deps.owners.ownerOf(details.endClientId),
      ]);
      return { ...details, owners, ownerOf };
    },
  );
}

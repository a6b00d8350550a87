/**
 * GET /export/v2/query/client/{clientId} (and /test/...): the real API's end-client export, for
 * integrations written against it (export.ts). GET /end-clients/{id} reads the same data in
 * Onward's own, fuller shape.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientExportService } from '../../end-clients/export.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';
import { SCREENING_EXAMPLE } from './service-result-schemas.js';
import { OwnerCaseSchema } from './owner-schemas.js';
import type { OwnerViews } from '../../owners/view.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

const ExportedFlowData = Type.Object({
  endClientId: Type.String({ description: "The run's own id (its x-hf-session); the client's id for its own flow" }),
  flowVersion: Type.Integer({ description: 'The published version the run started on' }),
  status: Type.String({ description: "The run's status" }),
  completed: Type.Boolean({ description: 'The run reached an END node' }),
  fieldData: Type.Record(
    Type.String(),
    Type.Object({
      name: Nullable(Type.String({ description: 'The field label' })),
      value: Type.Ref('FieldValue', { description: 'The value, as stored' }),
      role: Nullable(Type.String({ description: 'The element’s role' })),
      normalizedName: Nullable(Type.String({ description: 'The element’s normalizedName' })),
    }),
    { description: 'By element id: the values on the path the run took, then prefilled values never submitted' },
  ),
  serviceData: Type.Array(Type.Ref('ServiceDataItem'), {
    description: 'Provider step submissions in path order, then the last result of each service node',
  }),
});

export const EndClientExportResponse = Type.Object(
  {
    id: Type.String({ description: 'The end client (its x-hf-session)' }),
    status: Type.String({ description: 'NOT_STARTED, IN_PROGRESS, PENDING_REVIEW, ACCEPTED, DECLINED or ABANDONED' }),
    created: Type.String({ format: 'date-time', description: 'When the run started' }),
    lastModified: Type.String({ format: 'date-time', description: 'The latest change of any run in flowData' }),
    flowData: Type.Record(Type.String(), ExportedFlowData, {
      description:
        "By flow id: the client's own run, and the runs the connector started from it (the same person in other flows)",
    }),
    owners: Type.Array(OwnerCaseSchema, {
      description:
        'An Onward addition: a business end client’s owner cases, each owner’s end client and result (docs/kyb-end-to-end.md)',
    }),
  },
  {
    $id: 'EndClientExport',
    description: 'The end client’s profile',
    examples: [
      {
        id: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        status: 'PENDING_REVIEW',
        created: '2026-11-24T10:00:00.000Z',
        lastModified: '2026-11-24T10:06:00.000Z',
        flowData: {
          'kyc-person': {
            endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
            flowVersion: 2,
            status: 'PENDING_REVIEW',
            completed: true,
            fieldData: {
              '6740f1c2a9e3b1d4c5f6a7b8': {
                name: 'First name',
                value: 'Ivan',
                role: 'first_name',
                normalizedName: null,
              },
            },
            serviceData: [{ nodeId: 'screen', serviceType: 'screening', data: SCREENING_EXAMPLE }],
          },
        },
        owners: [],
      },
    ],
  },
);

export function registerExportEndClient(
  app: App,
  deps: {
    tokens: AccessTokens;
    endClientExport: Pick<EndClientExportService, 'export'>;
    owners: Pick<OwnerViews, 'casesOf'>;
  },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'GET',
      path: '/export/v2/query/client/:clientId',
      errors: [4100, 4110, 4210],
      summary: "Export an end client's profile (the real API's export shape)",
      description:
        'Wire-compatible with the export API: status, timestamps and, per flow, whether the run completed, its field values by element id ' +
        "and its service data. 404 4100 when the end client is not the caller's in this mode; 500 4110 when a flow version it ran cannot be loaded.",
      params: Type.Object({ clientId: EndClientId }),
      response: { 200: EndClientExportResponse },
      asStored: true,
    },
    async (scope, { params }) => {
      // export() checks the end client is the caller's before the owner rows are read.
      const exported = await deps.endClientExport.export(scope, params.clientId);
      return { ...exported, owners: await deps.owners.casesOf(exported.id, scope.mode) };
    },
  );
}

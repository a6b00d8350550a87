/** Request and response schemas of the direct screening API (PascalCase, as the monitoring callback). */
import { Type } from '@sinclair/typebox';

const DATE = '^\\d{4}(-\\d{2}-\\d{2})?$';

export const ScreeningSubject = Type.Object(
  {
    FirstName: Type.Optional(Type.String({ maxLength: 200 })),
    LastName: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    DateOfBirth: Type.Optional(Type.String({ pattern: DATE, description: 'YYYY-MM-DD, or a bare year' })),
    Country: Type.Optional(Type.String({ maxLength: 100, description: 'ISO 3166-1 alpha-2 code or country name' })),
  },
  { additionalProperties: false },
);

const S = (description?: string) => Type.String(description ? { description } : {});
const closed = { additionalProperties: false } as const;
/** Sanction-list hit (src/screening/results.ts WLResult). */
const WLResult = Type.Object(
  {
    score: Type.Number(),
    individualName: S(),
    aliasList: S('Aliases separated by semicolons'),
    identifier: Type.Union([Type.String(), Type.Null()]),
    subjectMatched: S(),
    dateOfBirth: S('Day/month/year'),
    nationality: S(),
    sourceListType: S(),
    sourceRegion: S(),
    remarks: S(),
    caution: S(),
    URL: S(),
  },
  { ...closed, $id: 'WLResult' },
);
/** Adverse-media hit. */
const AMResult = Type.Object(
  { score: Type.Number(), subjectMatched: S(), text: S(), URL: S() },
  { ...closed, $id: 'AMResult' },
);
/** Politically exposed person hit. */
const PEPResult = Type.Object(
  {
    score: Type.Number(),
    name: S(),
    dateOfBirth: S(),
    country: S(),
    professionalHistory: Type.Array(Type.String()),
    URL: S(),
    PEPRelation: S(),
    PEPType: Type.Integer(),
  },
  { ...closed, $id: 'PEPResult' },
);
export const hitSchemas = [WLResult, AMResult, PEPResult];

export const MonitoringResult = Type.Object(
  {
    WatchlistState: Type.Union([Type.Literal('No Hit'), Type.Literal('Potential Hit')]),
    WatchlistData: Type.Union([
      Type.Object({ num_WL_hits: Type.Integer(), num_AM_hits: Type.Integer(), num_PEP_hits: Type.Integer() }),
      Type.Null(),
    ]),
    WatchlistFullName: Type.String(),
    WatchlistHitDetails: Type.Union([
      Type.Object(
        {
          WL_results: Type.Array(Type.Ref('WLResult')),
          AM_results: Type.Array(Type.Ref('AMResult')),
          PEP_results: Type.Array(Type.Ref('PEPResult')),
        },
        closed,
      ),
      Type.Null(),
    ]),
  },
  { ...closed, $id: 'MonitoringResult' },
);

export const ScreeningResult = Type.Object(
  {
    MonitoringResult: Type.Ref('MonitoringResult'),
    Provenance: Type.Array(
      Type.Object({ ListName: Type.String(), Version: Type.String(), PublishedAt: Type.String() }, closed),
    ),
  },
  { ...closed, $id: 'ScreeningResult' },
);

/** The callback record (spec, Resources B; src/monitoring/record.ts): the webhook body and a history item. */
export const CallbackRecord = Type.Object(
  {
    VerificationDoneOnDate: Type.String({ format: 'date-time' }),
    EnrollmentId: Type.String(),
    TransactionId: Type.String(),
    TransactionRecordId: Type.String(),
    CustomerReferenceId: Type.Optional(Type.String()),
    ScanReason: Type.Union([Type.Literal('Initial'), Type.Literal('Scheduled'), Type.Literal('ListUpdate')]),
    MonitoringResult: Type.Ref('MonitoringResult'),
    Provenance: Type.Array(
      Type.Object({ ListName: Type.String(), Version: Type.String(), PublishedAt: Type.String() }, closed),
    ),
  },
  { ...closed, $id: 'CallbackRecord' },
);

export const MAX_BATCH = 1000;

/** Request and response schemas of the direct screening API (PascalCase, as the monitoring callback). */
import { Type } from '@sinclair/typebox';

const DATE = '^\\d{4}(-\\d{2}-\\d{2})?$';

export const ScreeningSubject = Type.Object(
  {
    FirstName: Type.Optional(Type.String({ maxLength: 200, description: 'Given names' })),
    LastName: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: 'Family name, or the full name',
    }),
    DateOfBirth: Type.Optional(Type.String({ pattern: DATE, description: 'YYYY-MM-DD, or a bare year' })),
    Country: Type.Optional(Type.String({ maxLength: 100, description: 'ISO 3166-1 alpha-2 code or country name' })),
  },
  {
    additionalProperties: false,
    examples: [{ FirstName: 'Ivan', LastName: 'Petrov', DateOfBirth: '1961-03-04', Country: 'RU' }],
  },
);

const S = (description: string) => Type.String({ description });
const closed = { additionalProperties: false } as const;
const SCORE = 'Match score from 0 to 1; higher is closer';

const WL_EXAMPLE = {
  score: 0.93,
  individualName: 'Ivan Petrov',
  aliasList: 'Ivan Petroff;I. Petrov',
  identifier: 'SDN-12345',
  subjectMatched: 'Ivan Petrov',
  dateOfBirth: '04/03/1961',
  nationality: 'Russia',
  sourceListType: 'SDN',
  sourceRegion: 'United States',
  remarks: 'Program: UKRAINE-EO13661',
  caution: '',
  URL: 'https://sanctionssearch.ofac.treas.gov/',
};
const MONITORING_EXAMPLE = {
  WatchlistState: 'Potential Hit',
  WatchlistData: { num_WL_hits: 1, num_AM_hits: 0, num_PEP_hits: 0 },
  WatchlistFullName: 'Ivan Petrov',
  WatchlistHitDetails: { WL_results: [WL_EXAMPLE], AM_results: [], PEP_results: [] },
};
const PROVENANCE_EXAMPLE = [{ ListName: 'OFAC SDN', Version: '2026-11-20', PublishedAt: '2026-11-20T00:00:00Z' }];
export const SCREENING_RESULT_EXAMPLE = { MonitoringResult: MONITORING_EXAMPLE, Provenance: PROVENANCE_EXAMPLE };

/** Sanction-list hit (src/screening/results.ts WLResult). */
const WLResult = Type.Object(
  {
    score: Type.Number({ description: SCORE }),
    individualName: S('The listed name'),
    aliasList: S('Aliases separated by semicolons'),
    identifier: Type.Union([Type.String(), Type.Null()], {
      description: 'The list’s id of the entry, when it has one',
    }),
    subjectMatched: S('The name or alias that matched'),
    dateOfBirth: S('Day/month/year; empty when the list gives none'),
    nationality: S('Nationality, as the list gives it'),
    sourceListType: S('The list the entry is on, e.g. SDN'),
    sourceRegion: S('Who publishes the list'),
    remarks: S('The list’s remarks (programmes, other names)'),
    caution: S('The list’s caution note'),
    URL: S('Where the entry is published'),
  },
  { ...closed, $id: 'WLResult', description: 'A sanctions-list hit', examples: [WL_EXAMPLE] },
);
/** Adverse-media hit. */
const AMResult = Type.Object(
  {
    score: Type.Number({ description: SCORE }),
    subjectMatched: S('The name the article is about'),
    text: S('Excerpt of the article'),
    URL: S('The article'),
  },
  { ...closed, $id: 'AMResult', description: 'An adverse-media hit' },
);
/** Politically exposed person hit. */
const PEPResult = Type.Object(
  {
    score: Type.Number({ description: SCORE }),
    name: S('The listed name'),
    dateOfBirth: S('Date of birth, as the list gives it'),
    country: S('Country of the position'),
    professionalHistory: Type.Array(Type.String(), { description: 'Positions held' }),
    URL: S('Where the entry is published'),
    PEPRelation: S('The relation to the exposed person (self, family member, close associate)'),
    PEPType: Type.Integer({ description: 'PEP tier as the list grades it' }),
  },
  { ...closed, $id: 'PEPResult', description: 'A politically exposed person hit' },
);
export const hitSchemas = [WLResult, AMResult, PEPResult];

export const MonitoringResult = Type.Object(
  {
    WatchlistState: Type.Union([Type.Literal('No Hit'), Type.Literal('Potential Hit')], {
      description: 'Potential Hit when any list matched above its threshold',
    }),
    WatchlistData: Type.Union(
      [
        Type.Object({
          num_WL_hits: Type.Integer({ description: 'Sanctions hits' }),
          num_AM_hits: Type.Integer({ description: 'Adverse-media hits' }),
          num_PEP_hits: Type.Integer({ description: 'PEP hits' }),
        }),
        Type.Null(),
      ],
      { description: 'Hit counts; null without a hit' },
    ),
    WatchlistFullName: S('The name screened'),
    WatchlistHitDetails: Type.Union(
      [
        Type.Object(
          {
            WL_results: Type.Array(Type.Ref('WLResult'), { description: 'Sanctions hits, best first' }),
            AM_results: Type.Array(Type.Ref('AMResult'), { description: 'Adverse-media hits, best first' }),
            PEP_results: Type.Array(Type.Ref('PEPResult'), { description: 'PEP hits, best first' }),
          },
          closed,
        ),
        Type.Null(),
      ],
      { description: 'The hits; null without a hit' },
    ),
  },
  {
    ...closed,
    $id: 'MonitoringResult',
    description: 'A screening’s outcome, in the monitoring callback’s shape',
    examples: [MONITORING_EXAMPLE],
  },
);

const Provenance = Type.Array(
  Type.Object(
    {
      ListName: S('List name'),
      Version: S('The list snapshot searched'),
      PublishedAt: S('When the list publisher issued that snapshot'),
    },
    closed,
  ),
  { description: 'The list snapshots searched (audit trail)' },
);

export const ScreeningResult = Type.Object(
  {
    MonitoringResult: Type.Ref('MonitoringResult'),
    Provenance,
  },
  {
    ...closed,
    $id: 'ScreeningResult',
    description: 'A screening’s outcome and the lists it searched',
    examples: [SCREENING_RESULT_EXAMPLE],
  },
);

/** The callback record (spec, Resources B; src/monitoring/record.ts): the webhook body and a history item. */
export const CALLBACK_RECORD_EXAMPLE = {
  VerificationDoneOnDate: '2026-11-24T06:00:00.000Z',
  EnrollmentId: '6f1c0e0a-2b1d-4f7e-9a43-0d3b7b6f8a21',
  TransactionId: '0193b8c2-5d1e-7a3f-9c21-4e8f2a6b1d03',
  TransactionRecordId: '0193b8c2-5d1e-7a3f-9c21-4e8f2a6b1d04',
  CustomerReferenceId: 'customer-4711',
  ScanReason: 'Scheduled',
  MonitoringResult: MONITORING_EXAMPLE,
  Provenance: PROVENANCE_EXAMPLE,
};

export const CallbackRecord = Type.Object(
  {
    VerificationDoneOnDate: Type.String({ format: 'date-time', description: 'When the scan ran' }),
    EnrollmentId: S('The enrollment (UUID)'),
    TransactionId: S('Id of this scan'),
    TransactionRecordId: S('Id of this record of the scan'),
    CustomerReferenceId: Type.Optional(S('The CustomerReferenceId given at enrollment')),
    ScanReason: Type.Union([Type.Literal('Initial'), Type.Literal('Scheduled'), Type.Literal('ListUpdate')], {
      description: 'Initial: at enrollment; Scheduled: the frequency’s rescan; ListUpdate: a list changed',
    }),
    MonitoringResult: Type.Ref('MonitoringResult'),
    Provenance,
  },
  {
    ...closed,
    $id: 'CallbackRecord',
    description: 'One scan of an enrolled individual: the webhook body, and an item of the history',
    examples: [CALLBACK_RECORD_EXAMPLE],
  },
);

export const MAX_BATCH = 1000;

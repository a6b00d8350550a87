/**
 * What a run stores, as the end-client reads (GET /end-clients/{id}, the export) return it: the
 * result of each service node and what each provider step received. One schema per stored shape,
 * each checked at compile time against the domain type that produces it.
 *
 * EXTENSION POINT. A new service or provider step that stores something adds one entry:
 * - a service node's result: a schema here and an entry in SERVICE_RESULTS (by its service name);
 * - a provider step's stored submission: a schema here and its step type's entry in STEP_RESULTS.
 * The unions `ServiceResult`, `ProviderStepRecord` and `ServiceDataItem` are built from these two
 * lists, and every schema is registered as a component (serviceResultSchemas). The contract check
 * of the test suite refuses a stored shape that no entry describes.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ScreeningData } from '../../services/screening-service.js';
import type { BusinessVerificationData } from '../../services/business-verification.js';
import type { HttpRequestData } from '../../services/http-request.js';
// The port's types only: the reader itself (OCR, pdf.js) is not loaded by the HTTP layer.
import { BUSINESS_FIELDS, PERSON_FIELDS, type DocumentReading } from '../../verification/reading/types.js';
import type { ProviderNodeType } from '../../flows/document/constants.js';
import { literals } from '../../flows/document/schema-common.js';
import { KybBusiness } from '../flow-execution/schemas.js';
import { OwnerVerificationServiceResult } from './owner-schemas.js';

const LISTS = ['sanctions', 'pep', 'adverse_media'] as const;

export const SCREENING_EXAMPLE = {
  hit: true,
  matchCount: 1,
  topScore: 0.93,
  counts: { sanctions: 1, pep: 0, adverse_media: 0 },
  matches: [
    {
      list: 'sanctions',
      source: 'SDN',
      name: 'Ivan Petrov',
      matchedName: 'Ivan Petrov',
      score: 0.93,
      dateOfBirth: '1961-03-04',
      country: 'RU',
    },
  ],
  screenedName: 'Ivan Petrov',
  lists: [{ name: 'OFAC SDN', version: '2026-11-20' }],
};

export const ScreeningServiceResult = Type.Object(
  {
    hit: Type.Boolean({ description: 'At least one match scored above the threshold' }),
    matchCount: Type.Integer({ description: 'Every match above the threshold (`matches` holds the best of them)' }),
    topScore: Type.Number({ description: 'Best score from 0 to 1; 0 without matches' }),
    counts: Type.Object(
      {
        sanctions: Type.Integer({ description: 'Matches on sanctions lists' }),
        pep: Type.Integer({ description: 'Matches on PEP lists' }),
        adverse_media: Type.Integer({ description: 'Matches in adverse media' }),
      },
      { additionalProperties: false, description: 'Matches per list kind' },
    ),
    matches: Type.Array(
      Type.Object(
        {
          list: literals(LISTS, { description: 'The list kind the match is on' }),
          source: Type.String({ description: 'The list type the record comes from (`SDN`, `PEP`, `Adverse media`)' }),
          name: Type.String({ description: 'The listed name' }),
          matchedName: Type.String({ description: 'The name or alias of the record that matched' }),
          score: Type.Number({ description: 'Match score from 0 to 1' }),
          dateOfBirth: Type.Optional(Type.String({ description: 'The record’s date of birth, as the list gives it' })),
          country: Type.Optional(Type.String({ description: 'The record’s nationality or country' })),
          url: Type.Optional(Type.String({ description: 'Where the record or article is published' })),
        },
        { additionalProperties: false },
      ),
      { description: 'The best matches, best first (at most the node’s maxMatches)' },
    ),
    screenedName: Type.String({ description: 'The name that was screened' }),
    lists: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'List name' }),
          version: Type.String({ description: 'The list snapshot searched' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The list snapshots searched (audit trail)' },
    ),
  },
  {
    $id: 'ScreeningServiceResult',
    title: 'screening',
    additionalProperties: false,
    description: 'A `screening` service node’s result (docs/services.md); rules read it as service:<nodeId>.<field>',
    examples: [SCREENING_EXAMPLE],
  },
);

const verdict = (description: string) =>
  literals(['match', 'no_match', 'missing'] as const, {
    description: `${description}: match, no_match, or missing (not given or not in the registry)`,
  });

export const BusinessVerificationServiceResult = Type.Object(
  {
    match: literals(['match', 'partial', 'no_match'] as const, {
      description: 'match: every given field matches; partial: some do; no_match: no record matches name or number',
    }),
    fields: Type.Object(
      {
        companyName: verdict('Company name'),
        registrationNumber: verdict('Registration number'),
        country: verdict('Country'),
        address: verdict('Address'),
        city: verdict('City'),
        state: verdict('State or region'),
        postalCode: verdict('Postal code'),
      },
      { additionalProperties: false, description: 'The verdict per field' },
    ),
    record: Type.Union(
      [
        Type.Object(
          {
            providerId: Type.String({ description: 'The registry’s id of the record' }),
            name: Type.String({ description: 'Registered name' }),
            registrationNumber: Type.String({ description: 'Registration number' }),
            country: Type.String({ description: 'ISO 3166-1 alpha-2 country of registration' }),
            status: Type.String({ description: 'Registry status (active, inactive, dissolved, unknown)' }),
            legalForm: Type.String({ description: 'ISO 20275 code or the registry’s wording' }),
            address: Type.String({ description: 'Address on one line' }),
            source: Type.String({ description: 'The registry the record comes from' }),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'The registry record compared with, or null without one' },
    ),
  },
  {
    $id: 'BusinessVerificationServiceResult',
    title: 'business_verification',
    additionalProperties: false,
    description: 'A `business_verification` service node’s result (docs/services.md)',
    examples: [
      {
        match: 'partial',
        fields: {
          companyName: 'match',
          registrationNumber: 'match',
          country: 'match',
          address: 'no_match',
          city: 'match',
          state: 'missing',
          postalCode: 'missing',
        },
        record: {
          providerId: 'gb-ch:01234567',
          name: 'EXAMPLE TRADING LIMITED',
          registrationNumber: '01234567',
          country: 'GB',
          status: 'active',
          legalForm: 'ltd',
          address: '1 High Street, London, EC1A 1AA',
          source: 'gb-ch',
        },
      },
    ],
  },
);

/**
 * The body and picked fields are whatever the tenant's own endpoint answered: Onward stores them
 * as received, so they are the one place a service result is any JSON (JsonValue).
 */
export const HttpRequestServiceResult = Type.Object(
  {
    status: Type.Integer({ description: 'HTTP status the endpoint answered' }),
    body: Type.Ref('JsonValue', {
      description: 'The endpoint’s answer: parsed JSON when it is JSON, else its text; null when empty',
    }),
    fields: Type.Record(Type.String(), Type.Ref('JsonValue'), {
      description: 'Values the node’s responseMapping picked from the body, by name (null when absent)',
    }),
  },
  {
    $id: 'HttpRequestServiceResult',
    title: 'http_request',
    additionalProperties: false,
    description: 'An `http_request` service node’s result (docs/services.md): the tenant’s endpoint’s own answer',
    examples: [{ status: 200, body: { approved: true, score: 712 }, fields: { approved: true } }],
  },
);

/** Service name → the schema of its stored result. Add a service here (see the file comment). */
export const SERVICE_RESULTS = [
  ['screening', ScreeningServiceResult],
  ['business_verification', BusinessVerificationServiceResult],
  ['http_request', HttpRequestServiceResult],
  ['owner_verification', OwnerVerificationServiceResult],
] as const satisfies ReadonlyArray<readonly [string, TSchema]>;

export const SMS_EXAMPLE = { verified: true, phoneNumber: '+46701234567', verifiedAt: '2026-11-24T10:15:30.000Z' };

export const SmsVerification = Type.Object(
  {
    verified: Type.Literal(true, { description: 'The code was entered correctly' }),
    phoneNumber: Type.String({ description: 'The verified number, E.164' }),
    verifiedAt: Type.String({ format: 'date-time', description: 'When the code was entered' }),
  },
  {
    $id: 'SmsVerification',
    title: 'sms',
    additionalProperties: false,
    description: 'What an sms step stores once its code is verified (docs/sms.md)',
    examples: [SMS_EXAMPLE],
  },
);

export const KybSearchPick = Type.Union(
  [
    Type.Object(
      {
        found: Type.Literal(true, { description: 'A registered business was picked' }),
        ...KybBusiness.properties,
      },
      { additionalProperties: false },
    ),
    Type.Object(
      { found: Type.Literal(false, { description: 'The end user said the business is not in the registry' }) },
      { additionalProperties: false },
    ),
  ],
  {
    $id: 'KybSearchPick',
    title: 'provider_kyb_search',
    description:
      'What a provider_kyb_search step stores (docs/kyb-search.md): the picked business, or found: false; rules read it as step:<nodeId>.<field>',
    examples: [
      {
        found: true,
        providerId: 'gb-ch:01234567',
        name: 'EXAMPLE TRADING LIMITED',
        country: 'GB',
        registrationNumber: '01234567',
        address: '1 High Street, London, EC1A 1AA',
        city: 'London',
        postalCode: 'EC1A 1AA',
        status: 'active',
        branch: false,
      },
    ],
  },
);

/**
 * Provider steps whose result comes from the tenant's own integration (or the connected flow):
 * the submit is stored as sent, so its values are the integration's own JSON.
 */
export const IntegrationStepData = Type.Object(
  {},
  {
    $id: 'IntegrationStepData',
    title: 'integration result',
    additionalProperties: Type.Ref('JsonValue'),
    description:
      'What a provider step received from the tenant’s integration (provider_doc_v, provider_electronic_id, person_ocr, business_ocr), the connected flow (flow_connector) or a subsequent submit, stored as sent',
    examples: [{ verdict: 'approved', documentType: 'passport' }],
  },
);

export const OCR_READING_EXAMPLE = {
  outcome: 'read',
  kind: 'business',
  source: 'pdf_text',
  values: [
    { field: 'company_name', role: 'company_name', value: 'Example Trading Ltd', confidence: 1, label: 'Company name' },
    { field: 'registration_number', role: 'company_nr', value: '01234567', confidence: 0.95, label: 'Company number' },
  ],
  missing: ['date_of_incorporation'],
  pageConfidence: 0.96,
  file: '7b0c2f7e-3f0a-4d61-9a55-2f1e1f0a9c11',
};

const READ_FIELDS = [...new Set([...PERSON_FIELDS, ...BUSINESS_FIELDS])];

/** What a built-in person_ocr / business_ocr step stores once its document was read (src/engine/ocr-step.ts). */
export const OcrReadingData = Type.Object(
  {
    outcome: Type.Literal('read', {
      description: 'The document was read (a document that was not never reaches the path)',
    }),
    kind: literals(['person', 'business'] as const, { description: 'person_ocr or business_ocr' }),
    source: literals(['image_ocr', 'pdf_text', 'pdf_ocr'] as const, {
      description: 'OCR of a photo or scan, a PDF’s text layer, or OCR of a PDF page without one',
    }),
    values: Type.Array(
      Type.Object(
        {
          field: literals(READ_FIELDS, { description: 'The structured field it belongs to' }),
          role: Type.String({ description: 'The flow role it prefills (first_name, dob, company_nr, ...)' }),
          value: Type.String({ description: 'As read; dates YYYY-MM-DD' }),
          confidence: Type.Number({
            description:
              '0-1: OCR confidence in the line (1 for a PDF text layer) times how surely the value was found',
          }),
          label: Type.Union([Type.String(), Type.Null()], { description: 'The printed label it followed' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Every value read, one per role' },
    ),
    missing: Type.Array(literals(READ_FIELDS), {
      description: 'Fields asked for but not found (none of them required)',
    }),
    pageConfidence: Type.Number({ description: 'Mean line confidence of the page, 0-1' }),
    file: Type.String({ description: 'The uploaded document’s file id' }),
  },
  {
    $id: 'OcrReadingData',
    title: 'OCR reading',
    additionalProperties: false,
    description:
      'What a built-in person_ocr or business_ocr step read (docs/verification.md); rules read it as step:<nodeId>.<field>',
    examples: [OCR_READING_EXAMPLE],
  },
);

/** An OCR step stores the built-in reading or, with provider tenant_backend, the integration's result. */
export const OcrStepData = Type.Union([Type.Ref('OcrReadingData'), Type.Ref('IntegrationStepData')], {
  $id: 'OcrStepData',
  title: 'person_ocr / business_ocr',
  description:
    'The built-in reading (OcrReadingData) or, for provider tenant_backend, the integration’s result as sent',
});

/** Provider step type → the schema of what it stores. Change or add a step's entry here. */
export const STEP_RESULTS = [
  ['sms', SmsVerification],
  ['provider_kyb_search', KybSearchPick],
  ['provider_doc_v', IntegrationStepData],
  ['provider_electronic_id', IntegrationStepData],
  ['person_ocr', OcrStepData],
  ['business_ocr', OcrStepData],
  ['flow_connector', IntegrationStepData],
  ['subsequent', IntegrationStepData],
] as const satisfies ReadonlyArray<readonly [ProviderNodeType, TSchema]>;

const ref = (schema: TSchema, description?: string) =>
  Type.Ref(schema.$id ?? '', description === undefined ? {} : { description });

export const ServiceResult = Type.Union(
  SERVICE_RESULTS.map(([, schema]) => ref(schema)),
  {
    $id: 'ServiceResult',
    description: `A service node’s stored result; the node’s service says which: ${SERVICE_RESULTS.map(([name]) => name).join(', ')}`,
  },
);

const uniqueSchemas = [...new Set(STEP_RESULTS.map(([, schema]) => schema))];

/** GET /end-clients/{id} providerSteps[]: one variant per step type, `type` tells which. */
export const ProviderStepRecord = Type.Union(
  STEP_RESULTS.map(([type, schema]) =>
    Type.Object(
      {
        nodeId: Type.String({ description: 'The step’s node id' }),
        type: Type.Literal(type),
        submitted: ref(schema, 'What the step received'),
      },
      { additionalProperties: false, title: type },
    ),
  ),
  {
    $id: 'ProviderStepRecord',
    description: 'A provider step on the run’s path and what it received; `type` tells which',
    examples: [{ nodeId: 'verify-phone', type: 'sms', submitted: SMS_EXAMPLE }],
  },
);

/** The export's serviceData[]: services by their name, provider steps by their type; `serviceType` tells which. */
export const ServiceDataItem = Type.Union(
  [
    ...STEP_RESULTS.map(([type, schema]) => [type, schema, 'What the provider step received'] as const),
    ...SERVICE_RESULTS.map(([name, schema]) => [name, schema, 'The service’s stored result'] as const),
  ].map(([serviceType, schema, description]) =>
    Type.Object(
      {
        nodeId: Type.String({ description: 'The node id of the step or service' }),
        serviceType: Type.Literal(serviceType),
        data: ref(schema, description),
      },
      { additionalProperties: false, title: serviceType },
    ),
  ),
  {
    $id: 'ServiceDataItem',
    description:
      'A provider step’s submission or a service node’s result; `serviceType` is the service name or the provider step type',
    examples: [{ nodeId: 'screen', serviceType: 'screening', data: SCREENING_EXAMPLE }],
  },
);

/** Registered with app.addSchema so that every route refers to one component each. */
export const serviceResultSchemas: TSchema[] = [
  ...SERVICE_RESULTS.map(([, schema]) => schema),
  OcrReadingData,
  ...uniqueSchemas,
  ServiceResult,
  ProviderStepRecord,
  ServiceDataItem,
];

// Compile-time checks: each documented result is what its service stores (src/services).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// Exported only so that noUnusedLocals keeps the checks.
export const RESULTS_AS_STORED: [
  Same<Static<typeof ScreeningServiceResult>, ScreeningData>,
  Same<Static<typeof BusinessVerificationServiceResult>, BusinessVerificationData>,
  Same<Static<typeof HttpRequestServiceResult>, HttpRequestData>,
] = [true, true, true];

/** The stored reading is the reader's `read` result plus the file id (src/engine/ocr-step.ts). */
export const READING_AS_STORED: Same<
  Static<typeof OcrReadingData>,
  Extract<DocumentReading, { outcome: 'read' }> & { file: string }
> = true;

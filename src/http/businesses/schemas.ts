/** Response schemas of the business search, shared by POST /v3/business/autocomplete and a provider_kyb_search step's search. */
import { Type } from '@sinclair/typebox';
import { VERIFY_FIELDS } from '../../businesses/verify.js';

const closed = { additionalProperties: false } as const;
const Identifier = Type.Object(
  { Number: Type.String(), Type: Type.String({ description: 'e.g. Business Registration Number, Tax Id Number' }) },
  closed,
);

/** Why a result ranks where it does (request Explain: true; src/businesses/ranking.ts). */
const Explanation = Type.Object(
  {
    MatchedWords: Type.Array(
      Type.Object(
        {
          Query: Type.String(),
          Matched: Type.Union([Type.String(), Type.Null()]),
          Typos: Type.Integer(),
          Exact: Type.Boolean(),
          Prefix: Type.Boolean(),
          Optional: Type.Boolean(),
        },
        closed,
      ),
    ),
    WordsMatched: Type.Integer(),
    Words: Type.Integer(),
    Typos: Type.Integer(),
    WholeName: Type.Boolean(),
    LastWordComplete: Type.Boolean(),
    StartsWithFirstWord: Type.Boolean(),
    InOrder: Type.Boolean(),
    LocationBoost: Type.Object({ City: Type.Boolean(), State: Type.Boolean() }, closed),
    LegalFormWordsMatched: Type.Integer(),
    Status: Type.String(),
    Branch: Type.Boolean(),
    Approximate: Type.Boolean(),
    Digits: Type.Object({}, { additionalProperties: Type.Number(), description: 'Ranking components by name' }),
  },
  { ...closed, description: 'Ranking explanation' },
);

/** GET /v3/business/prefill/{PrefillId}: the full record (src/businesses/api-shape.ts). */
export const BusinessRecordItem = Type.Object(
  {
    ProviderID: Type.String(),
    CountryCode: Type.String(),
    CompanyName: Type.String(),
    OtherNames: Type.Array(Type.String()),
    BusinessRegistrationNumber: Type.String(),
    Address: Type.String(),
    Address1: Type.String(),
    Address2: Type.String(),
    Region: Type.String(),
    City: Type.String(),
    PostalCode: Type.String(),
    Status: Type.String(),
    Branch: Type.Boolean(),
    LegalForm: Type.String(),
    LEI: Type.String(),
    IncorporationDate: Type.String(),
    Source: Type.String(),
    BusinessIdentifiers: Type.Array(Identifier),
  },
  { ...closed, $id: 'BusinessRecord' },
);

const Verdict = Type.Union([Type.Literal('match'), Type.Literal('no_match'), Type.Literal('missing')]);
export const VerifyRequest = Type.Object(
  {
    CountryCode: Type.String({ description: 'ISO 3166-1 alpha-2' }),
    CompanyName: Type.Optional(Type.String()),
    BusinessRegistrationNumber: Type.Optional(Type.String()),
    Address1: Type.Optional(Type.String()),
    City: Type.Optional(Type.String()),
    State: Type.Optional(Type.String()),
    PostalCode: Type.Optional(Type.String()),
  },
  { ...closed, examples: [{ CountryCode: 'GB', CompanyName: 'Example Ltd', BusinessRegistrationNumber: '01234567' }] },
);
export const VerifyResponse = Type.Object(
  {
    Match: Type.Union([Type.Literal('match'), Type.Literal('partial'), Type.Literal('no_match')], {
      description: 'match: every submitted field matches; partial: some do; no_match: no registry record',
    }),
    Fields: Type.Object(Object.fromEntries(VERIFY_FIELDS.map((f) => [f, Verdict])), closed),
    Record: Type.Union([Type.Ref('BusinessRecord'), Type.Null()]),
  },
  closed,
);

export const AutocompleteRequest = Type.Object(
  {
    PackageId: Type.Optional(Type.String()),
    CountryCode: Type.String({ description: 'Two letters' }),
    CompanyName: Type.String({ description: 'Partial business name' }),
    State: Type.Optional(Type.String()),
    City: Type.Optional(Type.String()),
    Limit: Type.Optional(Type.Integer({ minimum: 1 })),
    Explain: Type.Optional(Type.Boolean({ description: 'Add an Explanation to each result' })),
  },
  { ...closed, examples: [{ CountryCode: 'GB', CompanyName: 'acme wid', Limit: 5 }] },
);

export const AutocompleteResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          ProviderID: Type.String(),
          CompanyName: Type.String(),
          BusinessRegistrationNumber: Type.String(),
          Address: Type.String(),
          Address1: Type.String(),
          Region: Type.String(),
          City: Type.String(),
          PostalCode: Type.String(),
          PrefillId: Type.String(),
          NumberOfDuplicates: Type.Integer(),
          Ranking: Type.Number({ minimum: 0, maximum: 1 }),
          BusinessIdentifiers: Type.Array(Identifier),
          Explanation: Type.Optional(Explanation),
        },
        closed,
      ),
      { description: 'Most likely match first' },
    ),
  },
  closed,
);

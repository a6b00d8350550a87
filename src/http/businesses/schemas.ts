/** Response schemas of the business search, shared by POST /v3/business/autocomplete and a provider_kyb_search step's search. */
import { Type } from '@sinclair/typebox';
import { VERIFY_FIELDS } from '../../businesses/verify.js';

const closed = { additionalProperties: false } as const;
const Identifier = Type.Object(
  {
    Number: Type.String({ description: 'The identifier' }),
    Type: Type.String({ description: 'e.g. Business Registration Number, Tax Id Number' }),
  },
  closed,
);

/** Why a result ranks where it does (request Explain: true; src/businesses/ranking.ts). */
const Explanation = Type.Object(
  {
    MatchedWords: Type.Array(
      Type.Object(
        {
          Query: Type.String({ description: 'A word of the query' }),
          Matched: Type.Union([Type.String(), Type.Null()], {
            description: 'The word of the name it matched; null when none did',
          }),
          Typos: Type.Integer({ description: 'Typos between the two' }),
          Exact: Type.Boolean({ description: 'Matched as typed' }),
          Prefix: Type.Boolean({ description: 'Matched as the start of a word (the word being typed)' }),
          Optional: Type.Boolean({ description: 'A word that may be missing (a legal form, a particle)' }),
        },
        closed,
      ),
      { description: 'Each query word and what it matched' },
    ),
    WordsMatched: Type.Integer({ description: 'Query words that matched' }),
    Words: Type.Integer({ description: 'Words in the query' }),
    Typos: Type.Integer({ description: 'Typos in all' }),
    WholeName: Type.Boolean({ description: 'The query is the whole name' }),
    LastWordComplete: Type.Boolean({ description: 'The last query word matched a whole word' }),
    StartsWithFirstWord: Type.Boolean({ description: 'The name starts with the first query word' }),
    InOrder: Type.Boolean({ description: 'The words matched in the query’s order' }),
    LocationBoost: Type.Object(
      {
        City: Type.Boolean({ description: 'The City given matched' }),
        State: Type.Boolean({ description: 'The State given matched' }),
      },
      { ...closed, description: 'Which location inputs raised the rank' },
    ),
    LegalFormWordsMatched: Type.Integer({ description: 'Legal-form words (Ltd, AB, GmbH) that matched' }),
    Status: Type.String({ description: 'The registry status, which lowers inactive and dissolved businesses' }),
    Branch: Type.Boolean({ description: 'A branch, ranked below the legal entity' }),
    Approximate: Type.Boolean({ description: 'Found by the typo fallback' }),
    Digits: Type.Object({}, { additionalProperties: Type.Number(), description: 'Ranking components by name' }),
  },
  { ...closed, description: 'Ranking explanation' },
);

/** GET /v3/business/prefill/{PrefillId}: the full record (src/businesses/api-shape.ts). */
export const BusinessRecordItem = Type.Object(
  {
    ProviderID: Type.String({ description: 'The registry’s id of the business (`<source>:<id>`)' }),
    CountryCode: Type.String({ description: 'ISO 3166-1 alpha-2 country of registration' }),
    CompanyName: Type.String({ description: 'Registered legal name' }),
    OtherNames: Type.Array(Type.String(), { description: 'Former and trading names' }),
    BusinessRegistrationNumber: Type.String({ description: 'Registration number; empty when unknown' }),
    Address: Type.String({ description: 'The address on one line' }),
    Address1: Type.String({ description: 'First address line' }),
    Address2: Type.String({ description: 'Second address line' }),
    Region: Type.String({ description: 'Region or state' }),
    City: Type.String({ description: 'City' }),
    PostalCode: Type.String({ description: 'Postal code' }),
    Status: Type.String({ description: 'active, inactive, dissolved or unknown' }),
    Branch: Type.Boolean({ description: 'A branch or overseas establishment rather than the legal entity' }),
    LegalForm: Type.String({ description: 'ISO 20275 code or the registry’s wording' }),
    LEI: Type.String({ description: 'Legal Entity Identifier; empty when unknown' }),
    IncorporationDate: Type.String({ description: 'YYYY-MM-DD; empty when unknown' }),
    Source: Type.String({ description: 'The registry the record comes from' }),
    BusinessIdentifiers: Type.Array(Identifier, { description: 'Registration and tax numbers' }),
  },
  {
    ...closed,
    $id: 'BusinessRecord',
    description: 'A registered business, in full',
    examples: [
      {
        ProviderID: 'gb-ch:01234567',
        CountryCode: 'GB',
        CompanyName: 'EXAMPLE TRADING LIMITED',
        OtherNames: ['EXAMPLE WIDGETS LIMITED'],
        BusinessRegistrationNumber: '01234567',
        Address: '1 High Street, London, EC1A 1AA',
        Address1: '1 High Street',
        Address2: '',
        Region: 'Greater London',
        City: 'London',
        PostalCode: 'EC1A 1AA',
        Status: 'active',
        Branch: false,
        LegalForm: 'ltd',
        LEI: '',
        IncorporationDate: '2001-05-14',
        Source: 'gb-ch',
        BusinessIdentifiers: [{ Number: '01234567', Type: 'Business Registration Number' }],
      },
    ],
  },
);

const Verdict = Type.Union([Type.Literal('match'), Type.Literal('no_match'), Type.Literal('missing')], {
  description: 'match, no_match, or missing (not given, or not in the registry)',
});
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
    Fields: Type.Object(Object.fromEntries(VERIFY_FIELDS.map((f) => [f, Verdict])), {
      ...closed,
      description: 'Per field: match, no_match, or missing (not given or not in the registry)',
    }),
    Record: Type.Union([Type.Ref('BusinessRecord'), Type.Null()], {
      description: 'The registry record compared with; null without one',
    }),
  },
  {
    ...closed,
    description: 'The verdict',
    examples: [
      {
        Match: 'no_match',
        Fields: {
          CountryCode: 'missing',
          CompanyName: 'no_match',
          BusinessRegistrationNumber: 'no_match',
          Address1: 'missing',
          City: 'missing',
          State: 'missing',
          PostalCode: 'missing',
        },
        Record: null,
      },
    ],
  },
);

export const AutocompleteRequest = Type.Object(
  {
    PackageId: Type.Optional(Type.String({ description: 'The package to run under (the spec’s field); optional' })),
    CountryCode: Type.String({ description: 'Two letters' }),
    CompanyName: Type.String({ description: 'Partial business name' }),
    State: Type.Optional(Type.String({ description: 'Improves ranking among same-named businesses' })),
    City: Type.Optional(Type.String({ description: 'Improves ranking among same-named businesses' })),
    Limit: Type.Optional(Type.Integer({ minimum: 1, description: 'Number of suggestions to return' })),
    Explain: Type.Optional(Type.Boolean({ description: 'Add an Explanation to each result' })),
  },
  { ...closed, examples: [{ CountryCode: 'GB', CompanyName: 'acme wid', Limit: 5 }] },
);

export const AutocompleteResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          ProviderID: Type.String({ description: 'The registry’s id of the business' }),
          CompanyName: Type.String({ description: 'Registered legal name' }),
          BusinessRegistrationNumber: Type.String({ description: 'Registration number; empty when unknown' }),
          Address: Type.String({ description: 'The address on one line' }),
          Address1: Type.String({ description: 'First address line' }),
          Region: Type.String({ description: 'Region or state' }),
          City: Type.String({ description: 'City' }),
          PostalCode: Type.String({ description: 'Postal code' }),
          PrefillId: Type.String({
            description:
              'Signed, expiring token of this business: pass it to GET /v3/business/prefill/{PrefillId}, init_data or a provider_kyb_search submit',
          }),
          NumberOfDuplicates: Type.Integer({ description: 'Other businesses with the same or a similar name' }),
          Ranking: Type.Number({ minimum: 0, maximum: 1, description: 'Relevance; higher ranks first' }),
          BusinessIdentifiers: Type.Array(Identifier, { description: 'Registration and tax numbers' }),
          Explanation: Type.Optional(Explanation),
        },
        closed,
      ),
      { description: 'Most likely match first' },
    ),
  },
  {
    ...closed,
    description: 'Suggestions, most likely first',
    examples: [
      {
        results: [
          {
            ProviderID: 'gb-ch:01234567',
            CompanyName: 'EXAMPLE TRADING LIMITED',
            BusinessRegistrationNumber: '01234567',
            Address: '1 High Street, London, EC1A 1AA',
            Address1: '1 High Street',
            Region: 'Greater London',
            City: 'London',
            PostalCode: 'EC1A 1AA',
            PrefillId: 'pf1.eyJwIjoiZ2ItY2g6MDEyMzQ1NjcifQ.4kq2b7Zt9w',
            NumberOfDuplicates: 0,
            Ranking: 0.92,
            BusinessIdentifiers: [{ Number: '01234567', Type: 'Business Registration Number' }],
          },
        ],
      },
    ],
  },
);

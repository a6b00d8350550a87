/** Response schemas of the business search, shared by POST /v3/business/autocomplete and a provider_kyb_search step's search. */
import { Type } from '@sinclair/typebox';

export const AutocompleteResponse = Type.Object({
  results: Type.Array(
    Type.Object({
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
      BusinessIdentifiers: Type.Array(Type.Object({ Number: Type.String(), Type: Type.String() })),
      Explanation: Type.Optional(Type.Unknown()),
    }),
    { description: 'Most likely match first' },
  ),
});

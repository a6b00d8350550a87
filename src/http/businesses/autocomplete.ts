/** POST /v3/business/autocomplete: search-as-you-type over registered businesses (spec area C). */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { errorResponses, rawSerializer } from '../responses.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { validateAutocompleteRequest, DEFAULT_LIMIT, MAX_LIMIT } from '../../businesses/request.js';
import { invalidRequest } from './errors.js';
import { AutocompleteResponse } from './schemas.js';

export function registerAutocomplete(app: App, deps: { tokens: AccessTokens; businesses: BusinessSearch }): void {
  app.post(
    '/v3/business/autocomplete',
    {
      preHandler: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['businesses'],
        summary: 'Business prefill search (search as you type)',
        description: `CountryCode (ISO alpha-2, any case) and CompanyName are required; State and City lift matches there but never filter; Limit defaults to ${DEFAULT_LIMIT}, at most ${MAX_LIMIT} (more is a 400). The last word is a prefix unless the name ends with a space. Explain: true adds why each result ranks where it does. An unknown country answers empty results.`,
        security: [{ bearer: [] }],
        // Checked by the module's own validator so every problem is listed with its field.
        body: Type.Unknown({ description: '{PackageId?, CountryCode, CompanyName, State?, City?, Limit?, Explain?}' }),
        response: { 200: AutocompleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const v = validateAutocompleteRequest(request.body);
      if (!v.ok) throw invalidRequest(v.errors);
      return deps.businesses.autocomplete(v.value, { tenantId: principalOf(request).tenantId });
    },
  );
}

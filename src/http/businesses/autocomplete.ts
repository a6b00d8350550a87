/** POST /v3/business/autocomplete: search-as-you-type over registered businesses (spec area C). */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { rawSerializer } from '../responses.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { validateAutocompleteRequest, DEFAULT_LIMIT, MAX_LIMIT } from '../../businesses/request.js';
import { invalidRequest } from './errors.js';
import { AutocompleteRequest, AutocompleteResponse } from './schemas.js';

export function registerAutocomplete(app: App, deps: { tokens: AccessTokens; businesses: BusinessSearch }): void {
  app.post(
    '/v3/business/autocomplete',
    {
      onRequest: requireBearer(deps.tokens),
      attachValidation: true,
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['businesses'],
        summary: 'Business prefill search (search as you type)',
        description: `CountryCode (ISO alpha-2, any case) and CompanyName are required; State and City lift matches there but never filter; Limit defaults to ${DEFAULT_LIMIT}, at most ${MAX_LIMIT} (more is a 400). The last word is a prefix unless the name ends with a space. Explain: true adds why each result ranks where it does. An unknown country answers empty results.`,
        security: OAUTH,
        // Checked by the module's own validator so every problem is listed with its field.
        body: AutocompleteRequest,
        response: { 200: AutocompleteResponse, ...errorResponses([...BODY_CODES, ...AUTH_CODES, 4429, 5030]) },
      },
    },
    async (request) => {
      rethrowUnlessBody(request);
      const v = validateAutocompleteRequest(request.body);
      if (!v.ok) throw invalidRequest(v.errors);
      return deps.businesses.autocomplete(v.value, { tenantId: principalOf(request).tenantId });
    },
  );
}

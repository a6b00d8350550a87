/** POST /v3/business/verify: checks submitted business fields against the registry, field by field. */
import { VerifyRequest, VerifyResponse } from './schemas.js';
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { requireBearer } from '../auth/guard.js';
import { rawSerializer } from '../responses.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { validateVerifyRequest } from '../../businesses/verify.js';
import { invalidRequest } from './errors.js';

export function registerVerify(app: App, deps: { tokens: AccessTokens; businesses: BusinessSearch }): void {
  app.post(
    '/v3/business/verify',
    {
      onRequest: requireBearer(deps.tokens),
      attachValidation: true,
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['businesses'],
        summary: 'Verify submitted business fields against the registry',
        description:
          'Body: CountryCode and CompanyName (required), BusinessRegistrationNumber, Address1, City, State, PostalCode. Each field answers match, no_match or missing, with the matched record.',
        security: OAUTH,
        body: VerifyRequest,
        response: { 200: VerifyResponse, ...errorResponses([...BODY_CODES, ...AUTH_CODES, 4404]) },
      },
    },
    async (request) => {
      rethrowUnlessBody(request);
      const v = validateVerifyRequest(request.body);
      if (!v.ok) throw invalidRequest(v.errors);
      return deps.businesses.verify(v.value);
    },
  );
}

/** POST /v3/business/verify: checks submitted business fields against the registry, field by field. */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { requireBearer } from '../auth/guard.js';
import { errorResponses, rawSerializer } from '../responses.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { validateVerifyRequest } from '../../businesses/verify.js';
import { invalidRequest } from './errors.js';

export function registerVerify(app: App, deps: { tokens: AccessTokens; businesses: BusinessSearch }): void {
  app.post(
    '/v3/business/verify',
    {
      preHandler: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['businesses'],
        summary: 'Verify submitted business fields against the registry',
        description:
          'Body: CountryCode and CompanyName (required), BusinessRegistrationNumber, Address1, City, State, PostalCode. Each field answers match, no_match or missing, with the matched record.',
        security: [{ bearer: [] }],
        body: Type.Unknown(),
        response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses },
      },
    },
    async (request) => {
      const v = validateVerifyRequest(request.body);
      if (!v.ok) throw invalidRequest(v.errors);
      return deps.businesses.verify(v.value);
    },
  );
}

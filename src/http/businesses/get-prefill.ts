/** GET /v3/business/prefill/{PrefillId}: the full record a PrefillId names (tenant-scoped, expiring). */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { rawSerializer } from '../responses.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { recordItem } from '../../businesses/api-shape.js';
import { prefillError } from './errors.js';

export function registerGetPrefill(app: App, deps: { tokens: AccessTokens; businesses: BusinessSearch }): void {
  app.get(
    '/v3/business/prefill/:PrefillId',
    {
      onRequest: requireBearer(deps.tokens),
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['businesses'],
        summary: 'Read the business record a PrefillId names',
        description:
          'The full registry record behind a PrefillId from the autocomplete results (signed and expiring: 404 once expired or when it names no record), to show or to pass on to a business verification.',
        security: OAUTH,
        params: Type.Object({ PrefillId: Type.String({ minLength: 1, maxLength: 2048 }) }),
        response: { 200: Type.Ref('BusinessRecord'), ...errorResponses([...AUTH_CODES, 4400, 4404]) },
      },
    },
    async (request) => {
      const resolved = deps.businesses.resolvePrefill(request.params.PrefillId, principalOf(request).tenantId);
      if (!resolved.ok) throw prefillError(resolved.error);
      return recordItem(resolved.record);
    },
  );
}

/**
 * GET /kyb-search/{flowId} (and /test/kyb-search/{flowId}): the business search of the session's
 * provider_kyb_search step (src/sessions/kyb-search.ts). A result's PrefillId is what the step is
 * then submitted with (docs/kyb-search.md).
 */
import { FLOW } from '../contract/security.js';
import { OPEN_CODES } from './error-codes.js';
import { errorResponses } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { KybQuery, KybSearch } from '../../sessions/kyb-search.js';
import { OnwardError } from '../../errors/index.js';
import { rawSerializer } from '../responses.js';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_LOCATION, MAX_NAME } from '../../businesses/request.js';
import { AutocompleteResponse } from '../businesses/schemas.js';
import { FlowParams } from './schemas.js';
import { KYB_SEARCH_ROUTE } from './paths.js';
import { MODES, authorizeFlow, openForRequest } from './request-context.js';

/** The search's query parameters, shared with the resume page's search (src/http/resume-links/resume-api.ts). */
export const KybSearchQuery = Type.Object(
  {
    q: Type.String({
      minLength: 1,
      maxLength: MAX_NAME,
      description: 'The business name as typed so far; the last word is a prefix unless it ends with a space',
    }),
    // A string: query values are never coerced (app.ts); the range is checked below.
    limit: Type.Optional(
      Type.String({ pattern: '^[0-9]{1,3}$', description: `Results, 1 to ${MAX_LIMIT} (default ${DEFAULT_LIMIT})` }),
    ),
    city: Type.Optional(
      Type.String({ maxLength: MAX_LOCATION, description: 'Lifts businesses in this city; never filters' }),
    ),
    state: Type.Optional(
      Type.String({
        maxLength: MAX_LOCATION,
        description: 'Lifts businesses in this region (ISO 3166-2, a code or a US state name); never filters',
      }),
    ),
  },
  { additionalProperties: false },
);

type RawQuery = { q: string; limit?: string; city?: string; state?: string };

/** The checks the schema cannot express: a q of blanks only (4400), the limit's range. */
export function kybQueryOf(raw: RawQuery): KybQuery {
  const bad = (field: string, reason: string, message: string) =>
    new OnwardError(4400, 'Invalid request querystring', [{ field: `querystring/${field}`, reason, message }]);
  const q = raw.q.replace(/^\s+/, '');
  if (q.trim() === '') throw bad('q', 'blank', 'type at least one letter or digit of the business name');
  const limit = raw.limit === undefined ? DEFAULT_LIMIT : Number(raw.limit);
  if (limit < 1 || limit > MAX_LIMIT) throw bad('limit', 'range', `must be 1 to ${MAX_LIMIT}`);
  return { q, limit, city: raw.city?.trim() ?? '', state: raw.state?.trim() ?? '' };
}

export function registerKybSearch(
  app: App,
  deps: { tokens: AccessTokens; runtime: Pick<FlowRuntime, 'open'>; kybSearch: KybSearch },
): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}${KYB_SEARCH_ROUTE}/:flowId`,
      {
        serializerCompiler: rawSerializer,
        schema: {
          tags: ['flow'],
          security: FLOW,
          summary:
            mode === 'live'
              ? 'Search the business registry of a provider_kyb_search step'
              : 'Search the business registry of a provider_kyb_search step (test version)',
          description:
            'For the session (x-hf-session) standing on a provider_kyb_search step: the registry of the step\u2019s country, ranked as POST /v3/business/autocomplete answers it. ' +
            'Submit a result\u2019s PrefillId to the step (valid 30 minutes, for this flow\u2019s tenant only). The step view\u2019s searchPath names this path. ' +
            'Another current step: 400 4014 (finished: 4013). A blank q or a limit out of range: 400 4400. An authenticated flow needs its tenant\u2019s bearer token.',
          params: FlowParams,
          querystring: KybSearchQuery,
          headers: Type.Object({
            'x-hf-session': Type.Optional(
              Type.String({ description: 'Required: the session standing on the provider_kyb_search step' }),
            ),
          }),
          response: { 200: AutocompleteResponse, ...errorResponses([...OPEN_CODES, 4013, 4014]) },
        },
      },
      async (request) => {
        const query = kybQueryOf(request.query);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: true });
        await authorizeFlow(deps.tokens, request, opened);
        return deps.kybSearch.search(opened, query);
      },
    );
  }
}

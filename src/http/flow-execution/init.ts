/**
 * GET /init/{flowId}: the fields that accept prefill. POST /init/{flowId}: create or update a
 * session with prefill data. Both need the flow tenant's bearer token, whether or not the flow is
 * authenticated: prefill may set fields the end user cannot change, so only the customer's backend
 * may supply it.
 */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { OPEN_CODES } from './error-codes.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import { literals } from '../../flows/document/schema-common.js';
import { PREFILL_OPTIONS } from '../../flows/document/constants.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { authenticateBearer } from '../auth/guard.js';
import { OnwardError } from '../../errors/index.js';
import type { FlowRuntime, OpenedFlow } from '../../sessions/runtime.js';
import type { FastifyRequest } from 'fastify';
import { FlowParams, SessionHeader } from './schemas.js';
import { MODES, openForRequest } from './request-context.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { businessPrefillValues } from '../../businesses/prefill-values.js';
import { prefillError } from '../businesses/errors.js';

async function requireTenantToken(tokens: AccessTokens, request: FastifyRequest, opened: OpenedFlow): Promise<string> {
  const principal = await authenticateBearer(tokens, request);
  // Another tenant's token learns nothing about this flow: it looks absent.
  if (principal.tenantId !== opened.published.tenantId) throw new OnwardError(4000);
  return principal.tenantId;
}

const InitField = Type.Object(
  {
    id: Type.String({ description: 'The element id; init_data may name the field by it' }),
    role: Type.Union([Type.String(), Type.Null()], { description: 'The element’s role, also usable as the key' }),
    normalizedName: Type.Union([Type.String(), Type.Null()], {
      description: 'The element’s normalizedName, also usable as the key',
    }),
    type: Type.String({ description: 'Element kind (text, date_picker, country_select, ...)' }),
    node: Type.String({ description: 'Id of the node the field is on' }),
    prefillOptions: literals(PREFILL_OPTIONS, {
      description: 'How a prefilled value is shown and whether it can change',
    }),
  },
  { additionalProperties: false },
);

/**
 * `{"PrefillId": ...}` in init data names a business found by the prefill search: its values fill
 * the flow's company_* role fields (only roles the flow has), and explicit fields in the body win.
 */
export function withBusinessPrefill(
  body: unknown,
  opened: OpenedFlow,
  tenantId: string,
  businesses: Pick<BusinessSearch, 'resolvePrefill'>,
): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('PrefillId' in body)) return body;
  const { PrefillId: token, ...rest } = body as Record<string, unknown>;
  if (typeof token !== 'string') throw new OnwardError(4007, 'PrefillId must be a string');
  const resolved = businesses.resolvePrefill(token, tenantId);
  if (!resolved.ok) throw prefillError(resolved.error);
  const roles = opened.published.compiled.elementIdsByRole;
  const values = Object.entries(businessPrefillValues(resolved.record)).filter(([role]) => Object.hasOwn(roles, role));
  return { ...Object.fromEntries(values), ...rest };
}

export function registerInit(
  app: App,
  deps: { tokens: AccessTokens; runtime: FlowRuntime; businesses: Pick<BusinessSearch, 'resolvePrefill'> },
): void {
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/init/:flowId`,
      {
        attachValidation: true,
        schema: {
          tags: ['flow'],
          summary: 'List the fields that accept prefill (GetInitDataResponse)',
          description:
            "Every element of the published flow that init_data can fill, with the keys it may be named by (id, role, normalizedName) and its prefillOptions. Needs a bearer token of the flow's tenant.",
          security: OAUTH,
          params: FlowParams,
          response: {
            200: Type.Object(
              { fields: Type.Array(InitField, { description: 'Every field that accepts prefill' }) },
              {
                $id: 'GetInitDataResponse',
                description: 'The fields init_data can fill',
                examples: [
                  {
                    fields: [
                      {
                        id: '6740f1c2a9e3b1d4c5f6a7b8',
                        role: 'first_name',
                        normalizedName: 'first_name',
                        type: 'text',
                        node: 'about',
                        prefillOptions: 'prefillable_editable',
                      },
                    ],
                  },
                ],
              },
            ),
            ...errorResponses([...AUTH_CODES, 4000, 4017, 4400]),
          },
        },
      },
      async (request) => {
        rethrowUnlessBody(request);
        const opened = await deps.runtime.open(mode, request.params.flowId, undefined);
        await requireTenantToken(deps.tokens, request, opened);
        return { fields: deps.runtime.initFields(opened) };
      },
    );

    app.post(
      `${prefix}/init/:flowId`,
      {
        attachValidation: true,
        schema: {
          tags: ['flow'],
          summary: 'Create or update a session with prefill data (init_data)',
          description:
            'Body: values by element id, role or normalizedName, and optionally PrefillId (from the business prefill search) to fill the company_* fields. The x-hf-session response header always names the session (new or the one given).',
          security: OAUTH,
          params: FlowParams,
          headers: Type.Object({ 'x-hf-session': Type.Optional(SessionHeader) }),
          body: Type.Ref('InitData'),
          response: {
            200: Type.Object(
              { sessionId: Type.String({ description: 'The session (end client) id' }) },
              {
                additionalProperties: false,
                description: 'The session (also in the x-hf-session header)',
                headers: {
                  'x-hf-session': {
                    type: 'string',
                    required: true,
                    description: 'The session id, new or the one given; send it as x-hf-session on the flow calls',
                  },
                },
                examples: [{ sessionId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10' }],
              },
            ),
            ...errorResponses([...BODY_CODES, ...AUTH_CODES, ...OPEN_CODES, 4006, 4008, 4013, 4014]),
          },
        },
      },
      async (request, reply) => {
        rethrowUnlessBody(request);
        const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: false });
        const tenantId = await requireTenantToken(deps.tokens, request, opened);
        const result = await deps.runtime.init(
          opened,
          withBusinessPrefill(request.body, opened, tenantId, deps.businesses),
        );
        reply.header('x-hf-session', result.sessionId);
        return result;
      },
    );
  }
}

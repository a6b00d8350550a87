/**
 * POST /signed-url/{flowId} (and /test/signed-url/{flowId}): a link the customer hands to its end
 * user (by e-mail, SMS, its own page) that opens the hosted resume page on one session.
 *
 * It is a server-to-server call: the flow tenant's bearer token is required for every flow, as for
 * POST /init, because the optional body prefills the session and a link is a capability to run it.
 * Without endClientId a new session (NOT_STARTED) is created, as GET /flow would; with it, that
 * session is used and must belong to this flow and mode. "That user state is updated" means the
 * body, when given, is init_data applied exactly as POST /init applies it (same prefill rules and
 * codes, PrefillId included). A finished run answers 4013 and an abandoned one 4109 (both 400):
 * a link to a run that cannot move would only show the end user an error.
 */
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { OPEN_CODES } from '../flow-execution/error-codes.js';
import { errorResponses, BODY_CODES, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { authenticateBearer } from '../auth/guard.js';
import { OnwardError } from '../../errors/index.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { BusinessSearch } from '../../businesses/business-search.js';
import { FlowParams } from '../flow-execution/schemas.js';
import { MODES } from '../flow-execution/request-context.js';
import { withBusinessPrefill } from '../flow-execution/init.js';
import type { ResumeLinks } from '../../resume-links/links.js';
import { patternOnlyLog } from '../route-log.js';
import { clientActor, type AuditTrail } from '../../audit/trail.js';
import type { Store } from '../../store/database.js';

export const CreateSignedUrlResponse = Type.Object(
  {
    url: Type.String({
      description: 'The signed link to the hosted resume page, at most 256 characters; the token in it is opaque',
    }),
    endClientId: Type.String({
      description: 'The session the link resumes (new, or the endClientId given); also the x-hf-session value',
    }),
    expiresAt: Type.String({
      format: 'date-time',
      description: 'When the link stops working (ISO 8601, UTC, whole seconds)',
    }),
  },
  {
    $id: 'CreateSignedUrlResponse',
    description: 'The signed link',
    examples: [
      {
        url: 'https://onboarding.example.com/resume/r1.eyJzIjoiMGI2YyJ9.Q2hhbmdlIG1l',
        endClientId: '0b6c2f8e-4a51-4c8e-9a57-2f1f3c9a7d10',
        expiresAt: '2026-12-01T10:15:30Z',
      },
    ],
  },
);

export interface SignedUrlDeps {
  tokens: AccessTokens;
  runtime: Pick<FlowRuntime, 'open' | 'init'>;
  businesses: Pick<BusinessSearch, 'resolvePrefill'>;
  resumeLinks: ResumeLinks;
  config: { resumeLinkTtlSeconds: number; resumeLinkMaxTtlSeconds: number };
  /** Each link issued is written to the case's audit trail (the Studio's timeline shows it). */
  audit: Pick<AuditTrail, 'record'>;
  store: Pick<Store, 'db'>;
  now: () => number;
}

/** The requested lifetime, or the configured default; out of range is a 4400 naming the bounds. */
function lifetimeOf(raw: string | undefined, config: SignedUrlDeps['config']): number {
  if (raw === undefined) return config.resumeLinkTtlSeconds;
  const ttl = Number(raw);
  if (ttl < 60 || ttl > config.resumeLinkMaxTtlSeconds) {
    throw new OnwardError(4400, 'ttlSeconds is out of range', [
      {
        field: 'querystring/ttlSeconds',
        reason: 'range',
        message: `must be from 60 to ${config.resumeLinkMaxTtlSeconds}`,
      },
    ]);
  }
  return ttl;
}

export function registerCreateSignedUrl(app: App, deps: SignedUrlDeps): void {
  for (const { mode, prefix } of MODES) {
    app.post(
      `${prefix}/signed-url/:flowId`,
      {
        logSerializers: patternOnlyLog,
        attachValidation: true,
        schema: {
          tags: ['resume links'],
          summary:
            mode === 'live'
              ? 'Create a signed URL that resumes a session'
              : 'Create a signed URL that resumes a test session (test version)',
          description:
            "Needs the flow tenant's bearer token. Without endClientId a new session is created (status NOT_STARTED); " +
            'with it, that session of this flow gets the link (404 4100 unknown, 4101 another flow or mode; 400 4013 finished, 4109 abandoned). ' +
            'Optional body: init_data, applied as POST /init applies it (values by element id, role or normalizedName; PrefillId). ' +
            'The link opens the hosted resume page (GET /resume/{token}); its lifetime is ttlSeconds or ONWARD_RESUME_LINK_TTL_SECONDS.',
          security: OAUTH,
          params: FlowParams,
          querystring: Type.Object(
            {
              endClientId: Type.Optional(
                Type.String({
                  minLength: 1,
                  maxLength: 64,
                  description: 'An existing session (x-hf-session) to link to; omitted: a new session',
                }),
              ),
              ttlSeconds: Type.Optional(
                Type.String({
                  pattern: '^[0-9]{1,9}$',
                  description:
                    'Link lifetime in seconds, from 60 to ONWARD_RESUME_LINK_MAX_TTL_SECONDS (default 30 days)',
                }),
              ),
            },
            { additionalProperties: false },
          ),
          body: Type.Optional(Type.Ref('InitData', { description: 'init_data (optional)' })),
          response: {
            200: CreateSignedUrlResponse,
            ...errorResponses([...BODY_CODES, ...AUTH_CODES, ...OPEN_CODES, 4006, 4008, 4013]),
          },
        },
      },
      async (request, reply) => {
        rethrowUnlessBody(request);
        // Authenticate before anything is looked up: an anonymous caller learns nothing about sessions.
        const principal = await authenticateBearer(deps.tokens, request);
        const { endClientId, ttlSeconds } = request.query;
        const ttl = lifetimeOf(ttlSeconds, deps.config);
        const opened = await deps.runtime.open(mode, request.params.flowId, endClientId);
        // Another tenant's flow looks absent, as on every tenant API.
        if (principal.tenantId !== opened.published.tenantId) throw new OnwardError(4000);
        // init with no values still refuses finished and abandoned runs and stores a new session.
        const data = request.body === undefined || request.body === null ? {} : request.body;
        const { sessionId } = await deps.runtime.init(
          opened,
          withBusinessPrefill(data, opened, principal.tenantId, deps.businesses),
        );
        const link = await deps.resumeLinks.linkFor({ sessionId, mode }, ttl);
        const expiresAt = new Date(link.expiresAt * 1000).toISOString();
        await deps.audit.record(
          deps.store.db,
          [
            {
              tenantId: principal.tenantId,
              actor: clientActor(principal.clientId),
              action: 'case.link_issued',
              target: { type: 'case', id: sessionId },
              after: { expiresAt, mode },
            },
          ],
          deps.now(),
        );
        reply.header('x-hf-session', sessionId);
        return { url: link.url, endClientId: sessionId, expiresAt };
      },
    );
  }
}

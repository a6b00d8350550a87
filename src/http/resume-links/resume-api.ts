/**
 * The hosted resume page's API: GET /resume/api/step, POST /resume/api/submit, GET /resume/api/back,
 * and GET /resume/api/kyb-search, the search of a provider_kyb_search step.
 *
 * A browser holding a resume link has no client-credentials token, and for a flow published as
 * authenticated the session id alone must not be enough. So these three routes take the resume
 * token itself as `Authorization: Bearer <token>` (a header, never a URL, so it stays out of
 * access logs) and act only on the session and mode it names: there is no flowId or x-hf-session
 * to point them elsewhere. The token is accepted nowhere else; every other route verifies bearer
 * tokens as access tokens, which a resume token is not (401 4011). A link revoked since it was
 * issued (POST /end-clients/{id}/revoke-links) is 401 4032 on every request. Same engine calls and answers as
 * GET /flow, POST /submit, GET /back and GET /kyb-search, except that a provider_kyb_search step
 * names this API's search as its searchPath: the page has no x-hf-session to search the other with.
 */
import { NONE } from '../contract/security.js';
import { rethrowUnlessBody } from '../contract/documented-body.js';
import { OPEN_CODES, SERVICE_CODES, SUBMIT_CODES, BACK_CODES } from '../flow-execution/error-codes.js';
import { errorResponses, BODY_CODES } from '../contract/errors.js';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { rawSerializer } from '../responses.js';
import { parseBearerAuthorization } from '../../auth/basic.js';
import type { FlowRuntime, OpenedFlow } from '../../sessions/runtime.js';
import type { KybSearch } from '../../sessions/kyb-search.js';
import { LanguageHeader } from '../flow-execution/schemas.js';
import { languageOf } from '../flow-execution/request-context.js';
import { ResumeStepResponse } from './schemas.js';
import { forLinkHolder, sendResumeStep, RESUME_KYB_SEARCH_PATH, type LinkHolderDeps } from './link-holder.js';
import { KybSearchQuery, kybQueryOf } from '../flow-execution/kyb-search.js';
import { AutocompleteResponse } from '../businesses/schemas.js';
import type { ResumeRef, ResumeTokens } from '../../resume-links/token.js';
import type { LinkGenerations } from '../../resume-links/generations.js';

export { RESUME_KYB_SEARCH_PATH, RESUME_EID_START_PATH } from './link-holder.js';

export interface ResumeApiDeps extends LinkHolderDeps {
  resumeTokens: Pick<ResumeTokens, 'verify'>;
  runtime: Pick<FlowRuntime, 'open' | 'current' | 'submit' | 'back' | 'sessions'>;
  kybSearch: Pick<KybSearch, 'search'>;
  linkGenerations: Pick<LinkGenerations, 'current'>;
}

const challenge = (error?: 'invalid_token') => ({
  challenge: { scheme: 'Bearer' as const, realm: 'onward-resume', ...(error ? { error } : {}) },
});

/** The session a request's resume token names, opened as the flow routes open it, and the token's claims. */
export async function resumedLink(
  deps: Pick<ResumeApiDeps, 'resumeTokens' | 'linkGenerations' | 'runtime'>,
  request: FastifyRequest,
): Promise<{ opened: OpenedFlow; ref: ResumeRef }> {
  const token = parseBearerAuthorization(request.headers.authorization);
  if (!token) throw new OnwardError(4031, 'The resume token is required as a bearer token', undefined, challenge());
  const check = deps.resumeTokens.verify(token);
  if (!check.ok) {
    throw check.error === 'expired'
      ? new OnwardError(4012, 'The resume link has expired', undefined, challenge('invalid_token'))
      : new OnwardError(4011, 'The resume link is not valid', undefined, challenge('invalid_token'));
  }
  const { sessionId, mode, generation } = check.ref;
  // One small read gives the flow to open and the generation to compare: every request checks
  // revocation, so a leaked link stops in a page already open too.
  const session = await deps.linkGenerations.current(sessionId);
  if (!session) throw new OnwardError(4100, 'The session of this link no longer exists');
  if (session.generation !== generation)
    throw new OnwardError(4032, 'The resume link has been revoked', undefined, challenge('invalid_token'));
  return { opened: await deps.runtime.open(mode, session.flowId, sessionId), ref: check.ref };
}

/** The session a request's resume token names, opened as the flow routes open it. */
export async function openResumed(
  deps: Pick<ResumeApiDeps, 'resumeTokens' | 'linkGenerations' | 'runtime'>,
  request: FastifyRequest,
): Promise<OpenedFlow> {
  return (await resumedLink(deps, request)).opened;
}

// Optional in the schema so a missing token is the 401 it is, not a 400 schema failure.
const authorization = Type.Optional(Type.String({ description: 'Bearer <resume token>: the token of the signed URL' }));
const headers = Type.Object({ authorization, 'x-hf-language': Type.Optional(LanguageHeader) });
/** The resume token alone, for routes that answer no step. */
export const resumeHeaders = Type.Object({ authorization });

export function registerResumeApi(app: App, deps: ResumeApiDeps): void {
  const common = {
    tags: ['resume links'],
    // The resume token (a header) is the credential: a capability, not an account's.
    security: NONE,
    headers,
    response: {
      200: ResumeStepResponse,
      ...errorResponses([...BODY_CODES, 4032, ...OPEN_CODES, ...SERVICE_CODES, ...SUBMIT_CODES, ...BACK_CODES]),
    },
  };

  app.get(
    '/resume/api/step',
    {
      serializerCompiler: rawSerializer,
      schema: {
        ...common,
        summary: "Resume page: the current step of the link's session",
        description: 'As GET /flow/{flowId}, for the session the resume token names.',
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const opened = await openResumed(deps, request);
      return sendResumeStep(reply, await forLinkHolder(deps, opened, await deps.runtime.current(opened, language)));
    },
  );

  app.post(
    '/resume/api/submit',
    {
      serializerCompiler: rawSerializer,
      // The engine checks the body against the current step (see POST /submit/{flowId}).
      attachValidation: true,
      schema: {
        ...common,
        summary: "Resume page: submit the current step of the link's session",
        description:
          'As POST /submit/{flowId} (without x-hf-retry-on-pending: the page polls pending steps), for the session the resume token names.',
        body: Type.Ref('FormSubmit'),
      },
    },
    async (request, reply) => {
      rethrowUnlessBody(request);
      const language = languageOf(request);
      const opened = await openResumed(deps, request);
      const result = await deps.runtime.submit(opened, request.body, language ? { language } : {});
      return sendResumeStep(reply, await forLinkHolder(deps, opened, result));
    },
  );

  app.get(
    '/resume/api/back',
    {
      serializerCompiler: rawSerializer,
      schema: {
        ...common,
        summary: "Resume page: go back one step in the link's session",
        description: 'As GET /back/{flowId}, for the session the resume token names.',
      },
    },
    async (request, reply) => {
      const language = languageOf(request);
      const opened = await openResumed(deps, request);
      return sendResumeStep(reply, await forLinkHolder(deps, opened, await deps.runtime.back(opened, language)));
    },
  );

  app.get(
    RESUME_KYB_SEARCH_PATH,
    {
      serializerCompiler: rawSerializer,
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: "Resume page: search the business registry of the link's provider_kyb_search step",
        description:
          'As GET /kyb-search/{flowId}, for the session the resume token names (the step view\u2019s searchPath on this API): the registry of the step\u2019s country, ' +
          'with PrefillIds to submit through POST /resume/api/submit. Another current step: 400 4014 (finished: 4013). A blank q or a limit out of range: 400 4400.',
        querystring: KybSearchQuery,
        headers: Type.Object({ authorization }),
        response: { 200: AutocompleteResponse, ...errorResponses([...OPEN_CODES, 4032, 4013, 4014]) },
      },
    },
    async (request) => {
      // The token first, as on the other routes of this API; then what the schema could not check.
      const opened = await openResumed(deps, request);
      return deps.kybSearch.search(opened, kybQueryOf(request.query), 'headers/authorization');
    },
  );
}

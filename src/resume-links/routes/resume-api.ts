/**
 * The hosted resume page's API: GET /resume/api/step, POST /resume/api/submit, GET /resume/api/back.
 *
 * A browser holding a resume link has no client-credentials token, and for a flow published as
 * authenticated the session id alone must not be enough. So these three routes take the resume
 * token itself as `Authorization: Bearer <token>` (a header, never a URL, so it stays out of
 * access logs) and act only on the session and mode it names: there is no flowId or x-hf-session
 * to point them elsewhere. The token is accepted nowhere else; every other route verifies bearer
 * tokens as access tokens, which a resume token is not (401 4011). Same engine calls and answers as
 * GET /flow, POST /submit and GET /back.
 */
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../http/types.js';
import { ApiError } from '../../http/errors.js';
import { errorResponses, rawSerializer } from '../../http/responses.js';
import { parseBearerAuthorization } from '../../auth/basic.js';
import type { FlowRuntime, OpenedFlow } from '../../sessions/runtime.js';
import { LanguageHeader, StepResponse } from '../../flows/execution/schemas.js';
import { languageOf, sendStep } from '../../flows/execution/request-context.js';
import type { ResumeTokens } from '../token.js';

// The link expires, the session id does not: a link's holder never learns it (for an unauthenticated
// flow it would drive the run for ever).
const HIDDEN = { sessionHeader: false };

export interface ResumeApiDeps {
  resumeTokens: Pick<ResumeTokens, 'verify'>;
  runtime: Pick<FlowRuntime, 'open' | 'current' | 'submit' | 'back' | 'sessions'>;
}

const challenge = (error: string) => ({ 'www-authenticate': `Bearer realm="onward-resume", error="${error}"` });

/** The session a request's resume token names, opened as the flow routes open it. */
export async function openResumed(deps: ResumeApiDeps, request: FastifyRequest): Promise<OpenedFlow> {
  const token = parseBearerAuthorization(request.headers.authorization);
  if (!token) throw new ApiError(4031, 'The resume token is required as a bearer token', undefined, { 'www-authenticate': 'Bearer realm="onward-resume"' });
  const check = deps.resumeTokens.verify(token);
  if (!check.ok) {
    throw check.error === 'expired'
      ? new ApiError(4012, 'The resume link has expired', undefined, challenge('invalid_token'))
      : new ApiError(4011, 'The resume link is not valid', undefined, challenge('invalid_token'));
  }
  const { sessionId, mode } = check.ref;
  const session = await deps.runtime.sessions.get(sessionId);
  if (!session) throw new ApiError(4100, 'The session of this link no longer exists');
  return deps.runtime.open(mode, session.flowId, sessionId);
}

const headers = Type.Object({
  // Optional in the schema so a missing token is the 401 it is, not a 400 schema failure.
  authorization: Type.Optional(Type.String({ description: 'Bearer <resume token>: the token of the signed URL' })),
  'x-hf-language': Type.Optional(LanguageHeader),
});

export function registerResumeApi(app: App, deps: ResumeApiDeps): void {
  const common = {
    tags: ['resume links'],
    headers,
    response: { 200: StepResponse, ...errorResponses },
  };

  app.get('/resume/api/step', {
    serializerCompiler: rawSerializer,
    schema: { ...common, summary: 'Resume page: the current step of the link\'s session', description: 'As GET /flow/{flowId}, for the session the resume token names.' },
  }, async (request, reply) => {
    const language = languageOf(request);
    const opened = await openResumed(deps, request);
    return sendStep(reply, await deps.runtime.current(opened, language), HIDDEN);
  });

  app.post('/resume/api/submit', {
    serializerCompiler: rawSerializer,
    schema: {
      ...common,
      summary: 'Resume page: submit the current step of the link\'s session',
      description: 'As POST /submit/{flowId} (without x-hf-retry-on-pending: the page polls pending steps), for the session the resume token names.',
      body: Type.Unknown({ description: 'form_submit: a JSON object of values by element id' }),
    },
  }, async (request, reply) => {
    const language = languageOf(request);
    const opened = await openResumed(deps, request);
    return sendStep(reply, await deps.runtime.submit(opened, request.body, language ? { language } : {}), HIDDEN);
  });

  app.get('/resume/api/back', {
    serializerCompiler: rawSerializer,
    schema: { ...common, summary: 'Resume page: go back one step in the link\'s session', description: 'As GET /back/{flowId}, for the session the resume token names.' },
  }, async (request, reply) => {
    const language = languageOf(request);
    const opened = await openResumed(deps, request);
    return sendStep(reply, await deps.runtime.back(opened, language), HIDDEN);
  });
}

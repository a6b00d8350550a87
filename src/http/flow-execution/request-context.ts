/** Header parsing, flow authorisation and step replies shared by the flow execution routes. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OnwardError } from '../../errors/index.js';
import { isLanguage } from '../../flows/document/constants.js';
import { authenticateBearer, tokenRefused } from '../auth/guard.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { OpenedFlow, StepResult } from '../../sessions/runtime.js';
import { isSharedView, type StepView } from '../../engine/index.js';

export { MODES } from './paths.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export { openForRequest, requireSessionId, sessionIdOf } from './session-header.js';

export function languageOf(request: FastifyRequest): string | undefined {
  const v = header(request, 'x-hf-language')?.trim();
  if (v === undefined || v === '') return undefined;
  if (!isLanguage(v)) {
    throw new OnwardError(4400, `Unsupported language ${JSON.stringify(v)}`, [
      { field: 'headers/x-hf-language', reason: 'enum', message: 'must be one of the x-hf-language codes' },
    ]);
  }
  return v;
}

export function retryOnPendingOf(request: FastifyRequest): boolean {
  const v = header(request, 'x-hf-retry-on-pending')?.trim().toLowerCase();
  return v === 'true' || v === '1';
}

async function checkFlowTenant(tokens: AccessTokens, request: FastifyRequest, opened: OpenedFlow): Promise<void> {
  const principal = await authenticateBearer(tokens, request);
  if (principal.tenantId !== opened.published.tenantId) throw tokenRefused('The token is not valid for this flow');
}

/** A flow published as authenticated needs a bearer token of the flow's own tenant on every call. */
export async function authorizeFlow(tokens: AccessTokens, request: FastifyRequest, opened: OpenedFlow): Promise<void> {
  if (opened.published.compiled.authenticated) await checkFlowTenant(tokens, request, opened);
}

/**
 * authorizeFlow for submits, which also tells whether the caller is the tenant's own integration
 * (it presented a valid bearer token of the flow's tenant): only such a caller may submit the
 * result of a provider step Onward does not run itself (INTEGRATION_NODE_TYPES). On a flow
 * without authentication a token is optional, but one that is sent must be valid.
 */
export async function authorizeSubmit(
  tokens: AccessTokens,
  request: FastifyRequest,
  opened: OpenedFlow,
): Promise<{ integration: boolean }> {
  if (!opened.published.compiled.authenticated && request.headers.authorization === undefined)
    return { integration: false };
  await checkFlowTenant(tokens, request, opened);
  return { integration: true };
}

// The JSON of views the engine shares between sessions (see isSharedView), kept with them.
const sharedJson = new WeakMap<StepView, string>();

function viewJson(view: StepView): string {
  if (!isSharedView(view)) return JSON.stringify(view);
  let json = sharedJson.get(view);
  if (json === undefined) sharedJson.set(view, (json = JSON.stringify(view)));
  return json;
}

/** `sessionHeader: false` for answers to holders of an expiring capability (the resume API), who must not learn the lasting session id. */
export function sendStep(reply: FastifyReply, result: StepResult, options: { sessionHeader?: boolean } = {}) {
  if (options.sessionHeader !== false) reply.header('x-hf-session', result.sessionId);
  if (result.retryAfterSeconds !== undefined) reply.header('retry-after', String(result.retryAfterSeconds));
  return reply.type('application/json; charset=utf-8').send(viewJson(result.view));
}

/**
 * The `x-hf-session` header, read and refused the same way on every flow route (GET /flow,
 * POST /submit, GET /back, POST /init, POST /file, GET /kyb-search and their /test twins).
 *
 * A missing (where the route needs one), malformed or unknown session is one mistake — "this
 * request names no session of this flow" — and gets one answer: 404, code 4100 (Client not
 * found). The spec answers GET /flow and GET /back "404 wrong flow id or session", and 4100 is
 * the real API's code for a session it cannot find; `details[0].reason` (`required`,
 * `malformed`, `unknown`) tells the three apart for whoever debugs it. See docs/errors.md.
 */
import type { FastifyRequest } from 'fastify';
import { OnwardError } from '../../errors/index.js';
import type { FlowMode } from '../../sessions/repository.js';
import type { FlowRuntime, OpenedFlow } from '../../sessions/runtime.js';

export const SESSION_FIELD = 'headers/x-hf-session';

// Sessions are ids Onward made (UUIDs), at most as long as an end-client id (100): anything
// longer or with spaces (two headers joined with ", ") cannot name one.
const WELL_FORMED = /^[\x21-\x7e]{1,100}$/;

export type SessionProblem = 'required' | 'malformed' | 'unknown';

const MESSAGES: Record<SessionProblem, { message: string; detail: string }> = {
  required: {
    message: 'The x-hf-session header is required',
    detail: 'send the session id that the first GET /flow answered in x-hf-session',
  },
  malformed: {
    message: 'The x-hf-session header is not a session id',
    detail: 'a session id is one header of at most 100 visible characters',
  },
  unknown: {
    message: 'Session not found',
    detail: 'no session has this id: it was deleted, or belongs to another server',
  },
};

export function sessionError(problem: SessionProblem): OnwardError {
  const { message, detail } = MESSAGES[problem];
  return new OnwardError(4100, message, [{ field: SESSION_FIELD, reason: problem, message: detail }]);
}

/** The session a request names, or undefined when it names none (no header, or a blank one). */
export function sessionIdOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['x-hf-session'];
  const v = (Array.isArray(raw) ? raw.join(', ') : raw)?.trim();
  if (v === undefined || v === '') return undefined;
  if (!WELL_FORMED.test(v)) throw sessionError('malformed');
  return v;
}

export function requireSessionId(request: FastifyRequest): string {
  const id = sessionIdOf(request);
  if (id === undefined) throw sessionError('required');
  return id;
}

/**
 * The flow version and session a request runs, with the session's answer as above. `required`:
 * the route cannot work without a session (GET /back, POST /file, GET /kyb-search); otherwise
 * no session starts a new one.
 */
export async function openForRequest(
  runtime: Pick<FlowRuntime, 'open'>,
  mode: FlowMode,
  flowId: string,
  request: FastifyRequest,
  options: { required: boolean },
): Promise<OpenedFlow> {
  const sessionId = options.required ? requireSessionId(request) : sessionIdOf(request);
  try {
    return await runtime.open(mode, flowId, sessionId);
  } catch (err) {
    // The runtime knows nothing of headers; the answer names the header the id came from.
    if (err instanceof OnwardError && err.code === 4100 && sessionId !== undefined) throw sessionError('unknown');
    throw err;
  }
}

/**
 * The step views of the resume API (schemas.ts): what the runtime answers, made fit for a resume
 * link's holder. The link expires, the session ids and subsequent tokens it would otherwise learn
 * do not, so those are replaced by this API's own routes; the searches and starts the runtime names
 * on the flow routes (x-hf-session) are pointed at this API; and a run waiting for its owners says so.
 */
import type { FastifyReply } from 'fastify';
import type { FlowRuntime, OpenedFlow, StepResult } from '../../sessions/runtime.js';
import type { Subsequent } from '../../subsequent/service.js';
import type { OwnerViews } from '../../owners/view.js';
import { lookup as own } from '../../flows/document/compiled-types.js';
import { OWNER_VERIFICATION_SERVICE } from '../../flows/document/flow-links.js';
import { RESUME_CONNECTED_PATH, RESUME_SUBSEQUENT_PATH, type ResumeView } from './schemas.js';

/** The provider_kyb_search step's search for a resume link's holder (the step view's searchPath here). */
export const RESUME_KYB_SEARCH_PATH = '/resume/api/kyb-search';
/** A built-in provider_electronic_id step's start for a resume link's holder (its startPath here; eid-start.ts). */
export const RESUME_EID_START_PATH = '/resume/api/electronic-id/start';

export interface ResumeStep {
  view: ResumeView;
  retryAfterSeconds?: number;
}

export interface LinkHolderDeps {
  runtime: Pick<FlowRuntime, 'sessions'>;
  subsequent: Pick<Subsequent, 'atEnd'>;
  owners: Pick<OwnerViews, 'waiting'>;
}

/** The owner_verification node a pending run stands at, if that is what it waits for. */
async function ownersNode(deps: LinkHolderDeps, opened: OpenedFlow, sessionId: string): Promise<string | undefined> {
  const session = await deps.runtime.sessions.get(sessionId);
  const pos = session?.state.position;
  if (pos?.kind !== 'service') return undefined;
  const node = own(opened.published.compiled.nodes, pos.nodeId);
  return node?.type === 'service' && node.service === OWNER_VERIFICATION_SERVICE ? node.id : undefined;
}

export async function forLinkHolder(deps: LinkHolderDeps, opened: OpenedFlow, result: StepResult): Promise<ResumeStep> {
  const { view } = result;
  const retry = result.retryAfterSeconds !== undefined ? { retryAfterSeconds: result.retryAfterSeconds } : {};
  switch (view.type) {
    case 'provider_electronic_id':
      return { view: view.startPath === null ? view : { ...view, startPath: RESUME_EID_START_PATH } };
    case 'provider_kyb_search':
      return { view: { ...view, searchPath: RESUME_KYB_SEARCH_PATH } };
    case 'flow_connector': {
      const { endClientId: _hidden, ...rest } = view;
      return { view: { ...rest, connectPath: RESUME_CONNECTED_PATH } };
    }
    case 'end': {
      const node = own(opened.published.compiled.nodes, view.id);
      const part =
        node?.type === 'end' && node.subsequentFlowId !== undefined
          ? await deps.subsequent.atEnd(result.sessionId, opened.published.compiled)
          : undefined;
      const { subsequent: _token, ...rest } = view;
      if (!part) return { view: rest };
      const { flowId, token, expiresAt } = part;
      return {
        view: {
          ...rest,
          subsequent: { flowId, available: token !== null, expiresAt, startPath: RESUME_SUBSEQUENT_PATH },
        },
      };
    }
    case 'pending': {
      const nodeId = await ownersNode(deps, opened, result.sessionId);
      if (nodeId === undefined) return { view, ...retry };
      const owners = await deps.owners.waiting(result.sessionId, nodeId);
      return { view: { type: 'pending', waitingFor: 'owners', ...(owners ? { owners } : {}) }, ...retry };
    }
    default:
      return { view };
  }
}

/** The answer, without x-hf-session: a link's holder never learns the lasting session id. */
export function sendResumeStep(reply: FastifyReply, step: ResumeStep) {
  if (step.retryAfterSeconds !== undefined) reply.header('retry-after', String(step.retryAfterSeconds));
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(step.view));
}

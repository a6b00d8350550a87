/**
 * The hosted page across flows (docs/connected-flows.md, "On the hosted page"): a resume link's
 * holder may run the connected run its own run's flow_connector step made, and start the
 * subsequent flow its run's END names, and nothing else.
 *
 * - POST /resume/api/connected: at a flow_connector step, a resume token of that step's connected
 *   run (never beyond the presented link's expiry). The run comes from the link's own session, as
 *   the engine recorded it: no id is taken from the request, so a link can reach no other run.
 *   When the connected run has already ended and its wake-up has not yet moved this run on, the
 *   wake-up is handed over again here and the token is null.
 * - POST /resume/api/subsequent: at an END naming a subsequent flow, starts it with the END's
 *   single-use token (read here, never shown to the page) and answers a resume link of the new run.
 *
 * Neither reveals a session id or a subsequent token: only resume tokens, which expire and are
 * revoked with their end client's links.
 */
import type { App } from '../types.js';
import { NONE } from '../contract/security.js';
import { errorResponses } from '../contract/errors.js';
import { OPEN_CODES, SERVICE_CODES } from '../flow-execution/error-codes.js';
import { OnwardError } from '../../errors/index.js';
import { lookup as own } from '../../flows/document/compiled-types.js';
import type { FlowMode, ResumeTokens } from '../../resume-links/token.js';
import { publicBaseUrlOf, RESUME_PATH } from '../../resume-links/links.js';
import type { Subsequent } from '../../subsequent/service.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { EndStatus } from '../../flows/document/constants.js';
import { resumedLink, resumeHeaders, type ResumeApiDeps } from './resume-api.js';
import { ConnectedAnswer, RESUME_CONNECTED_PATH, RESUME_SUBSEQUENT_PATH, SubsequentAnswer } from './schemas.js';

export interface LinkedRunDeps extends Pick<ResumeApiDeps, 'linkGenerations'> {
  runtime: ResumeApiDeps['runtime'] & Pick<FlowRuntime, 'finishService'>;
  resumeTokens: Pick<ResumeTokens, 'verify' | 'issue' | 'ttlSeconds'>;
  subsequent: Pick<Subsequent, 'atEnd' | 'start'>;
  config: { publicBaseUrl: string | undefined; port: number };
  now: () => number;
}

const ENDED: ReadonlySet<string> = new Set<EndStatus>(['ACCEPTED', 'PENDING_REVIEW', 'DECLINED']);
const isEndStatus = (s: string): s is EndStatus => ENDED.has(s);
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const notHere = (message: string) =>
  new OnwardError(4014, message, [{ field: 'headers/authorization', reason: 'not_at_step', message }]);

export function registerLinkedRuns(app: App, deps: LinkedRunDeps): void {
  /** A resume token of another run of the tenant, under that run's current link generation. */
  async function tokenFor(sessionId: string, mode: FlowMode, ttlSeconds: number) {
    const current = await deps.linkGenerations.current(sessionId);
    if (!current) throw new OnwardError(4100, 'The run no longer exists');
    return deps.resumeTokens.issue({ sessionId, mode, generation: current.generation }, ttlSeconds);
  }

  app.post(
    RESUME_CONNECTED_PATH,
    {
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: "Resume page: a resume token of the link's flow_connector step's connected run",
        description:
          'At a flow_connector step (the step view’s connectPath), a resume token of the run that step connected, valid no longer than the link presented. ' +
          'Null when that run has already ended: this run has then moved on, ask for its step. Another current step: 400 4014.',
        headers: resumeHeaders,
        response: {
          200: ConnectedAnswer,
          ...errorResponses([...OPEN_CODES, ...SERVICE_CODES, 4007, 4013, 4014, 4032]),
        },
      },
    },
    async (request) => {
      const { opened, ref } = await resumedLink(deps, request);
      const { view } = await deps.runtime.current(opened);
      if (view.type !== 'flow_connector') throw notHere('The link’s run is not at a flow_connector step');
      const child = await deps.runtime.sessions.get(view.endClientId);
      if (!child) throw new OnwardError(4100, 'The connected run no longer exists');
      const status = child.state.status;
      if (isEndStatus(status)) {
        // The wake-up (runEnded) normally got here first; this is its backstop. Handed to the run
        // as the wake-up itself is, not as a submit: should the wake-up move the run on meanwhile,
        // this one then changes nothing, where a submit would land on whatever step came next.
        await deps.runtime.finishService(ref.sessionId, {
          type: 'connector_ended',
          nodeId: view.id,
          endClientId: child.id,
          status,
        });
        return { token: null, expiresAt: null, flowId: view.flowId };
      }
      const left = ref.expiresAt - Math.floor(deps.now() / 1000);
      if (left <= 0) throw new OnwardError(4012, 'The resume link has expired');
      const issued = await tokenFor(child.id, opened.mode, Math.min(left, deps.resumeTokens.ttlSeconds));
      return { token: issued.token, expiresAt: iso(issued.expiresAt), flowId: view.flowId };
    },
  );

  app.post(
    RESUME_SUBSEQUENT_PATH,
    {
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: "Resume page: start the subsequent flow the link's END names",
        description:
          'At an END naming a subsequent flow (the END view’s subsequent.startPath), starts that flow with the END’s single-use token, as GET /flow/{flowId} with x-hf-subsequent-token would, ' +
          'and answers a resume link of the new run. Used or expired: 400 4102; not at such an END: 400 4014.',
        headers: resumeHeaders,
        response: {
          200: SubsequentAnswer,
          ...errorResponses([...OPEN_CODES, 4000, 4005, 4007, 4014, 4032, 4102]),
        },
      },
    },
    async (request) => {
      const { opened, ref } = await resumedLink(deps, request);
      const { view } = await deps.runtime.current(opened);
      const flow = opened.published.compiled;
      const node = view.type === 'end' ? own(flow.nodes, view.id) : undefined;
      if (node?.type !== 'end' || node.subsequentFlowId === undefined)
        throw notHere('The link’s run is not at an END naming a subsequent flow');
      const part = await deps.subsequent.atEnd(ref.sessionId, flow);
      if (!part?.token)
        throw new OnwardError(4102, 'Subsequent token not found: it has already been used or has expired');
      const target = await deps.runtime.open(opened.mode, part.flowId, undefined);
      if (target.published.tenantId !== opened.published.tenantId) throw new OnwardError(4000);
      const sessionId = await deps.subsequent.start(target, part.token);
      const issued = await tokenFor(sessionId, opened.mode, deps.resumeTokens.ttlSeconds);
      return {
        token: issued.token,
        url: `${publicBaseUrlOf(deps.config)}${RESUME_PATH}${issued.token}`,
        expiresAt: iso(issued.expiresAt),
        flowId: part.flowId,
      };
    },
  );
}

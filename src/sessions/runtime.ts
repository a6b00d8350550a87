/**
 * Runs flows for end users: the public operations of a run (get the current step, submit, back,
 * init, and a background job's outcome), composed from
 * - open.ts: the flow version and session a request runs;
 * - apply.ts: one event applied with compare-and-set, the pure engine stepping the state;
 * - effects.ts: jobs and run events written in the same transaction as the state;
 * - event-inputs.ts: uploaded files, a business pick and the integration check, added per attempt;
 * - failures.ts: a background failure reported once;
 * - await-ready.ts: a submit's wait on a pending service, woken by the session's signal.
 * Everything from outside comes through the interfaces of ports.ts, wired in src/app/services.ts.
 */
import type { EngineEvent, EngineOutcome, RunLinks, SessionState } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import type { PrefillType } from '../flows/document/constants.js';
import { createSessionRepository, type SessionRecord } from './repository.js';
import type { FlowRuntimeDeps, PrefillField } from './ports.js';
import { createOpen, type OpenedFlow } from './open.js';
import { createApply } from './apply.js';
import { createFailures } from './failures.js';
import { createAwaitReady } from './await-ready.js';
import { createResult, throwIfFailed, type StepResult } from './step-result.js';
import type { BackgroundEvent } from './effects.js';

// What routes, workers and other domains name; each is defined in the module doing the job.
export type { FlowEngine, FlowRuntimeDeps, PrefillField } from './ports.js';
export type { OpenedFlow } from './open.js';
export type { StepResult } from './step-result.js';
export {
  CONNECT_JOB,
  SERVICE_JOB,
  SMS_JOB,
  type BackgroundEvent,
  type ConnectJobData,
  type ServiceJobData,
  type SmsJobData,
} from './effects.js';

export function createFlowRuntime<M>(deps: FlowRuntimeDeps<M>) {
  const sessions = createSessionRepository<SessionState>(deps.store);
  const open = createOpen(deps.flows, sessions);
  const apply = createApply(deps, sessions);
  const failures = createFailures(sessions);
  const result = createResult(deps.timings);
  const awaitReady = createAwaitReady({ ...deps, open, apply, result, reportOnce: (o) => failures.reportOnce(o) });

  return {
    open,

    initFields(o: OpenedFlow): PrefillField[] {
      return deps.engine.prefillFields(o.published.compiled);
    },

    async current(o: OpenedFlow, language?: string): Promise<StepResult> {
      await failures.reportOnce(o);
      const { session, outcome } = await apply(o, { type: 'get' }, language);
      return result(o.published.compiled, session, outcome);
    },

    /** `integration`: the caller is the tenant's own integration (event-inputs.ts refuseUntrusted). */
    async submit(
      o: OpenedFlow,
      data: unknown,
      options: { language?: string; retryOnPending?: boolean; integration?: boolean } = {},
    ): Promise<StepResult> {
      await failures.drop(o);
      const event: EngineEvent = { type: 'submit', data, ...(o.session === undefined ? { direct: true } : {}) };
      const { session, outcome } = await apply(o, event, options.language, options.integration);
      const first = result(o.published.compiled, session, outcome);
      return options.retryOnPending ? awaitReady(o, first, options.language) : first;
    },

    /** A built-in electronic ID step's login, verified by eid.ts; answers the step that follows (or the same, declined). */
    async eidResult(
      o: OpenedFlow,
      event: Extract<EngineEvent, { type: 'eid_result' }>,
      language?: string,
    ): Promise<StepResult> {
      await failures.drop(o);
      const { session, outcome } = await apply(o, event, language);
      return result(o.published.compiled, session, outcome);
    },

    async back(o: OpenedFlow, language?: string): Promise<StepResult> {
      await failures.drop(o);
      const { session, outcome } = await apply(o, { type: 'back' }, language);
      return result(o.published.compiled, session, outcome);
    },

    /**
     * `prefillTypes`: values the person may not change, by element id (an owner's prefill).
     * `links`: `subsequentOf`, the earlier end client a redeemed subsequent token attaches
     * (src/subsequent); `ownerOf`, the business run an owner's run belongs to (src/owners).
     */
    async init(
      o: OpenedFlow,
      data: unknown,
      prefillTypes?: Record<string, PrefillType>,
      links?: RunLinks,
    ): Promise<{ sessionId: string }> {
      // A new session is stored even when nothing was prefilled: the API promises an x-hf-session.
      const event: EngineEvent = {
        type: 'init',
        data,
        ...(prefillTypes ? { prefillTypes } : {}),
        ...(links?.subsequentOf !== undefined ? { subsequentOf: links.subsequentOf } : {}),
        ...(links?.ownerOf ? { ownerOf: links.ownerOf } : {}),
      };
      const { session, outcome } = await apply(o, event, undefined);
      throwIfFailed(outcome);
      return { sessionId: session.id };
    },

    /** Applies a background job's outcome (service or sms worker) and wakes waiting requests. */
    async finishService(sessionId: string, event: BackgroundEvent): Promise<void> {
      const session = await sessions.get(sessionId);
      if (!session) return;
      const published = await deps.flows.version(session.flowId, session.version);
      if (!published) return;
      let outcome: EngineOutcome;
      let after: SessionRecord<SessionState>;
      try {
        ({ outcome, session: after } = await apply({ mode: session.mode, published, session }, event, undefined));
      } catch (err) {
        // Abandoned (apply refuses it) or deleted while the service ran: its result has nowhere to go.
        if (err instanceof OnwardError && (err.code === 4109 || err.code === 4100)) return;
        throw err;
      }
      await failures.keepUnwritten(sessionId, event, outcome, after);
      await deps.signals.notify(sessionId);
    },

    sessions,
  };
}

export type FlowRuntime = ReturnType<typeof createFlowRuntime>;

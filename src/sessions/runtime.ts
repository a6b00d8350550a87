/**
 * Runs flows for end users: loads a session, hands (flow, state, event) to the pure engine, and
 * saves the new state with the jobs its effects ask for in one transaction. Service nodes run as
 * durable jobs (service-jobs.ts); a submit with x-hf-retry-on-pending waits for their signal.
 */
import { randomUUID } from 'node:crypto';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { FlowPublicationService, PublishedFlow } from '../flows/publication/service.js';
import type { CompiledFlow } from '../flows/prepare.js';
import type { EngineContext, EngineEvent, EngineOutcome, SessionState, StepView } from '../engine/types.js';
import { OnwardError, isErrorCode, kindOf, type ErrorDetail } from '../errors/index.js';
import { createSessionRepository, type FlowMode, type SessionRecord } from './repository.js';
import type { SessionSignals } from './signals.js';
import type { ServiceTimings } from './service-timings.js';
import { stateJson as serialiseState } from './state-json.js';
import type { EndClientStatus } from '../end-clients/status.js';
import type { SessionFiles } from '../files/service.js';
import { fileNodesOf } from './file-nodes.js';
import { INTEGRATION_NODE_TYPES } from '../flows/document/constants.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import { recordWebhookMessages, runMessages } from '../end-clients/status-events.js';
import type { BusinessSearch } from '../businesses/business-search.js';
import { kybPickFor } from './kyb-pick.js';

/** The pure engine, as the runtime uses it. */
export interface FlowEngine {
  newState(flow: CompiledFlow): SessionState;
  prefillFields(flow: CompiledFlow): PrefillField[];
  step(flow: CompiledFlow, state: SessionState, event: EngineEvent, ctx: EngineContext): EngineOutcome;
}

export type { PrefillableField as PrefillField } from '../engine/index.js';
import type { PrefillableField as PrefillField } from '../engine/index.js';

export const SERVICE_JOB = 'flow.service';
/** Sends an sms step's code (src/sms/send-job.ts). */
export const SMS_JOB = 'flow.sms';
const ABANDONED: EndClientStatus = 'ABANDONED';

export interface ServiceJobData {
  sessionId: string;
  nodeId: string;
  runId: number;
  service: string;
  config: Record<string, unknown>;
  input: unknown;
}

export interface SmsJobData {
  sessionId: string;
  nodeId: string;
  sendId: number;
  phoneNumber: string;
  /** Text with a {code} placeholder; the code is made by the job and never stored. */
  message: string;
  codeLength: number;
}

/** Outcomes of background work fed back to the engine. */
export type BackgroundEvent = Extract<EngineEvent, { type: 'service_finished' | 'service_failed' | 'sms_sent' | 'sms_failed' }>;

export interface StepResult {
  sessionId: string;
  view: StepView;
  /** Seconds until polling is worthwhile, for pending answers. */
  retryAfterSeconds?: number;
}

/** A request's flow version and session, resolved once and handed to the operation. */
export interface OpenedFlow {
  mode: FlowMode;
  published: PublishedFlow<CompiledFlow>;
  session: SessionRecord<SessionState> | undefined;
}

export interface FlowRuntimeDeps {
  store: Store;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'published' | 'version'>;
  engine: FlowEngine;
  queue: JobQueue;
  signals: SessionSignals;
  timings: ServiceTimings;
  now: () => number;
  pendingWaitMs: number;
  /** The key sms codes are hashed under (src/engine/sms-code.ts), shared with the send job. */
  smsCodeKey: Uint8Array;
  /** Uploaded files, read only when the submitted form has file elements. */
  files: Pick<SessionFiles, 'infoFor'>;
  /** Wakes the webhook outbox's dispatcher after webhook events were committed. */
  wakeOutbox: () => void;
  /** Where a provider_kyb_search step's view sends the end user to search (the API's route, given by the http layer). */
  kybSearchPath: (mode: FlowMode, flowId: string) => string;
  /** Resolves the PrefillId a provider_kyb_search step is submitted with (kyb-pick.ts). */
  businesses: Pick<BusinessSearch, 'resolvePrefill'>;
}

function toDetails(error: NonNullable<Extract<EngineOutcome, { ok: false }>['error']['details']>): ErrorDetail[] {
  return error.map(({ elementId, reason, message, ...rest }) => ({ field: elementId, reason, message, ...rest }));
}

/**
 * Every state write of an IN_PROGRESS run restarts the flow's abandonment timer (activity); any
 * other status has none. Computed here so the due time travels in the state write itself.
 */
function abandonAtAfter(flow: CompiledFlow, status: string, at: number): number | null {
  return flow.abandonAfterMs !== undefined && status === 'IN_PROGRESS' ? at + flow.abandonAfterMs : null;
}

export function createFlowRuntime(deps: FlowRuntimeDeps) {
  const sessions = createSessionRepository<SessionState>(deps.store);
  // The engine's date validations need today's date; formatting it once per day, not per request.
  let day = { start: 0, end: -1, text: '' };
  const today = () => {
    const at = deps.now();
    if (at < day.start || at >= day.end) {
      const start = at - (at % 86_400_000);
      day = { start, end: start + 86_400_000, text: new Date(start).toISOString().slice(0, 10) };
    }
    return day.text;
  };

  /** Resolves the flow version a request runs: the session's own, or the one published for the mode. */
  async function open(mode: FlowMode, flowId: string, sessionId: string | undefined): Promise<OpenedFlow> {
    if (sessionId !== undefined) {
      const session = await sessions.get(sessionId);
      if (!session) throw new OnwardError(4100, 'Session not found');
      if (session.flowId !== flowId || session.mode !== mode) throw new OnwardError(4101);
      const published = await deps.flows.version(flowId, session.version);
      if (!published) throw new OnwardError(4000);
      return { mode, published, session };
    }
    const published = await deps.flows.published(flowId, mode);
    if (!published) {
      if (mode === 'test' && (await deps.flows.published(flowId, 'live'))) throw new OnwardError(4017);
      throw new OnwardError(4000);
    }
    return { mode, published, session: undefined };
  }

  /**
   * Whether a submit carries the session's uploaded files: only to a form with file elements, so
   * the engine rejects ids not uploaded to this session and checks types and sizes. Decided per
   * attempt, for the state the event is applied to; every other submit skips the query. Nothing
   * can have been uploaded to a session that does not exist yet (its files are then `{}`).
   */
  function needsFiles(flow: CompiledFlow, base: SessionRecord<SessionState>, isNew: boolean): boolean {
    const nodes = fileNodesOf(flow);
    if (nodes.size === 0) return false;
    if (isNew) return true;
    const position = base.state.position;
    return position.kind === 'step' && nodes.has(position.nodeId);
  }

  /**
   * A submit to a provider step Onward does not run (INTEGRATION_NODE_TYPES) from anyone but the
   * tenant's integration. Decided per attempt, on the state the event is applied to: a submit
   * that loses a race is applied to the newer state, which may have moved to such a step.
   */
  function refuseUntrusted(flow: CompiledFlow, base: SessionRecord<SessionState>, event: EngineEvent, integration: boolean): void {
    if (integration || event.type !== 'submit' || base.state.position.kind !== 'step') return;
    const type = own(flow.nodes, base.state.position.nodeId)?.type;
    if (type !== undefined && (INTEGRATION_NODE_TYPES as readonly string[]).includes(type)) {
      throw new OnwardError(4031, `A ${type} step is completed by the tenant's integration: its submit needs a bearer token of the flow's tenant`, undefined, {
        challenge: { scheme: 'Bearer', realm: 'onward' },
      });
    }
  }

  /** A PrefillId submitted to a provider_kyb_search step, resolved for the engine (kyb-pick.ts); other events pass as they are. */
  function withKybPick(flow: CompiledFlow, base: SessionRecord<SessionState>, event: EngineEvent): EngineEvent {
    if (event.type !== 'submit') return event;
    const kybPick = kybPickFor(deps.businesses, flow, base.tenantId, event.data);
    return kybPick ? { ...event, kybPick } : event;
  }

  function fresh(published: PublishedFlow<CompiledFlow>, mode: FlowMode): SessionRecord<SessionState> {
    const at = deps.now();
    const state = deps.engine.newState(published.compiled);
    return {
      id: randomUUID(), tenantId: published.tenantId, flowId: published.flowId, mode, version: published.version,
      status: state.status, state, stateJson: '', revision: 0, createdAt: at, updatedAt: at,
    };
  }

  /**
   * Applies one event with compare-and-set: on a lost race the session is re-read and the event
   * applied to the newer state. Effects' jobs are enqueued in the same transaction as the state.
   */
  async function apply(opened: OpenedFlow, event: EngineEvent, language: string | undefined, integration = false): Promise<{ session: SessionRecord<SessionState>; outcome: EngineOutcome }> {
    let current = opened.session;
    for (let attempt = 0; attempt < 5; attempt++) {
      const isNew = current === undefined;
      const base = current ?? fresh(opened.published, opened.mode);
      // A customer closed this run by hand (end-clients/status.ts): nothing moves it any more.
      if (base.status === ABANDONED) throw new OnwardError(4109);
      refuseUntrusted(opened.published.compiled, base, event, integration);
      const flow = opened.published.compiled;
      const ctx: EngineContext = {
        today: today(), now: deps.now(), smsCodeKey: deps.smsCodeKey, kybSearchPath: deps.kybSearchPath(opened.mode, flow.flowId), ...(language ? { language } : {}),
      };
      // Awaited only when a query runs: every other event keeps its synchronous path.
      const withFiles = event.type === 'submit' && needsFiles(flow, base, isNew)
        ? { ...event, files: isNew ? {} : await deps.files.infoFor(base.id) }
        : event;
      const stepEvent = withKybPick(flow, base, withFiles);
      const outcome = deps.engine.step(flow, base.state, stepEvent, ctx);
      // The engine hands back the same object when nothing changed; else compare what would be stored.
      const stateJson = outcome.state === base.state ? base.stateJson : serialiseState(outcome.state);
      const changed = isNew || stateJson !== base.stateJson;
      if (!changed) return { session: base, outcome };
      // A rejected submit to a new session stores nothing: there is no state worth keeping.
      if (isNew && !outcome.ok) return { session: base, outcome };
      const at = deps.now();
      const jobs = outcome.effects.flatMap((effect): Array<{ name: string; data: ServiceJobData | SmsJobData }> => {
        if (effect.type === 'start_service') return [{ name: SERVICE_JOB, data: { sessionId: base.id, nodeId: effect.nodeId, runId: effect.runId, service: effect.service, config: effect.config, input: effect.input } }];
        if (effect.type === 'send_sms') return [{ name: SMS_JOB, data: { sessionId: base.id, nodeId: effect.nodeId, sendId: effect.sendId, phoneNumber: effect.phoneNumber, message: effect.message, codeLength: effect.codeLength } }];
        return [];
      });
      const next: SessionRecord<SessionState> = {
        ...base, state: outcome.state, stateJson, status: outcome.state.status, revision: isNew ? 0 : base.revision + 1, updatedAt: at,
        abandonAt: abandonAtAfter(opened.published.compiled, outcome.state.status, at),
      };
      // A background service's failure is stored with the state it leaves, for the next poll to report.
      const failure = (event.type === 'service_failed' || event.type === 'sms_failed') && !outcome.ok && !isNew;
      if (failure) next.pendingError = { code: outcome.error.code, message: outcome.error.message };
      const messages = runMessages(opened.published.compiled, next, outcome.effects, isNew, at);
      const write = async (executor: typeof deps.store.db | undefined) => {
        if (isNew) await sessions.insert(executor, next);
        else if (!(await sessions.update(executor, next, { withPendingError: failure }))) return false;
        for (const job of jobs) await deps.queue.enqueue(executor ?? deps.store.db, job);
        if (executor) await recordWebhookMessages(executor, messages, at);
        return true;
      };
      // One statement is atomic on its own (and group-committed with its neighbours on SQLite);
      // a transaction is needed only to tie jobs and webhook events to the state.
      const single = jobs.length === 0 && messages.length === 0;
      const saved = single ? await write(undefined) : await deps.store.db.transaction().execute(write);
      if (saved) {
        if (!single) {
          sessions.committed(next);
          if (jobs.length > 0) deps.queue.wake();
          if (messages.length > 0) deps.wakeOutbox();
        }
        return { session: next, outcome };
      }
      current = await sessions.get(base.id);
      if (!current) throw new OnwardError(4100, 'Session not found');
    }
    throw new OnwardError(4409, 'The session is being changed concurrently; retry');
  }

  function throwIfFailed(outcome: EngineOutcome): asserts outcome is Extract<EngineOutcome, { ok: true }> {
    if (!outcome.ok) throw new OnwardError(outcome.error.code, outcome.error.message, outcome.error.details ? toDetails(outcome.error.details) : undefined);
  }

  function result(flow: CompiledFlow, session: SessionRecord<SessionState>, outcome: EngineOutcome): StepResult {
    throwIfFailed(outcome);
    const view = outcome.view ?? { type: 'pending' as const };
    if (view.type !== 'pending') return { sessionId: session.id, view };
    const position = outcome.state.position;
    const node = position.kind === 'service' ? flow.nodes[position.nodeId] : undefined;
    const service = node?.type === 'service' ? node.service : undefined;
    return { sessionId: session.id, view, retryAfterSeconds: deps.timings.estimateSeconds(service) };
  }

  /** A service that failed in the background is reported once, with the status its code maps to. */
  async function reportServiceFailure(o: OpenedFlow): Promise<void> {
    const failure = o.session?.pendingError;
    if (!failure || !o.session || !(await sessions.takePendingError(o.session.id))) return;
    const code = isErrorCode(failure.code) ? failure.code : 4009;
    // Only an unavailable service (503) invites a retry; a 422 (data the service needs is missing) needs a new submit.
    throw new OnwardError(code, failure.message, undefined, kindOf(code) === 'unavailable' ? { retryAfterSeconds: 1, sessionId: o.session.id } : { sessionId: o.session.id });
  }

  /** A new action supersedes an unreported failure of the previous one. */
  async function dropPendingError(o: OpenedFlow): Promise<void> {
    if (!o.session?.pendingError) return;
    await sessions.takePendingError(o.session.id);
    // What this request writes next must not carry the dropped error along.
    o.session = { ...o.session, pendingError: undefined };
  }

  /** Holds a pending answer until the next interactive or end step is ready, or the wait runs out. */
  async function awaitReady(opened: OpenedFlow, first: StepResult, language: string | undefined): Promise<StepResult> {
    const deadline = deps.now() + deps.pendingWaitMs;
    let latest = first;
    while (latest.view.type === 'pending') {
      const remaining = deadline - deps.now();
      if (remaining <= 0) return latest;
      const waiter = deps.signals.wait(latest.sessionId, remaining);
      const o = await open(opened.mode, opened.published.flowId, latest.sessionId);
      try {
        await reportServiceFailure(o);
      } catch (err) {
        waiter.cancel();
        throw err;
      }
      const { session, outcome } = await apply(o, { type: 'get' }, language);
      latest = result(o.published.compiled, session, outcome);
      if (latest.view.type !== 'pending') { waiter.cancel(); return latest; }
      await waiter.done;
    }
    return latest;
  }

  return {
    open,

    initFields(o: OpenedFlow): PrefillField[] {
      return deps.engine.prefillFields(o.published.compiled);
    },

    async current(o: OpenedFlow, language?: string): Promise<StepResult> {
      await reportServiceFailure(o);
      const { session, outcome } = await apply(o, { type: 'get' }, language);
      return result(o.published.compiled, session, outcome);
    },

    /** `integration`: the caller is the tenant's own integration (see refuseUntrusted). */
    async submit(o: OpenedFlow, data: unknown, options: { language?: string; retryOnPending?: boolean; integration?: boolean } = {}): Promise<StepResult> {
      await dropPendingError(o);
      const event: EngineEvent = { type: 'submit', data, ...(o.session === undefined ? { direct: true } : {}) };
      const { session, outcome } = await apply(o, event, options.language, options.integration);
      const first = result(o.published.compiled, session, outcome);
      return options.retryOnPending ? awaitReady(o, first, options.language) : first;
    },

    async back(o: OpenedFlow, language?: string): Promise<StepResult> {
      await dropPendingError(o);
      const { session, outcome } = await apply(o, { type: 'back' }, language);
      return result(o.published.compiled, session, outcome);
    },

    async init(o: OpenedFlow, data: unknown): Promise<{ sessionId: string }> {
      // A new session is stored even when nothing was prefilled: the API promises an x-hf-session.
      const { session, outcome } = await apply(o, { type: 'init', data }, undefined);
      throwIfFailed(outcome);
      return { sessionId: session.id };
    },

    /** Applies a service's outcome (called by the service job worker) and wakes waiting requests. */
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
      // Normally stored with the state by apply(); this covers a failure that left the state as it was.
      if (!outcome.ok && (event.type === 'service_failed' || event.type === 'sms_failed') && !after.pendingError) await sessions.setPendingError(sessionId, { code: outcome.error.code, message: outcome.error.message });
      await deps.signals.notify(sessionId);
    },

    sessions,
  };
}

export type FlowRuntime = ReturnType<typeof createFlowRuntime>;

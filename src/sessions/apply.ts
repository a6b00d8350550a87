/**
 * The heart of the runtime: one event applied to a session with compare-and-set. The session is
 * loaded (or made fresh), the pure engine steps it, and the new state is committed with what it
 * causes (effects.ts); when another write got there first, the session is re-read and the event
 * applied again to the newer state.
 */
import type { PublishedFlow } from '../flows/publication/service.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { EngineContext, EngineEvent, EngineOutcome, SessionState } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import { ABANDONED, type FlowMode, type SessionRecord, type SessionRepository } from './repository.js';
import { stateJson as serialiseState } from './state-json.js';
import type { FlowRuntimeDeps } from './ports.js';
import type { OpenedFlow } from './open.js';
import { createCommit } from './effects.js';
import { createEventInputs, refuseUntrusted } from './event-inputs.js';
import { pendingErrorOf } from './failures.js';
import { sessionId } from './session-id.js';

export interface Applied {
  session: SessionRecord<SessionState>;
  outcome: EngineOutcome;
}

/** Where a flow version's steps point their clients (EngineContext). */
interface FlowPaths {
  kybSearchPath: string;
  eidStartPath: string | undefined;
}

/** Compare-and-set attempts before a request gives up (4409). */
const ATTEMPTS = 5;

/**
 * Every state write of an IN_PROGRESS run restarts the flow's abandonment timer (activity); any
 * other status has none. Computed here so the due time travels in the state write itself.
 */
function abandonAtAfter(flow: CompiledFlow, status: string, at: number): number | null {
  return flow.abandonAfterMs !== undefined && status === 'IN_PROGRESS' ? at + flow.abandonAfterMs : null;
}

/** The engine's date validations need today's date: formatted once per day, not per request. */
function dailyDate(now: () => number): () => string {
  let day = { start: 0, end: -1, text: '' };
  return () => {
    const at = now();
    if (at < day.start || at >= day.end) {
      const start = at - (at % 86_400_000);
      day = { start, end: start + 86_400_000, text: new Date(start).toISOString().slice(0, 10) };
    }
    return day.text;
  };
}

export function createApply<M>(deps: FlowRuntimeDeps<M>, sessions: SessionRepository<SessionState>) {
  const today = dailyDate(deps.now);
  const eventFor = createEventInputs({ ...deps, sessions });
  const commit = createCommit(deps, sessions);

  function fresh(published: PublishedFlow<CompiledFlow>, mode: FlowMode): SessionRecord<SessionState> {
    const at = deps.now();
    const state = deps.engine.newState(published.compiled);
    return {
      id: sessionId(at),
      tenantId: published.tenantId,
      flowId: published.flowId,
      mode,
      version: published.version,
      status: state.status,
      state,
      stateJson: '',
      revision: 0,
      createdAt: at,
      updatedAt: at,
    };
  }

  // A flow version's paths depend on the version and mode alone: made once, not on every request.
  const paths = new WeakMap<CompiledFlow, Partial<Record<FlowMode, FlowPaths>>>();
  function pathsOf(flow: CompiledFlow, mode: FlowMode): FlowPaths {
    let byMode = paths.get(flow);
    if (byMode === undefined) paths.set(flow, (byMode = {}));
    return (byMode[mode] ??= {
      kybSearchPath: deps.kybSearchPath(mode, flow.flowId),
      eidStartPath: deps.eidStartPath?.(mode, flow.flowId),
    });
  }

  function contextFor(opened: OpenedFlow, language: string | undefined): EngineContext {
    const { kybSearchPath, eidStartPath } = pathsOf(opened.published.compiled, opened.mode);
    const ctx: EngineContext = { today: today(), now: deps.now(), smsCodeKey: deps.smsCodeKey, kybSearchPath };
    if (eidStartPath !== undefined) ctx.eidStartPath = eidStartPath;
    if (language) ctx.language = language;
    return ctx;
  }

  /** `integration`: the caller is the tenant's own integration (event-inputs.ts refuseUntrusted). */
  return async function apply(
    opened: OpenedFlow,
    event: EngineEvent,
    language: string | undefined,
    integration = false,
  ): Promise<Applied> {
    const flow = opened.published.compiled;
    let current = opened.session;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const isNew = current === undefined;
      const base = current ?? fresh(opened.published, opened.mode);
      // A customer closed this run by hand (end-clients/status.ts): nothing moves it any more.
      if (base.status === ABANDONED) throw new OnwardError(4109);
      refuseUntrusted(flow, base, event, integration);
      const ctx = contextFor(opened, language);
      const input = eventFor(flow, base, event, isNew);
      const outcome = deps.engine.step(flow, base.state, input instanceof Promise ? await input : input, ctx);
      // The engine hands back the same object when nothing changed; else compare what would be stored.
      const stateJson = outcome.state === base.state ? base.stateJson : serialiseState(outcome.state);
      if (!isNew && stateJson === base.stateJson) return { session: base, outcome };
      // A rejected submit to a new session stores nothing: there is no state worth keeping.
      if (isNew && !outcome.ok) return { session: base, outcome };
      const at = deps.now();
      const next: SessionRecord<SessionState> = {
        ...base,
        state: outcome.state,
        stateJson,
        status: outcome.state.status,
        revision: isNew ? 0 : base.revision + 1,
        updatedAt: at,
        abandonAt: abandonAtAfter(flow, outcome.state.status, at),
      };
      // A background failure is stored with the state it leaves, for the next poll to report.
      const failure = isNew ? undefined : pendingErrorOf(event, outcome);
      if (failure) next.pendingError = failure;
      const submit = event.type === 'submit';
      const write = {
        flow,
        next,
        effects: outcome.effects,
        isNew,
        withPendingError: failure !== undefined,
        at,
        submit,
        sameStatus: !isNew && next.status === base.status,
      };
      if (await commit(write)) {
        if (deps.runEnded && outcome.effects.some((e) => e.type === 'status_changed' && e.endNodeId !== undefined))
          deps.runEnded(next.id);
        return { session: next, outcome };
      }
      current = await sessions.get(base.id);
      if (!current) throw new OnwardError(4100, 'Session not found');
    }
    throw new OnwardError(4409, 'The session is being changed concurrently; retry');
  };
}

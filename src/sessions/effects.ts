/**
 * Writing a step's new state with what it causes: the jobs its effects ask for (service runs, sms
 * sends) and the run events it tells the outside (ports.ts RunEvents), all in one transaction, so
 * a job or event exists exactly when the state that caused it committed.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { Effect, EngineEvent, SessionState } from '../engine/types.js';
import type { SessionRecord, SessionRepository } from './repository.js';
import type { FlowRuntimeDeps } from './ports.js';

export const SERVICE_JOB = 'flow.service';
/** Sends an sms step's code (src/sms/send-job.ts). */
export const SMS_JOB = 'flow.sms';
/** Makes a flow_connector step's connected run (src/connector/flow-node.ts). */
export const CONNECT_JOB = 'flow.connect';

export interface ConnectJobData {
  sessionId: string;
  nodeId: string;
  connectId: number;
  flowId: string;
}

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
export type BackgroundEvent = Extract<
  EngineEvent,
  { type: 'service_finished' | 'service_failed' | 'sms_sent' | 'sms_failed' | 'connector_started' | 'connector_ended' }
>;

type JobOf = { name: string; data: ServiceJobData | SmsJobData | ConnectJobData };

function jobOf(sessionId: string, effect: Effect): JobOf | undefined {
  if (effect.type === 'start_service')
    return {
      name: SERVICE_JOB,
      data: {
        sessionId,
        nodeId: effect.nodeId,
        runId: effect.runId,
        service: effect.service,
        config: effect.config,
        input: effect.input,
      },
    };
  if (effect.type === 'send_sms')
    return {
      name: SMS_JOB,
      data: {
        sessionId,
        nodeId: effect.nodeId,
        sendId: effect.sendId,
        phoneNumber: effect.phoneNumber,
        message: effect.message,
        codeLength: effect.codeLength,
      },
    };
  if (effect.type === 'connect_flow')
    return {
      name: CONNECT_JOB,
      data: { sessionId, nodeId: effect.nodeId, connectId: effect.connectId, flowId: effect.flowId },
    };
  return undefined;
}

// Most writes cause no job: one shared empty list, and no array or closure per effect (this runs
// on every state write).
const NO_JOBS: readonly JobOf[] = [];

function jobsOf(sessionId: string, effects: readonly Effect[]): readonly JobOf[] {
  let jobs: JobOf[] | undefined;
  for (const effect of effects) {
    const job = jobOf(sessionId, effect);
    if (job) (jobs ??= []).push(job);
  }
  return jobs ?? NO_JOBS;
}

/** One state write: the record to store and what the step that made it said. */
export interface StateWrite {
  flow: CompiledFlow;
  next: SessionRecord<SessionState>;
  effects: readonly Effect[];
  isNew: boolean;
  /** `next` carries a background failure for the next poll to report (failures.ts). */
  withPendingError: boolean;
  at: number;
  /** The write is an end user's submit (where the test-only fault point sits). */
  submit?: boolean;
  /** An update that leaves the run's status as stored (repository.ts `sameStatus`). */
  sameStatus?: boolean;
}

export function createCommit<M>(
  deps: Pick<FlowRuntimeDeps<M>, 'store' | 'queue' | 'events' | 'wakeOutbox' | 'faultPoint'>,
  sessions: Pick<SessionRepository<SessionState>, 'insert' | 'update' | 'committed'>,
) {
  /**
   * Writes the state, its jobs and run events; false when another write to the session won the race.
   * Not async itself: a plain write hands back the statement's own promise, so the hot path pays
   * no extra promise hop for being in its own function.
   */
  return function commit(w: StateWrite): Promise<boolean> {
    const { next, at } = w;
    const jobs = jobsOf(next.id, w.effects);
    const messages = deps.events.messages(w.flow, next, w.effects, w.isNew, at);
    const fault = w.submit ? deps.faultPoint : undefined;
    const write = async (executor: Kysely<Database> | undefined) => {
      // Without a transaction the one statement is the commit: the fault point comes before it.
      if (fault && !executor) await fault('submit-before-commit');
      if (w.isNew) await sessions.insert(executor, next);
      else if (
        !(await sessions.update(executor, next, {
          withPendingError: w.withPendingError,
          sameStatus: w.sameStatus === true,
        }))
      )
        return false;
      for (const job of jobs) await deps.queue.enqueue(executor ?? deps.store.db, job);
      if (executor) await deps.events.record(executor, messages, at);
      if (fault && executor) await fault('submit-before-commit');
      return true;
    };
    // One statement is atomic on its own (and group-committed with its neighbours on SQLite);
    // a transaction is needed only to tie jobs and run events to the state.
    if (jobs.length === 0 && messages.length === 0) return write(undefined);
    return deps.store.db
      .transaction()
      .execute(write)
      .then((saved) => {
        if (saved) {
          sessions.committed(next);
          if (jobs.length > 0) deps.queue.wake();
          if (messages.length > 0) deps.wakeOutbox();
        }
        return saved;
      });
  };
}

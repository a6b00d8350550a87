/**
 * What the session runtime needs from outside src/sessions, as interfaces it defines itself; the
 * composition root (src/app/services.ts) plugs in the implementations. So the runtime depends only
 * on layers below it (engine, flow document, store, jobs), never on the features built on top of
 * runs (end clients' webhook events, uploaded files, business search, http).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { PrefillableField } from '../engine/prefill.js';
import type {
  Effect,
  EngineContext,
  EngineEvent,
  EngineOutcome,
  FileInfo,
  KybPick,
  SessionState,
} from '../engine/types.js';
import type { FlowMode, SessionRecord } from './repository.js';
import type { SessionSignals } from './signals.js';
import type { ServiceTimings } from './service-timings.js';

export type { PrefillableField as PrefillField } from '../engine/prefill.js';

/** The pure engine, as the runtime uses it (src/engine). */
export interface FlowEngine {
  newState(flow: CompiledFlow): SessionState;
  prefillFields(flow: CompiledFlow): PrefillableField[];
  step(flow: CompiledFlow, state: SessionState, event: EngineEvent, ctx: EngineContext): EngineOutcome;
}

/**
 * What one step of a run tells the outside world: the flow's webhook events
 * (src/end-clients/status-events.ts). They are written by the transaction that writes the state,
 * so an event exists exactly when its change committed.
 */
export interface RunEvents<Message> {
  /** The events of one step; none, at the cost of one check, for flows without a webhook. */
  messages(
    flow: CompiledFlow,
    session: SessionRecord<SessionState>,
    effects: readonly Effect[],
    isNew: boolean,
    at: number,
  ): readonly Message[];
  /** Writes `messages` within `executor`, the transaction writing the state. */
  record(executor: Kysely<Database>, messages: readonly Message[], at: number): Promise<unknown>;
}

/** The files uploaded to a session (src/files), as a submit of file elements checks ids against them. */
export interface UploadedFiles {
  infoFor(sessionId: string): Promise<Record<string, FileInfo>>;
}

/** Resolves the PrefillId a provider_kyb_search step is submitted with, for the session's tenant (src/businesses/kyb-pick.ts). */
export interface KybPicks {
  resolve(prefillId: string, tenantId: string): KybPick;
}

/** Durable jobs enqueued with the state that asks for them (src/jobs). */
export type RuntimeJobs = Pick<JobQueue, 'enqueue' | 'wake'>;

export interface FlowRuntimeDeps<Message> {
  store: Store;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'published' | 'version'>;
  engine: FlowEngine;
  queue: RuntimeJobs;
  signals: Pick<SessionSignals, 'wait' | 'notify'>;
  timings: Pick<ServiceTimings, 'estimateSeconds'>;
  now: () => number;
  pendingWaitMs: number;
  /** The key sms codes are hashed under (src/engine/sms-code.ts), shared with the send job. */
  smsCodeKey: Uint8Array;
  /** Uploaded files, read only when the submitted form has file elements. */
  files: UploadedFiles;
  events: RunEvents<Message>;
  /** Wakes the webhook outbox's dispatcher after run events were committed. */
  wakeOutbox: () => void;
  /** Where a provider_kyb_search step's view sends the end user to search (the API's route, given by the http layer). */
  kybSearchPath: (mode: FlowMode, flowId: string) => string;
  kybPicks: KybPicks;
  /** Where a built-in provider_electronic_id step's view sends the client to start the login (the API's route). */
  eidStartPath?: (mode: FlowMode, flowId: string) => string;
  /**
   * Told after a run reached its END committed (src/owners: a business case waiting for this
   * owner). Not durable: whoever listens keeps a sweep that finds what a crash let slip.
   */
  runEnded?: (sessionId: string) => void;
  /**
   * Test-only (ONWARD_TEST_FAULT, src/app/fault-points.ts): called where a submit has written its
   * state inside the transaction but not committed; when armed it never returns, so a test can
   * kill the process there. Absent in any deployment.
   */
  faultPoint?: (name: 'submit-before-commit') => Promise<void>;
}

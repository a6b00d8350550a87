/**
 * The contract between service nodes and their implementations: what a service is given and what
 * it answers. Defined here, with the services; the session runtime's job worker
 * (src/sessions/service-jobs.ts) runs whatever map of them the composition root hands it.
 */
import type { ServiceErrorCode } from '../engine/types.js';

export type ServiceOutcome =
  | { ok: true; data: unknown; prefill?: Record<string, unknown> }
  | { ok: false; code: ServiceErrorCode; message: string; retryable?: boolean };

/**
 * A service whose result comes later than its job (owner_verification waits for people, for days):
 * the run stays pending and the service hands its outcome to the runtime itself when it has one.
 */
export interface ServiceWaiting {
  ok: 'waiting';
}

/** Which run a service serves: a service that reads the session's own files needs to know whose. */
export interface ServiceRun {
  sessionId: string;
  nodeId: string;
}

/** A non-interactive service: config from the flow document, input from the session. */
export type FlowService = (
  config: Record<string, unknown>,
  input: unknown,
  run: ServiceRun & { runId: number },
) => Promise<ServiceOutcome | ServiceWaiting>;

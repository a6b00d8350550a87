/**
 * A submit with x-hf-retry-on-pending: the answer is held while the run waits on a background
 * service, until the next interactive or end step is ready or the wait runs out. Woken by the
 * session's signal (signals.ts) rather than by polling the database.
 */
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { EngineEvent } from '../engine/types.js';
import type { Applied } from './apply.js';
import type { OpenedFlow } from './open.js';
import type { FlowRuntimeDeps } from './ports.js';
import type { FlowMode } from './repository.js';
import type { StepResult } from './step-result.js';

export interface AwaitReadyDeps {
  now: () => number;
  pendingWaitMs: number;
  signals: FlowRuntimeDeps<unknown>['signals'];
  open(mode: FlowMode, flowId: string, sessionId: string): Promise<OpenedFlow>;
  reportOnce(o: OpenedFlow): Promise<void>;
  apply(o: OpenedFlow, event: EngineEvent, language: string | undefined): Promise<Applied>;
  result(flow: CompiledFlow, session: Applied['session'], outcome: Applied['outcome']): StepResult;
}

export function createAwaitReady(deps: AwaitReadyDeps) {
  /** Holds a pending answer until the next interactive or end step is ready, or the wait runs out. */
  return async function awaitReady(
    opened: OpenedFlow,
    first: StepResult,
    language: string | undefined,
  ): Promise<StepResult> {
    const deadline = deps.now() + deps.pendingWaitMs;
    let latest = first;
    while (latest.view.type === 'pending') {
      const remaining = deadline - deps.now();
      if (remaining <= 0) return latest;
      // Subscribed before the state is re-read, so a signal between the two is not missed.
      const waiter = deps.signals.wait(latest.sessionId, remaining);
      const o = await deps.open(opened.mode, opened.published.flowId, latest.sessionId);
      try {
        await deps.reportOnce(o);
      } catch (err) {
        waiter.cancel();
        throw err;
      }
      const { session, outcome } = await deps.apply(o, { type: 'get' }, language);
      latest = deps.result(o.published.compiled, session, outcome);
      if (latest.view.type !== 'pending') {
        waiter.cancel();
        return latest;
      }
      await waiter.done;
    }
    return latest;
  };
}

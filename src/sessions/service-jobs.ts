/**
 * The worker side of service nodes: runs a job's service outside any transaction, then feeds the
 * outcome back to the engine as `service_finished` / `service_failed`. A job whose run is stale
 * (the user went back, or it ran before) is applied anyway: the engine ignores outcomes of runs
 * it no longer waits for, which makes the at-least-once queue safe.
 */
import type { Logger } from 'pino';
import type { JobQueue } from '../jobs/queue.js';
import type { FlowService, ServiceOutcome, ServiceWaiting } from '../services/contract.js';
import { SERVICE_JOB, type FlowRuntime, type ServiceJobData } from './runtime.js';
import type { ServiceTimings } from './service-timings.js';

export interface ServiceJobDeps {
  queue: JobQueue;
  runtime: Pick<FlowRuntime, 'finishService'>;
  /** The services by name (src/services/flow-services.ts, built at the composition root). */
  services: ReadonlyMap<string, FlowService>;
  timings: ServiceTimings;
  logger: Logger;
  maxAttempts?: number;
}

export async function startServiceWorker(deps: ServiceJobDeps, concurrency = 8): Promise<void> {
  const maxAttempts = deps.maxAttempts ?? 5;
  await deps.queue.work<ServiceJobData>(
    SERVICE_JOB,
    async (job) => {
      const { sessionId, nodeId, runId, service, config, input } = job.data;
      const run = deps.services.get(service);
      let outcome: ServiceOutcome | ServiceWaiting;
      const started = Date.now();
      if (!run) {
        outcome = { ok: false, code: 4009, message: `Service ${service} is not available` };
      } else {
        try {
          outcome = await run(config, input, { sessionId, nodeId, runId });
        } catch (err) {
          // An unexpected failure is retried by the queue; the last attempt fails the step cleanly
          // instead of leaving the session pending for ever.
          if (job.attempt < maxAttempts) throw err;
          deps.logger.error({ err, sessionId, nodeId, service }, 'service failed on its last attempt');
          outcome = { ok: false, code: 4009, message: 'Service execution failed' };
        }
      }
      // Its outcome comes later, through finishService, from the service itself; its duration is
      // not a service time a poll should wait for.
      if (outcome.ok === 'waiting') return;
      deps.timings.record(service, Date.now() - started);
      await deps.runtime.finishService(
        sessionId,
        outcome.ok
          ? {
              type: 'service_finished',
              nodeId,
              runId,
              result: outcome.data,
              ...(outcome.prefill ? { prefill: outcome.prefill } : {}),
            }
          : { type: 'service_failed', nodeId, runId, code: outcome.code, message: outcome.message },
      );
    },
    { concurrency },
  );
}

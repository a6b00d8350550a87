/**
 * Liveness, readiness and metrics. Readiness fails during shutdown or while any check of the
 * process's role fails: the database always; the job queue too where the role runs jobs.
 */
import type { Registry } from 'prom-client';
import type { ProcessRole } from '../../config/env.js';
import type { App } from '../types.js';

/** What readiness checks, by name; each throws when its dependency is unusable. */
export type ReadinessChecks = Readonly<Record<string, () => Promise<void>>>;

export interface OpsDeps {
  role: ProcessRole;
  checks: ReadinessChecks;
  metrics: Registry;
  isShuttingDown(): boolean;
}

export function registerOpsRoutes(app: App, deps: OpsDeps): void {
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting_down', role: deps.role });
    const entries = Object.entries(deps.checks);
    // Every check runs (in parallel) so the answer names each failing dependency, not the first.
    const outcomes = await Promise.allSettled(entries.map(([, check]) => check()));
    const checks: Record<string, 'ok' | 'failed'> = {};
    outcomes.forEach((outcome, i) => {
      const name = entries[i]?.[0] ?? '';
      checks[name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
      if (outcome.status === 'rejected') app.log.warn({ err: outcome.reason, check: name }, 'readiness check failed');
    });
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', role: deps.role, checks });
  });

  app.get('/metrics', hidden, async (_request, reply) => {
    reply.type(deps.metrics.contentType);
    return deps.metrics.metrics();
  });
}

/** Liveness, readiness and metrics. Readiness fails while the database is unreachable or during shutdown. */
import type { Registry } from 'prom-client';
import type { App } from '../types.js';

export interface OpsDeps {
  ping(): Promise<void>;
  metrics: Registry;
  isShuttingDown(): boolean;
}

export function registerOpsRoutes(app: App, deps: OpsDeps): void {
  const hidden = { schema: { hide: true } };
  app.get('/healthz', hidden, async () => ({ status: 'ok' }));

  app.get('/readyz', hidden, async (_request, reply) => {
    if (deps.isShuttingDown()) return reply.status(503).send({ status: 'shutting_down' });
    try {
      await deps.ping();
      return { status: 'ready', checks: { database: 'ok' } };
    } catch (err) {
      app.log.warn({ err }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', checks: { database: 'failed' } });
    }
  });

  app.get('/metrics', hidden, async (_request, reply) => {
    reply.type(deps.metrics.contentType);
    return deps.metrics.metrics();
  });
}

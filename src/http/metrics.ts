/** Prometheus metrics (prom-client): process defaults plus request latency by route and status. */
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { App } from './types.js';

export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'onward_' });
  return registry;
}

export function instrumentRequests(app: App, registry: Registry): void {
  const duration = new Histogram({
    name: 'onward_http_request_duration_seconds',
    help: 'HTTP request duration by route template, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route template, not the raw URL, keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.labels(request.method, route, String(reply.statusCode)).observe(reply.elapsedTime / 1000);
  });
}

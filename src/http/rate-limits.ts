/**
 * Which routes are rate-limited per client address (src/auth/request-limits.ts), in one table, so
 * a new route under a limited path is covered without remembering to: an onRoute hook gives each
 * matching route a check that runs first (onRequest, before its body is even read) and declares
 * its 429 in the OpenAPI. The client address is `request.ip`: the TCP peer unless
 * ONWARD_TRUST_PROXY names the proxies whose X-Forwarded-For is believed.
 */
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { LimitedSurface, RequestLimiter } from '../auth/request-limits.js';
import { envelopeErrorResponses, errorResponses } from './contract/errors.js';
import { ENVELOPE_FORMAT } from './monitoring/envelope.js';

interface LimitedRoute {
  methods: readonly string[];
  url: RegExp;
  surface: LimitedSurface;
  /** Counts only some of the route's requests (a GET of a step counts only when it starts a session). */
  counts?: (request: FastifyRequest) => boolean;
}

const startsSession = (request: FastifyRequest) => request.headers['x-hf-session'] === undefined;

function limitedRoutes(enrollmentBasePath: string): LimitedRoute[] {
  const base = enrollmentBasePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    { methods: ['GET'], url: /^(\/test)?\/flow\/:flowId$/, surface: 'sessions', counts: startsSession },
    // A submit without a session starts one (a direct submit).
    { methods: ['POST'], url: /^(\/test)?\/submit\/:flowId$/, surface: 'sessions', counts: startsSession },
    { methods: ['GET', 'POST'], url: /^(\/test)?\/init\/:flowId$/, surface: 'sessions' },
    { methods: ['GET'], url: /^(\/test)?\/kyb-search\/:flowId$/, surface: 'search' },
    { methods: ['GET'], url: /^\/resume\/api\/kyb-search$/, surface: 'search' },
    { methods: ['GET', 'POST'], url: /^\/resume\/api\/(?!kyb-search$)/, surface: 'resume' },
    // Capture codes are short: guessing them is what the limit is for.
    { methods: ['GET'], url: /^\/c\/:code$/, surface: 'resume' },
    { methods: ['POST'], url: /^\/connect\/token$/, surface: 'token' },
    { methods: ['POST'], url: new RegExp(`^${base}/Token(/ClientCredentials|/Refresh)?$`), surface: 'token' },
  ];
}

/** The route's 429 in its own error format, unless it declares one already (credential limits). */
function with429(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || response['429'] !== undefined) return;
  const format = route.config?.errorFormat;
  const declared = (format === ENVELOPE_FORMAT ? envelopeErrorResponses : errorResponses)([4429])[429];
  route.schema = { ...route.schema, response: { ...response, 429: declared } };
}

/** The onRoute hook limiting and documenting the routes of the table. */
export function rateLimitRoutes(limiter: RequestLimiter, enrollmentBasePath: string) {
  const table = limitedRoutes(enrollmentBasePath);
  return (route: RouteOptions): void => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limited = table.find((l) => l.url.test(route.url) && methods.some((m) => l.methods.includes(m)));
    if (!limited) return;
    const check: onRequestAsyncHookHandler = async (request) => {
      if (limited.counts && !limited.counts(request)) return;
      await limiter.consume(limited.surface, request.ip);
    };
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [check] : [check, ...(Array.isArray(existing) ? existing : [existing])];
    with429(route);
  };
}

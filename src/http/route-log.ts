/**
 * Request-log serializers for routes whose URL carries a capability (a resume or connector token)
 * or an end client's id (which alone drives an unauthenticated flow): the log names the route's
 * pattern, `/flow-connect/[token]`, never the URL or its query string.
 */
import type { FastifyRequest } from 'fastify';

export const patternOnlyLog = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: (req.routeOptions.url ?? '[unmatched]').replace(/:(\w+)/g, '[$1]'),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/**
 * Answers for requests no route takes: 405 with `Allow` when the path exists for other methods
 * (the caller has the right resource and the wrong verb), else 404 4404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OnwardError } from '../errors/index.js';

// OPTIONS is left out: CORS answers preflights for every path, which says nothing of the resource.
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function notFoundHandler(app: FastifyInstance) {
  return function notFound(request: FastifyRequest): never {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = METHODS.filter((m) => m !== request.method && app.findRoute({ method: m, url: path }) !== null);
    if (allowed.length > 0) {
      throw new OnwardError(4405, `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`, undefined, {
        allowedMethods: allowed,
      });
    }
    throw new OnwardError(4404, `No route for ${request.method} ${path}`);
  };
}

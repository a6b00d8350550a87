/**
 * For routes whose handler checks the body itself, with the API's own codes and messages (the
 * engine's 4006/4007/4008, the business search's per-field details): the body schema documents
 * the request but is neither compiled nor run (src/http/serializers.ts). Path, query and header
 * failures are still answered as usual. Use with the route option `attachValidation: true`.
 */
import type { FastifyRequest } from 'fastify';
import { OnwardError } from '../../errors/index.js';

export function rethrowUnlessBody(request: FastifyRequest, options: { objectOnly?: boolean } = {}): void {
  const invalid = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (invalid && invalid.validationContext !== 'body') throw invalid;
  // objectOnly: a body that is not even a JSON object is the request's fault (4400), as the
  // schema answered before it only documented the body.
  const body = request.body;
  if (options.objectOnly === true && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw new OnwardError(4400, 'Invalid request body: body must be an object', [
      { field: 'body', reason: 'type', message: 'must be an object' },
    ]);
  }
}

/**
 * For routes whose handler checks the body itself, with the API's own codes and messages (the
 * engine's 4006/4007/4008, the business search's per-field details): the body schema documents
 * the request, and a body that fails it is left to the handler. Path, query and header failures
 * are still answered as usual. Use with the route option `attachValidation: true`.
 */
import type { FastifyRequest } from 'fastify';

export function rethrowUnlessBody(request: FastifyRequest, options: { objectOnly?: boolean } = {}): void {
  const invalid = request.validationError as (Error & { validationContext?: string }) | undefined;
  if (!invalid) return;
  // objectOnly: a body that is not even a JSON object is the schema's answer (4400), as before the schema was documented.
  const body = request.body;
  const notObject = body === null || typeof body !== 'object' || Array.isArray(body);
  if (invalid.validationContext !== 'body' || (options.objectOnly === true && notObject)) throw invalid;
}

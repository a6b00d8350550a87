/**
 * Any request whose method may carry a body can be refused as too large (4413, 413) before its
 * route runs: fastify reads a body for POST, PUT, PATCH and DELETE whether or not the route wants
 * one. Routes that declare a body list BODY_CODES themselves; this onRoute hook declares 413 on
 * the others (ResendCallback, revoke-links, …), so their documented answers are all they can give.
 * Found by the schema-driven fuzzing in test/security/openapi-fuzz.test.ts.
 */
import type { RouteOptions } from 'fastify';
import { errorBody } from './errors.js';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function declareBodyLimit(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const response = route.schema?.response as Record<string, unknown> | undefined;
  if (!response || route.schema?.hide === true || !methods.some((m) => BODY_METHODS.has(m))) return;
  if (response['413'] !== undefined) return;
  route.schema = { ...route.schema, response: { ...response, 413: errorBody([4413]) } };
}

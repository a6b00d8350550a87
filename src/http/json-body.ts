/**
 * The JSON body parser, in place of Fastify's default, so each refusal names its real problem:
 * an empty body, text that is not JSON, or a key that could rewrite object prototypes
 * (`__proto__`, or `constructor` holding `prototype`). Fastify's parser refuses the last as well
 * but reports all three as "not valid JSON", which sends a client hunting for a syntax error.
 */
import type { FastifyInstance } from 'fastify';
import { OnwardError } from '../errors/index.js';

// The parse error's position is not worth a user's time, but the kind of mistake is.
const invalidJson = (reason: string, message: string) =>
  new OnwardError(4007, message, [{ field: 'body', reason, message }]);

/** Where the first prototype-polluting key is (a JSON pointer into the body), if any. */
export function forbiddenKeyPath(value: unknown, path = 'body'): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = forbiddenKeyPath(value[i], `${path}/${i}`);
      if (hit) return hit;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    if (key === '__proto__') return `${path}/__proto__`;
    if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype'))
      return `${path}/constructor/prototype`;
    const hit = forbiddenKeyPath(child, `${path}/${key}`);
    if (hit) return hit;
  }
  return undefined;
}

/** Parses a JSON body; throws 4007 with the reason `empty`, `syntax` or `forbidden_key`. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '')
    throw invalidJson('empty', 'The request body is empty: send a JSON value, or no Content-Type: application/json');
  let value: unknown;
  try {
    // JSON.parse makes `__proto__` an own key, never the prototype, so looking after parsing is safe.
    value = JSON.parse(text);
  } catch {
    throw invalidJson('syntax', 'The request body is not valid JSON');
  }
  // Only text naming one of the keys can hold one (escapes included), so most bodies skip the walk.
  if (/__proto__|constructor|\\u/.test(text)) {
    const path = forbiddenKeyPath(value);
    if (path) {
      const key = path.endsWith('/constructor/prototype') ? 'constructor.prototype' : '__proto__';
      const message = `The key "${key}" is not allowed in a request body`;
      throw new OnwardError(4007, message, [
        { field: path, reason: 'forbidden_key', message: `"${key}" could change object prototypes and is refused` },
      ]);
    }
  }
  return value;
}

export function registerJsonBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/**
 * The `http_request` service node's config and its validator. The flow document validator calls
 * `validateHttpRequestConfig` at publication so a bad config is a field error in the editor, not
 * a failed session later; it returns issues and never throws. See docs/services.md.
 */
import { parsePointer, placeholders, type JsonValue } from './template.js';
import { checkInt, checkKnownFields, esc, isRecord, type ConfigIssue } from './config-common.js';

export type { ConfigIssue } from './config-common.js';

export const SERVICE_NAME = 'http_request';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface HttpRequestConfig {
  /** Absolute http(s) URL; placeholders allowed in path and query only, never in the origin. */
  url: string;
  /** Default POST when there is a body, GET otherwise. */
  method?: HttpMethod;
  /** Header values may hold placeholders (e.g. a customer API key is written literally). */
  headers?: Record<string, string>;
  /** JSON template sent as application/json. */
  body?: JsonValue;
  /** Per attempt; default 10 000, 100 to 60 000. */
  timeoutMs?: number;
  /** Extra attempts after the first on transient failures; default 2, 0 to 5. */
  retries?: number;
  /** First retry delay, doubled per retry; default 500, 0 to 30 000. */
  retryBackoffMs?: number;
  /** Output field -> JSON pointer into the response body (e.g. `{"score": "/data/score"}`). */
  responseMapping?: Record<string, string>;
}

export const HTTP_REQUEST_DEFAULTS = { timeoutMs: 10_000, retries: 2, retryBackoffMs: 500 } as const;

export type ParsedConfig = { ok: true; config: HttpRequestConfig } | { ok: false; issues: ConfigIssue[] };

const KNOWN = new Set([
  'url',
  'method',
  'headers',
  'body',
  'timeoutMs',
  'retries',
  'retryBackoffMs',
  'responseMapping',
]);
// Framing headers are computed by the client; letting a flow set them would break or smuggle requests.
const RESERVED_HEADERS = new Set([
  'host',
  'content-length',
  'transfer-encoding',
  'connection',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function checkTemplate(text: string, path: string, out: ConfigIssue[]): void {
  for (const p of placeholders(text)) {
    if (!p.ref)
      out.push({
        code: 'invalid_value',
        path,
        message: `placeholder {{${p.raw}}} is not a reference like key:email, role:first_name, service:<node>/<pointer> or step:<node>/<pointer>`,
      });
  }
}

function checkJsonTemplate(value: unknown, path: string, out: ConfigIssue[], depth = 0): void {
  if (depth > 20) return void out.push({ code: 'invalid_value', path, message: 'body template is nested too deeply' });
  if (typeof value === 'string') return checkTemplate(value, path, out);
  if (Array.isArray(value)) return value.forEach((v, i) => checkJsonTemplate(v, `${path}/${i}`, out, depth + 1));
  if (isRecord(value)) {
    for (const [k, v] of Object.entries(value)) checkJsonTemplate(v, `${path}/${esc(k)}`, out, depth + 1);
    return;
  }
  if (value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) return;
  out.push({ code: 'invalid_value', path, message: 'body must be JSON' });
}

function checkUrlTemplate(url: unknown, out: ConfigIssue[]): void {
  if (url === undefined)
    return void out.push({ code: 'missing_field', path: '/url', message: 'missing required field `url`' });
  if (typeof url !== 'string')
    return void out.push({ code: 'invalid_value', path: '/url', message: 'url must be a string' });
  checkTemplate(url, '/url', out);
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  // Session data must never choose the host: that would let an end user aim the call anywhere.
  if (origin.includes('{{'))
    out.push({
      code: 'invalid_value',
      path: '/url',
      message: 'placeholders are not allowed in the scheme, host or port',
    });
  let parsed: URL | undefined;
  try {
    parsed = new URL(url.replace(/\{\{[^{}]*\}\}/g, 'x'));
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
    out.push({ code: 'invalid_value', path: '/url', message: 'url must be an absolute http or https URL' });
  } else if (parsed.username || parsed.password) {
    out.push({ code: 'invalid_value', path: '/url', message: 'put credentials in headers, not in the URL' });
  }
}

/** Validates a service node's config; returns every issue found, never throws. */
export function validateHttpRequestConfig(raw: unknown): ConfigIssue[] {
  const out: ConfigIssue[] = [];
  if (!isRecord(raw)) return [{ code: 'invalid_value', path: '', message: 'config must be an object' }];
  checkKnownFields(raw, KNOWN, out);
  checkUrlTemplate(raw.url, out);
  const method = raw.method;
  if (method !== undefined && !HTTP_METHODS.includes(method as HttpMethod)) {
    out.push({ code: 'invalid_value', path: '/method', message: `method must be one of ${HTTP_METHODS.join(', ')}` });
  }
  if (raw.body !== undefined) {
    checkJsonTemplate(raw.body, '/body', out);
    if (method === 'GET')
      out.push({ code: 'invalid_value', path: '/body', message: 'a GET request cannot have a body' });
  }
  if (raw.headers !== undefined) {
    if (!isRecord(raw.headers))
      out.push({ code: 'invalid_value', path: '/headers', message: 'headers must be an object of strings' });
    else
      for (const [name, value] of Object.entries(raw.headers)) {
        const path = `/headers/${esc(name)}`;
        if (!TOKEN.test(name))
          out.push({ code: 'invalid_value', path, message: `\`${name}\` is not a valid header name` });
        else if (RESERVED_HEADERS.has(name.toLowerCase()))
          out.push({ code: 'invalid_value', path, message: `header \`${name}\` is set by the client` });
        if (typeof value !== 'string' || /[\r\n\0]/.test(value))
          out.push({ code: 'invalid_value', path, message: 'header values must be single-line strings' });
        else checkTemplate(value, path, out);
      }
  }
  checkInt(raw, 'timeoutMs', 100, 60_000, out);
  checkInt(raw, 'retries', 0, 5, out);
  checkInt(raw, 'retryBackoffMs', 0, 30_000, out);
  if (raw.responseMapping !== undefined) {
    if (!isRecord(raw.responseMapping))
      out.push({
        code: 'invalid_value',
        path: '/responseMapping',
        message: 'responseMapping must be an object of JSON pointers',
      });
    else
      for (const [field, pointer] of Object.entries(raw.responseMapping)) {
        if (typeof pointer !== 'string' || parsePointer(pointer) === undefined) {
          out.push({
            code: 'invalid_value',
            path: `/responseMapping/${esc(field)}`,
            message: 'must be a JSON pointer such as /data/score',
          });
        }
      }
  }
  return out;
}

export function parseHttpRequestConfig(raw: unknown): ParsedConfig {
  const issues = validateHttpRequestConfig(raw);
  return issues.length === 0 ? { ok: true, config: raw as HttpRequestConfig } : { ok: false, issues };
}

/**
 * The `http_request` service: calls a customer endpoint with mapped session data through the
 * guarded outbound client, retries transient failures, and returns the (mapped) response for
 * later conditions. Pure of storage: the engine's job runner calls it and stores the result.
 */
import type { OutboundClient, OutboundOutcome } from '../outbound/client.js';
import { classifyOutcome, retryAfterMs } from '../outbound/classify.js';
import {
  HTTP_REQUEST_DEFAULTS,
  SERVICE_NAME,
  parseHttpRequestConfig,
  type HttpRequestConfig,
} from './http-request-config.js';
import { describeIssues } from './config-common.js';
import { follow, parsePointer, renderJson, renderText, type SessionValues } from './template.js';

export type { HttpRequestConfig } from './http-request-config.js';
export { validateHttpRequestConfig, parseHttpRequestConfig, SERVICE_NAME } from './http-request-config.js';

export interface HttpRequestData {
  status: number;
  /** Parsed JSON when the body is JSON, else the text. */
  body: unknown;
  /** Values picked by `responseMapping` (absent pointers give null). */
  fields: Record<string, unknown>;
}

export type HttpRequestResult =
  | { ok: true; data: HttpRequestData; attempts: number }
  | { ok: false; code: 4009 | 6504 | 6505; retryable: boolean; message: string; attempts: number };

export interface HttpRequestDeps {
  client: OutboundClient;
  /** Injectable for tests; resolves after ms. */
  sleep?: (ms: number) => Promise<void>;
  /** Response size cap for this service; default 256 KiB (results live in session state). */
  maxResponseBytes?: number;
}

const MAX_WAIT_MS = 30_000;

const defaultSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

interface BuiltRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

function build(config: HttpRequestConfig, values: SessionValues): BuiltRequest {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(config.headers ?? {})) {
    // Session values could carry line breaks; a header must never be split by end-user input.
    headers[k.toLowerCase()] = renderText(v, values).replace(/[\r\n\0]/g, ' ');
  }
  const hasBody = config.body !== undefined;
  const method = config.method ?? (hasBody ? 'POST' : 'GET');
  const req: BuiltRequest = { url: renderText(config.url, values, encodeURIComponent), method, headers };
  if (hasBody && config.body !== undefined) {
    req.body = JSON.stringify(renderJson(config.body, values));
    headers['content-type'] ??= 'application/json';
  }
  headers.accept ??= 'application/json';
  return req;
}

function parseBody(body: Buffer, contentType: string | undefined): unknown {
  const text = body.toString('utf8');
  if (text === '') return null;
  if (contentType === undefined || /json/i.test(contentType)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Declared JSON that does not parse is kept as text; conditions can still test it.
    }
  }
  return text;
}

function describe(outcome: OutboundOutcome): string {
  switch (outcome.kind) {
    case 'response':
      return `endpoint answered HTTP ${outcome.status}`;
    case 'timeout':
      return `endpoint timed out (${outcome.phase})`;
    case 'refused':
      return `call refused: ${outcome.reason}`;
    case 'network_error':
      return `network error: ${outcome.message}`;
  }
}

function failure(outcome: OutboundOutcome, retryableKind: boolean, attempts: number): HttpRequestResult {
  const message = `${describe(outcome)} after ${attempts} attempt${attempts === 1 ? '' : 's'}`;
  if (!retryableKind) return { ok: false, code: 4009, retryable: false, message, attempts };
  if (outcome.kind === 'timeout') return { ok: false, code: 6504, retryable: true, message, attempts };
  return { ok: false, code: 6505, retryable: true, message, attempts };
}

/** Runs the service once (with its own retries); never throws. */
export async function runHttpRequest(
  rawConfig: unknown,
  values: SessionValues,
  deps: HttpRequestDeps,
): Promise<HttpRequestResult> {
  const parsed = parseHttpRequestConfig(rawConfig);
  if (!parsed.ok) {
    return {
      ok: false,
      code: 4009,
      retryable: false,
      message: describeIssues(SERVICE_NAME, parsed.issues),
      attempts: 0,
    };
  }
  const config = parsed.config;
  const retries = config.retries ?? HTTP_REQUEST_DEFAULTS.retries;
  const backoff = config.retryBackoffMs ?? HTTP_REQUEST_DEFAULTS.retryBackoffMs;
  const sleep = deps.sleep ?? defaultSleep;
  const req = build(config, values);
  for (let attempt = 1; ; attempt++) {
    const outcome = await deps.client.request({
      ...req,
      timeoutMs: config.timeoutMs ?? HTTP_REQUEST_DEFAULTS.timeoutMs,
      maxResponseBytes: deps.maxResponseBytes ?? 262_144,
    });
    const verdict = classifyOutcome(outcome);
    if (verdict === 'success' && outcome.kind === 'response') {
      const body = parseBody(outcome.body, outcome.headers['content-type']);
      const fields: Record<string, unknown> = {};
      for (const [name, pointer] of Object.entries(config.responseMapping ?? {})) {
        fields[name] = follow(body, parsePointer(pointer) ?? []) ?? null;
      }
      return { ok: true, data: { status: outcome.status, body, fields }, attempts: attempt };
    }
    if (verdict === 'stop') return failure(outcome, false, attempt);
    if (attempt > retries) return failure(outcome, true, attempt);
    const hinted = outcome.kind === 'response' ? retryAfterMs(outcome.headers) : undefined;
    await sleep(Math.min(MAX_WAIT_MS, Math.max(backoff * 2 ** (attempt - 1), hinted ?? 0)));
  }
}

/** The descriptor the engine's service registry holds. */
export const httpRequestService = {
  name: SERVICE_NAME,
  validateConfig: (config: unknown) => parseHttpRequestConfig(config),
  run: runHttpRequest,
} as const;

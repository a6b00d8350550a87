/**
 * One answer, shared by the http_request service and webhook delivery, to "was that call a
 * success, worth retrying, or final?". Timeouts, network errors, 408, 429 and 5xx are transient;
 * any other 4xx says the request itself is wrong, so repeating it would only repeat the answer.
 */
import type { OutboundOutcome } from './client.js';

export type CallVerdict = 'success' | 'retry' | 'stop';

export function classifyStatus(status: number): CallVerdict {
  if (status >= 200 && status < 300) return 'success';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'stop';
}

export function classifyOutcome(outcome: OutboundOutcome): CallVerdict {
  switch (outcome.kind) {
    case 'response':
      return classifyStatus(outcome.status);
    case 'timeout':
      return 'retry';
    // The body cap is our own limit: the same endpoint will send the same oversized answer.
    case 'network_error':
      return outcome.code === 'RESPONSE_TOO_LARGE' ? 'stop' : 'retry';
    case 'refused':
      return 'stop';
  }
}

/** Retry-After in milliseconds (delta-seconds or HTTP date), when the header is usable. */
export function retryAfterMs(headers: Record<string, string>, now = Date.now()): number | undefined {
  const raw = headers['retry-after']?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

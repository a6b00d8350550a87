/**
 * openid-client's fetch, routed through Onward's guarded outbound client: an issuer is written by
 * a flow author, so discovery, JWKS, token and userinfo calls get the same SSRF guard, timeouts
 * and body cap as webhooks. A call that never got an answer becomes ProviderUnreachable, which
 * the verifier turns into `unavailable`; an address the guard refuses becomes ProviderRefusedByGuard.
 */
import type { CustomFetch } from 'openid-client';
import type { OutboundClient } from '../../outbound/client.js';

export class ProviderUnreachable extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'ProviderUnreachable';
  }
}

export class ProviderRefusedByGuard extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'ProviderRefusedByGuard';
  }
}

function bodyOf(body: unknown): string | Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  // openid-client sends only forms and JSON for the calls we make; a stream would be a new use to support deliberately.
  throw new TypeError('unsupported request body for an eID provider call');
}

export function outboundFetch(outbound: OutboundClient): CustomFetch {
  return async (url, options) => {
    const outcome = await outbound.request({
      url,
      method: options.method,
      headers: options.headers,
      body: bodyOf(options.body),
    });
    switch (outcome.kind) {
      case 'response':
        // Null-body statuses must not be given a body, or the Response constructor throws.
        return new Response([204, 205, 304].includes(outcome.status) ? null : new Uint8Array(outcome.body), {
          status: outcome.status,
          headers: outcome.headers,
        });
      case 'refused':
        throw new ProviderRefusedByGuard(url, outcome.reason);
      case 'timeout':
        throw new ProviderUnreachable(url, `timed out (${outcome.phase})`);
      case 'network_error':
        throw new ProviderUnreachable(url, outcome.code ?? outcome.message);
    }
  };
}

/**
 * The customer's webhook authentication (spec, Authentication item 4): none, Basic, or OAuth
 * client credentials. OAuth tokens are cached per token endpoint and client until shortly before
 * they expire, and concurrent deliveries share one token request instead of stampeding the
 * customer's token endpoint.
 */
import { createHash } from 'node:crypto';
import type { OutboundClient } from '../outbound/client.js';
import { classifyOutcome } from '../outbound/classify.js';

export type WebhookAuth =
  | { mode: 'none' }
  | { mode: 'basic'; username: string; password: string }
  | { mode: 'oauth'; tokenUrl: string; clientId: string; clientSecret: string; scope?: string };

export type AuthHeader = { ok: true; authorization: string | undefined } | { ok: false; error: string; retry: boolean };

export interface WebhookAuthorizer {
  /** The Authorization header value for a webhook; `fresh` discards a cached OAuth token first. */
  authorization(auth: WebhookAuth, options?: { fresh?: boolean }): Promise<AuthHeader>;
}

export interface AuthorizerOptions {
  client: OutboundClient;
  /** Milliseconds clock, injectable for tests. */
  now?: () => number;
  /** Renew this long before expiry (capped at half the token's lifetime); default 30 s. */
  refreshMarginMs?: number;
  /** Lifetime assumed when the token endpoint gives no expires_in; default 5 min. */
  defaultLifetimeMs?: number;
  timeoutMs?: number;
}

/** The spec's default token endpoint for a webhook URL: `{webhook_url}/token`. */
export function defaultTokenUrl(webhookUrl: string): string {
  return webhookUrl.replace(/\/+$/, '') + '/token';
}

export function basicAuthorization(user: string, secret: string): string {
  return `Basic ${Buffer.from(`${user}:${secret}`, 'utf8').toString('base64')}`;
}

interface CachedToken {
  token: string;
  renewAt: number;
}
type OAuth = Extract<WebhookAuth, { mode: 'oauth' }>;
type TokenResult = { ok: true; token: CachedToken } | { ok: false; error: string; retry: boolean };

function cacheKey(a: OAuth): string {
  // The secret is part of the key (hashed) so a changed secret never reuses the old secret's token.
  const secret = createHash('sha256').update(a.clientSecret).digest('base64url');
  return JSON.stringify([a.tokenUrl, a.clientId, secret, a.scope ?? '']);
}

export function createWebhookAuthorizer(options: AuthorizerOptions): WebhookAuthorizer {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginMs ?? 30_000;
  const defaultLifetime = options.defaultLifetimeMs ?? 300_000;
  const cache = new Map<string, CachedToken>();
  const inFlight = new Map<string, Promise<TokenResult>>();

  async function fetchToken(a: OAuth): Promise<TokenResult> {
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (a.scope) form.set('scope', a.scope);
    const started = now();
    const outcome = await options.client.request({
      url: a.tokenUrl,
      method: 'POST',
      body: form.toString(),
      timeoutMs: options.timeoutMs ?? 10_000,
      headers: {
        authorization: basicAuthorization(a.clientId, a.clientSecret),
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
    });
    if (outcome.kind !== 'response' || classifyOutcome(outcome) !== 'success') {
      const why =
        outcome.kind === 'response'
          ? `HTTP ${outcome.status}`
          : outcome.kind === 'refused'
            ? `refused: ${outcome.reason}`
            : outcome.kind === 'timeout'
              ? 'timeout'
              : outcome.message;
      return { ok: false, error: `token endpoint failed: ${why}`, retry: classifyOutcome(outcome) === 'retry' };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(outcome.body.toString('utf8'));
    } catch {
      parsed = undefined;
    }
    const body = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    const token = body.access_token;
    const type = body.token_type;
    if (typeof token !== 'string' || token === '' || /[\r\n]/.test(token)) {
      return { ok: false, error: 'token endpoint answered without an access_token', retry: true };
    }
    if (typeof type === 'string' && type.toLowerCase() !== 'bearer') {
      return {
        ok: false,
        error: `token endpoint issued a ${type} token; only bearer tokens are supported`,
        retry: false,
      };
    }
    const seconds = Number(body.expires_in);
    const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : defaultLifetime;
    // Counted from the request's start: the token's clock started no later than that.
    return { ok: true, token: { token, renewAt: started + lifetime - Math.min(margin, lifetime / 2) } };
  }

  async function oauthToken(a: OAuth, fresh: boolean): Promise<TokenResult> {
    const key = cacheKey(a);
    const cached = cache.get(key);
    if (!fresh && cached && now() < cached.renewAt) return { ok: true, token: cached };
    if (fresh) cache.delete(key);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchToken(a)
        .then((r) => {
          if (r.ok) cache.set(key, r.token);
          return r;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return {
    async authorization(auth, opts) {
      switch (auth.mode) {
        case 'none':
          return { ok: true, authorization: undefined };
        case 'basic':
          return { ok: true, authorization: basicAuthorization(auth.username, auth.password) };
        case 'oauth': {
          const r = await oauthToken(auth, opts?.fresh ?? false);
          return r.ok ? { ok: true, authorization: `Bearer ${r.token.token}` } : r;
        }
      }
    },
  };
}

/** Checks a webhook auth setting as the management API receives it; returns problems, never throws. */
export function validateWebhookAuth(raw: unknown): string[] {
  if (raw === null || typeof raw !== 'object') return ['webhook auth must be an object'];
  const a = raw as Record<string, unknown>;
  const str = (name: string): boolean => typeof a[name] === 'string' && a[name].length > 0;
  switch (a.mode) {
    case 'none':
      return [];
    case 'basic': {
      const out: string[] = [];
      if (!str('username')) out.push('username is required');
      else if ((a.username as string).includes(':')) out.push('username must not contain ":"');
      if (!str('password')) out.push('password is required');
      return out;
    }
    case 'oauth': {
      const out: string[] = [];
      if (!str('tokenUrl') || !/^https?:\/\/[^\s]+$/i.test(a.tokenUrl as string))
        out.push('tokenUrl must be an absolute http(s) URL');
      if (!str('clientId')) out.push('clientId is required');
      else if ((a.clientId as string).includes(':')) out.push('clientId must not contain ":"');
      if (!str('clientSecret')) out.push('clientSecret is required');
      if (a.scope !== undefined && typeof a.scope !== 'string') out.push('scope must be a string');
      return out;
    }
    default:
      return ['mode must be one of none, basic, oauth'];
  }
}

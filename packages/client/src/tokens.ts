/**
 * Bearer tokens that renew themselves. A token is fetched on first use, reused while it has more
 * than a margin of its lifetime left, and fetched again before it expires, so a request never
 * leaves with a token that dies on the way. Callers that arrive while a fetch is under way share
 * it (one token request, not one per concurrent call). `invalidate` drops a token the service
 * refused (expired early, signing key rotated) so the next call fetches a new one.
 */

/** A token as the issuing endpoint answered it. */
export interface IssuedToken {
  value: string;
  expiresInSeconds: number;
  /** The enrollment API's RefreshToken, used for the next renewal when present. */
  refreshToken?: string;
}

export interface TokenSource {
  /** A token valid for at least the margin; fetches one when needed. */
  get(): Promise<string>;
  /** Forgets `token` if it is still the cached one, so the next `get` fetches anew. */
  invalidate(token: string): void;
}

export interface TokenCacheOptions {
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  /**
   * Renew this many seconds before expiry (default 60). Short-lived tokens renew at half their
   * lifetime instead, so a 30-second token is not refetched on every call.
   */
  refreshMarginSeconds?: number;
}

/**
 * Caches the tokens `issue` returns. `issue` receives the previous token (when there was one) so a
 * renewal can use its refresh token.
 */
export function tokenCache(
  issue: (previous: IssuedToken | undefined) => Promise<IssuedToken>,
  options: TokenCacheOptions = {},
): TokenSource {
  const now = options.now ?? Date.now;
  const margin = options.refreshMarginSeconds ?? 60;
  let current: { token: IssuedToken; renewAt: number } | undefined;
  let last: IssuedToken | undefined;
  let inFlight: Promise<string> | undefined;

  const fetchToken = (): Promise<string> => {
    inFlight ??= (async () => {
      try {
        const issuedAt = now();
        const token = await issue(last);
        const lifetime = Math.max(0, token.expiresInSeconds);
        const early = Math.min(margin, lifetime / 2);
        current = { token, renewAt: issuedAt + (lifetime - early) * 1000 };
        last = token;
        return token.value;
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  return {
    async get() {
      if (current !== undefined && now() < current.renewAt) return current.token.value;
      return fetchToken();
    },
    invalidate(token) {
      if (current?.token.value === token) current = undefined;
    },
  };
}

/**
 * Provider metadata, cached per issuer with a TTL: the discovery document, and the JWKS that
 * openid-client fetched while verifying ID tokens (exported from one Configuration, imported into
 * the next), so a busy step does not fetch either on every callback. A failed discovery is not
 * cached, so a provider that comes back is used at once.
 */
import * as oidc from 'openid-client';

export interface ProviderMetadata {
  server: oidc.ServerMetadata;
  jwks?: oidc.ExportedJWKSCache;
}

export interface DiscoveryCache {
  /** The issuer's metadata; fetched (through `fetch`) when absent or older than the TTL. */
  get(issuer: string, fetch: oidc.CustomFetch, allowInsecure: boolean): Promise<ProviderMetadata>;
  /** Keeps the JWKS a Configuration holds after verifying, for the next one of the same issuer. */
  keepJwks(issuer: string, config: oidc.Configuration): void;
  /** Forgets an issuer, e.g. after its keys failed to verify a token and a rotation is suspected. */
  forget(issuer: string): void;
}

interface Entry {
  fetchedAt: number;
  metadata: Promise<ProviderMetadata>;
}

export function createDiscoveryCache(options: { ttlMs?: number; now?: () => number } = {}): DiscoveryCache {
  const ttlMs = options.ttlMs ?? 3_600_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  async function discover(issuer: string, fetch: oidc.CustomFetch, allowInsecure: boolean): Promise<ProviderMetadata> {
    // openid-client checks that the document's `issuer` equals this URL exactly (no normalisation),
    // which is what stops one provider's metadata being served for another.
    const config = await oidc.discovery(new URL(issuer), 'discovery', undefined, oidc.None(), {
      [oidc.customFetch]: fetch,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- openid-client marks it only to make it stand out; used solely for http issuers the caller allows
      ...(allowInsecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    return { server: config.serverMetadata() };
  }

  return {
    get(issuer, fetch, allowInsecure) {
      const cached = entries.get(issuer);
      if (cached && now() - cached.fetchedAt < ttlMs) return cached.metadata;
      // Concurrent callers share one request.
      const metadata = discover(issuer, fetch, allowInsecure);
      entries.set(issuer, { fetchedAt: now(), metadata });
      metadata.catch(() => {
        if (entries.get(issuer)?.metadata === metadata) entries.delete(issuer);
      });
      return metadata;
    },
    keepJwks(issuer, config) {
      const entry = entries.get(issuer);
      const jwks = oidc.getJwksCache(config);
      if (!entry || !jwks) return;
      entry.metadata = entry.metadata.then((m) => ({ ...m, jwks }));
    },
    forget(issuer) {
      entries.delete(issuer);
    },
  };
}

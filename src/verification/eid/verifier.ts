/**
 * The OpenID Connect electronic ID verifier: authorization code flow with PKCE, through
 * openid-client. `begin` prepares the provider URL the person is sent to and records what the
 * callback must prove; `complete` takes the callback, spends its state once, exchanges the code and
 * verifies the ID token (signature against the issuer's JWKS, iss, aud, exp, nonce, acr), then maps
 * claims to roles. Outbound calls never run inside a database transaction: each store operation
 * is a single statement before or after them.
 */
import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { OnwardError } from '../../errors/index.js';
import type { OutboundClient } from '../../outbound/client.js';
import type { Store } from '../../store/database.js';
import { createAuthorizationStore, hashState, type PendingAuthorization } from './authorizations.js';
import { mapClaims, type Claims } from './claims.js';
import {
  DEFAULT_CLAIMS,
  DEFAULT_SCOPES,
  DEFAULT_STATE_TTL_SECONDS,
  isLoopbackUrl,
  validateEidConfig,
  type EidNodeConfig,
} from './config.js';
import { createDiscoveryCache, type DiscoveryCache, type ProviderMetadata } from './discovery.js';
import { outboundFetch } from './outbound-fetch.js';
import { toOnwardError, unavailable, verificationFailed } from './provider-errors.js';
import { createClientSecretResolver, type NamedSecretLookup, type SealingBox } from './secrets.js';

export interface EidVerifierDeps {
  store: Store;
  /** Seals client secrets and PKCE verifiers at rest (the webhooks' SecretBox fits). */
  box: SealingBox;
  /** Calls to providers go through the guarded outbound client (SSRF guard, timeouts, body cap). */
  outbound: OutboundClient;
  /** Deployment secrets named by `clientSecretRef`. */
  namedSecrets?: NamedSecretLookup;
  discovery?: DiscoveryCache;
  now?: () => number;
  /**
   * Tests only: admit `http://` issuers on loopback hosts. openid-client refuses plain http, and
   * nothing else in this module relaxes a check; an https issuer is never affected by this flag.
   */
  allowInsecureLoopbackIssuers?: boolean;
}

export interface BeginInput {
  /** The session the authorization belongs to, opaque to this module. */
  sessionRef: string;
  nodeId: string;
  config: EidNodeConfig;
  /** Where the provider sends the person back; registered with the provider, no query or fragment. */
  redirectUri: string;
  /** Opaque to the verifier: handed back by `complete` (where the browser goes next); sealed at rest. */
  returnTo?: string;
  /**
   * A secret the starting browser keeps (a cookie): `complete` then requires the same one, so a
   * provider URL handed to someone else cannot prove their identity into this session. Kept hashed.
   */
  browserBinding?: string;
}

export interface BeginResult {
  authorizationUrl: string;
  /** Names the pending authorization without revealing its state; keep it on the session. */
  stateHandle: string;
  expiresAt: number;
}

interface Completed {
  sessionRef: string;
  nodeId: string;
  stateHandle: string;
  /** What `begin` was given as `returnTo`, when anything. */
  returnTo?: string;
}

/** What a callback proved: a verified identity, or the person (or provider) declining to give one. */
export type CompleteResult =
  | (Completed & {
      outcome: 'verified';
      issuer: string;
      subject: string;
      acr?: string;
      authTime?: number;
      /** ID token claims, with userinfo claims the ID token did not carry. */
      claims: Claims;
      mapped: Record<string, string>;
      missingRoles: string[];
    })
  | (Completed & { outcome: 'denied'; error: string; description?: string });

export interface EidVerifier {
  begin(input: BeginInput): Promise<BeginResult>;
  /** `callback`: the query of the redirect (URLSearchParams, `?a=b` string or the full callback URL). */
  complete(callback: URLSearchParams | string, options?: { browserBinding?: string }): Promise<CompleteResult>;
  /** Deletes authorizations that expired before now; run it from a periodic job. */
  purgeExpired(): Promise<number>;
}

/** Errors by which the person (not the provider or the client) ended the authentication. */
const DECLINED = new Set([
  'access_denied',
  'login_required',
  'consent_required',
  'interaction_required',
  'account_selection_required',
]);
const PROVIDER_TROUBLE = new Set(['temporarily_unavailable', 'server_error']);
const REQUEST_TIMEOUT_SECONDS = 10;

function stateError(
  reason: 'missing_state' | 'unknown_state' | 'replayed_state' | 'expired_state' | 'browser_mismatch',
  message: string,
): OnwardError {
  return new OnwardError(4460, undefined, [{ field: 'state', reason, message }]);
}

function misconfigured(field: string, reason: string, message: string): OnwardError {
  return new OnwardError(4206, message, [{ field, reason, message }]);
}

function callbackParams(callback: URLSearchParams | string): URLSearchParams {
  if (typeof callback !== 'string') return callback;
  if (/^https?:\/\//i.test(callback)) return new URL(callback).searchParams;
  return new URLSearchParams(callback.startsWith('?') ? callback.slice(1) : callback);
}

export function createEidVerifier(deps: EidVerifierDeps): EidVerifier {
  const now = deps.now ?? Date.now;
  const authorizations = createAuthorizationStore(deps.store);
  const discovery = deps.discovery ?? createDiscoveryCache({ now });
  const secrets = createClientSecretResolver(deps.box, deps.namedSecrets);
  const fetch = outboundFetch(deps.outbound);
  const insecureAllowed = (issuer: string): boolean =>
    deps.allowInsecureLoopbackIssuers === true && issuer.startsWith('http:') && isLoopbackUrl(new URL(issuer));

  function checkedConfig(input: unknown): EidNodeConfig {
    const result = validateEidConfig(input, {
      allowInsecureLoopbackIssuer: deps.allowInsecureLoopbackIssuers === true,
    });
    if (!result.ok) {
      throw new OnwardError(
        4206,
        'the electronic ID node is misconfigured',
        result.issues.map((i) => ({ field: i.field, reason: i.code, message: i.message })),
      );
    }
    return result.config;
  }

  async function metadataFor(issuer: string): Promise<ProviderMetadata> {
    try {
      return await discovery.get(issuer, fetch, insecureAllowed(issuer));
    } catch (error) {
      throw toOnwardError(error, issuer);
    }
  }

  function clientFor(config: EidNodeConfig, metadata: ProviderMetadata, secret: string): oidc.Configuration {
    const auth =
      config.tokenEndpointAuthMethod === 'client_secret_post'
        ? oidc.ClientSecretPost(secret)
        : oidc.ClientSecretBasic(secret);
    const client = new oidc.Configuration(metadata.server, config.clientId, undefined, auth);
    client[oidc.customFetch] = fetch;
    client.timeout = REQUEST_TIMEOUT_SECONDS;
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- openid-client marks it only to make it stand out; used solely for http issuers insecureAllowed() admits
    if (insecureAllowed(config.issuer)) oidc.allowInsecureRequests(client);
    // openid-client skips the ID token signature for tokens from the token endpoint, trusting TLS
    // alone; an identity proof must stand on the provider's signature, so it is always checked.
    oidc.enableNonRepudiationChecks(client);
    if (metadata.jwks) oidc.setJwksCache(client, metadata.jwks);
    return client;
  }

  function checkRedirectUri(redirectUri: string): void {
    let url: URL;
    try {
      url = new URL(redirectUri);
    } catch {
      throw misconfigured('redirectUri', 'invalid_redirect_uri', 'the redirect URI must be an absolute URL');
    }
    // openid-client derives the token request's redirect_uri from the callback URL without its
    // query, so a redirect URI with a query of its own would never match at the provider.
    if (url.search !== '' || url.hash !== '' || redirectUri.includes('?') || redirectUri.includes('#')) {
      throw misconfigured('redirectUri', 'invalid_redirect_uri', 'the redirect URI must have no query or fragment');
    }
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url))) {
      throw misconfigured('redirectUri', 'invalid_redirect_uri', 'the redirect URI must be https');
    }
  }

  return {
    async begin(input) {
      const config = checkedConfig(input.config);
      checkRedirectUri(input.redirectUri);
      // A secret that cannot be used is a configuration error now, not after the person logged in.
      const secret = secrets.resolve(config);
      const metadata = await metadataFor(config.issuer);
      const methods = metadata.server.code_challenge_methods_supported;
      if (methods !== undefined && !methods.includes('S256')) {
        throw misconfigured('issuer', 'pkce_unsupported', 'the provider does not support PKCE with S256');
      }
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const handle = randomBytes(18).toString('base64url');
      const createdAt = now();
      const expiresAt = createdAt + (config.stateTtlSeconds ?? DEFAULT_STATE_TTL_SECONDS) * 1000;
      const pending: PendingAuthorization = {
        handle,
        sessionRef: input.sessionRef,
        nodeId: input.nodeId,
        issuer: config.issuer,
        config: JSON.stringify(config),
        redirectUri: input.redirectUri,
        nonce,
        sealedCodeVerifier: deps.box.seal(codeVerifier, `onward:eid:pkce:${handle}`),
        sealedReturnTo:
          input.returnTo === undefined ? null : deps.box.seal(input.returnTo, `onward:eid:return:${handle}`),
        browserBindingHash: input.browserBinding === undefined ? null : hashState(input.browserBinding),
        createdAt,
        expiresAt,
      };
      await authorizations.insert(state, pending);
      const parameters: Record<string, string> = {
        response_type: 'code',
        redirect_uri: input.redirectUri,
        scope: (config.scopes ?? DEFAULT_SCOPES).join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      };
      if (config.acrValues) parameters.acr_values = config.acrValues.join(' ');
      if (config.prompt) parameters.prompt = config.prompt;
      if (config.uiLocales) parameters.ui_locales = config.uiLocales.join(' ');
      const client = clientFor(config, metadata, secret);
      return { authorizationUrl: oidc.buildAuthorizationUrl(client, parameters).href, stateHandle: handle, expiresAt };
    },

    async complete(callback, options = {}) {
      const params = callbackParams(callback);
      const state = params.get('state');
      if (!state) throw stateError('missing_state', 'the callback carries no state');
      const consumed = await authorizations.consume(state, now());
      switch (consumed.kind) {
        case 'unknown':
          throw stateError('unknown_state', 'no authorization was started with this state');
        case 'replayed':
          throw stateError('replayed_state', 'this authorization was already completed');
        case 'expired':
          throw stateError('expired_state', 'the authorization expired; start again');
        case 'consumed':
          break;
      }
      const pending = consumed.authorization;
      // The state is spent either way: a callback from another browser cannot be retried from this one.
      if (
        pending.browserBindingHash !== null &&
        (options.browserBinding === undefined || hashState(options.browserBinding) !== pending.browserBindingHash)
      )
        throw stateError('browser_mismatch', 'this login was started in another browser; start it again here');
      const returnTo =
        pending.sealedReturnTo === null
          ? undefined
          : deps.box.open(pending.sealedReturnTo, `onward:eid:return:${pending.handle}`);
      const base = {
        sessionRef: pending.sessionRef,
        nodeId: pending.nodeId,
        stateHandle: pending.handle,
        ...(returnTo !== undefined ? { returnTo } : {}),
      };
      const config = checkedConfig(JSON.parse(pending.config));
      // RFC 9207: a response naming another issuer was meant for another provider (mix-up attack).
      const iss = params.get('iss');
      if (iss !== null && iss !== pending.issuer)
        throw verificationFailed('issuer_mismatch', 'the callback names another issuer');
      const error = params.get('error');
      if (error !== null) {
        if (PROVIDER_TROUBLE.has(error)) throw unavailable(pending.issuer, error);
        const description = params.get('error_description') ?? undefined;
        if (DECLINED.has(error))
          return { outcome: 'denied', ...base, error, ...(description !== undefined ? { description } : {}) };
        throw new OnwardError(4462, undefined, [
          { reason: error, message: description ?? `the provider answered ${error}` },
        ]);
      }
      const metadata = await metadataFor(pending.issuer);
      const client = clientFor(config, metadata, secrets.resolve(config));
      const currentUrl = new URL(pending.redirectUri);
      currentUrl.search = params.toString();
      try {
        const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
          pkceCodeVerifier: deps.box.open(pending.sealedCodeVerifier, `onward:eid:pkce:${pending.handle}`),
          expectedNonce: pending.nonce,
          expectedState: state,
          idTokenExpected: true,
        });
        discovery.keepJwks(pending.issuer, client);
        const idClaims = tokens.claims();
        if (!idClaims) throw verificationFailed('missing_id_token', 'the provider returned no ID token');
        const acr = typeof idClaims.acr === 'string' ? idClaims.acr : undefined;
        if (config.acrValues && (acr === undefined || !config.acrValues.includes(acr))) {
          throw verificationFailed(
            'acr_not_satisfied',
            `the authentication level ${acr ?? '(none)'} is not one of those required`,
          );
        }
        let claims: Claims = { ...idClaims };
        if (config.userinfo) {
          // openid-client refuses userinfo whose `sub` differs from the ID token's.
          const userinfo = await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub);
          claims = { ...userinfo, ...idClaims };
        }
        const { mapped, missingRoles } = mapClaims(claims, config.claims ?? DEFAULT_CLAIMS);
        return {
          outcome: 'verified',
          ...base,
          issuer: idClaims.iss,
          subject: idClaims.sub,
          ...(acr !== undefined ? { acr } : {}),
          ...(typeof idClaims.auth_time === 'number' ? { authTime: idClaims.auth_time } : {}),
          claims,
          mapped,
          missingRoles,
        };
      } catch (e) {
        throw toOnwardError(e, pending.issuer);
      }
    },

    purgeExpired: () => authorizations.purgeExpired(now()),
  };
}

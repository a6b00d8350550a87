/**
 * `createOnwardClient`: one object for everything an integration does with Onward, over the typed
 * OpenAPI client. It holds the credentials and fetches, caches and renews both kinds of token
 * (OAuth client credentials for the flow, end-client and business APIs; the enrollment bearer for
 * monitoring), so callers never handle a token.
 */
import {
  clientCredentialsToken,
  enrollmentToken,
  type ClientCredentials,
  type EnrollmentCredentials,
} from './credentials.js';
import { businessesApi, type BusinessesApi } from './businesses.js';
import { OnwardClientError } from './errors.js';
import { flowApi, type FlowMode } from './flow-api.js';
import { FlowRun, type PendingOptions } from './flow-run.js';
import { createTransport, type ApiClient, type FetchFunction } from './http.js';
import { monitoringApi, type MonitoringApi } from './monitoring.js';
import { tokenCache, type TokenSource } from './tokens.js';
import type { EndClient, Language } from './types.js';

export interface OnwardClientOptions {
  /** Where the service answers, e.g. `https://onboarding.example.com` or `http://localhost:8080`. */
  baseUrl: string;
  /**
   * The OAuth client of your tenant. Optional only for flows published without authentication
   * run from an end user's device; everything else needs it.
   */
  credentials?: ClientCredentials;
  /** The enrollment API's username and password; without them `credentials` sign in at /Token/ClientCredentials. */
  enrollment?: EnrollmentCredentials;
  /**
   * Where the enrollment API answers, when the service mounts it apart (ONWARD_ENROLLMENT_BASE_PATH,
   * e.g. `https://onboarding.example.com/identity-enrollment`); default `baseUrl`.
   */
  enrollmentBaseUrl?: string;
  /** Renew tokens this many seconds before they expire (default 60; half the lifetime for short tokens). */
  refreshMarginSeconds?: number;
  /** Defaults for every FlowRun this client starts. */
  pending?: PendingOptions;
  /** Another fetch (a proxy agent, instrumentation, tests). */
  fetch?: FetchFunction;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
  /** Extra headers on every request. */
  headers?: Record<string, string>;
}

export interface RunOptions {
  /** Run the flow's test version (`/test/...`) rather than the live one. */
  test?: boolean;
  /** `x-hf-language`: the language steps are shown in. */
  language?: Language;
  /** Overrides the client's pending options for this run. */
  pending?: PendingOptions;
}

export interface OnwardClient {
  flows: {
    /** Starts a new session of `flowId` and reads its first step. */
    start(flowId: string, options?: RunOptions): Promise<FlowRun>;
    /** Picks up an existing session (its x-hf-session id) at its current step. */
    resume(flowId: string, sessionId: string, options?: RunOptions): Promise<FlowRun>;
  };
  endClients: {
    /** An end client (session) with its status, values, service results and files. */
    get(endClientId: string, options?: { test?: boolean }): Promise<EndClient>;
  };
  monitoring: MonitoringApi;
  businesses: BusinessesApi;
  /** The typed OpenAPI client (openapi-fetch) for every other operation, with authentication added. */
  api: ApiClient;
  /** A valid OAuth access token, for calls made outside this client. */
  accessToken(): Promise<string>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createOnwardClient(options: OnwardClientOptions): OnwardClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn: FetchFunction = options.fetch ?? ((request) => fetch(request));
  const now = options.now ?? Date.now;
  const cacheOptions = {
    now,
    ...(options.refreshMarginSeconds !== undefined ? { refreshMarginSeconds: options.refreshMarginSeconds } : {}),
  };
  const credentials = options.credentials;
  const oauth: TokenSource | undefined =
    credentials && tokenCache(() => clientCredentialsToken(baseUrl, fetchFn, credentials), cacheOptions);

  const headers = options.headers ? { headers: options.headers } : {};
  const enrollmentBaseUrl = (options.enrollmentBaseUrl ?? baseUrl).replace(/\/+$/, '');
  // The enrollment token endpoints are operations of the document; they need no token themselves.
  const signIn = createTransport({ baseUrl: enrollmentBaseUrl, fetch: fetchFn, tokens: {}, ...headers });
  const enrollmentSign = options.enrollment
    ? ({ kind: 'password', credentials: options.enrollment } as const)
    : credentials
      ? ({ kind: 'client', credentials } as const)
      : undefined;
  const enrollment =
    enrollmentSign && tokenCache((previous) => enrollmentToken(signIn.api, enrollmentSign, previous), cacheOptions);

  const transport = createTransport({
    baseUrl,
    fetch: fetchFn,
    tokens: { ...(oauth ? { oauth2: oauth } : {}), ...(enrollment ? { enrollmentBearer: enrollment } : {}) },
    ...headers,
  });
  const enrollmentTransport =
    enrollmentBaseUrl === baseUrl
      ? transport
      : createTransport({
          baseUrl: enrollmentBaseUrl,
          fetch: fetchFn,
          tokens: enrollment ? { enrollmentBearer: enrollment } : {},
          ...headers,
        });

  const open = (flowId: string, run: RunOptions, sessionId?: string) => {
    const mode: FlowMode = run.test ? 'test' : 'live';
    return FlowRun.open(
      {
        flowId,
        mode,
        api: flowApi(transport, mode, run.language),
        pending: { ...options.pending, ...run.pending },
        sleep,
        now,
      },
      sessionId,
    );
  };

  return {
    flows: {
      start: (flowId, run = {}) => open(flowId, run),
      resume: (flowId, sessionId, run = {}) => open(flowId, run, sessionId),
    },
    endClients: {
      get: (endClientId, o = {}) => flowApi(transport, o.test ? 'test' : 'live', undefined).endClient(endClientId),
    },
    monitoring: monitoringApi(enrollmentTransport),
    businesses: businessesApi(transport),
    api: transport.api,
    accessToken() {
      if (!oauth) throw new OnwardClientError('invalid_configuration', 'createOnwardClient was given no credentials');
      return oauth.get();
    },
  };
}

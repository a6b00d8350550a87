/**
 * A real OpenID provider for tests: oidc-provider 9 on a random loopback port, with its dev
 * interactions (any login, one consent button), PKCE required, one confidential client.
 * `authenticate` plays the browser: it follows redirects by hand with a cookie jar, logs in and
 * consents (or aborts) through the interaction endpoints, and returns the callback URL.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type JWK } from 'oidc-provider';

export const CLIENT_ID = 'onward-test';
export const CLIENT_SECRET = 'test-client-secret-which-is-long-enough';
export const REDIRECT_URI = 'http://127.0.0.1:9/eid/callback';

/** The identity every test account logs in as, keyed by the login name. */
export const PERSON = {
  given_name: 'Astrid',
  family_name: 'Lindgren',
  birthdate: '1907-11-14',
  personal_identity_number: '190711149999',
} as const;

export interface TestProvider {
  issuer: string;
  port: number;
  /**
   * The next answer of the token endpoint is passed through `alter` before it leaves the provider:
   * a man in the middle between Onward and a real provider (an ID token with a changed claim or
   * signature), seen by Onward's real outbound client and callback route.
   */
  alterNextTokenResponse(alter: (json: Record<string, unknown>) => Record<string, unknown>): void;
  close(): Promise<void>;
}

type Alter = (json: Record<string, unknown>) => Record<string, unknown>;

/** Rewrites the JSON body Koa ends `res` with (it sets the headers first and ends with the whole body). */
function rewriteJsonBody(res: ServerResponse, alter: Alter): void {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return end(chunk, ...rest);
    const body = Buffer.from(JSON.stringify(alter(JSON.parse(chunk.toString()) as Record<string, unknown>)));
    if (!res.headersSent) res.setHeader('content-length', body.length);
    return end(body, ...rest);
  }) as ServerResponse['end'];
}

export interface TestProviderOptions {
  /**
   * true (oidc-provider's default): claims requested by scope go to userinfo only, not the ID token.
   * false: they are in the ID token too.
   */
  conformIdTokenClaims?: boolean;
  /** The client's registered redirect URI; default REDIRECT_URI (where `authenticate` stops). */
  redirectUri?: string;
}

export function signingJwk(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
}

export async function startTestProvider(options: TestProviderOptions = {}): Promise<TestProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [options.redirectUri ?? REDIRECT_URI],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingJwk()] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'birthdate'],
      national_id: ['personal_identity_number'],
    },
    scopes: ['openid', 'profile', 'national_id'],
    acrValues: ['urn:onward:test:high'],
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...PERSON }) }),
  });
  // oidc-provider logs its own warnings (dev interactions, Node version); they are expected here.
  provider.on('server_error', () => {});
  // Koa's handler answers its own errors, so its promise is left to run.
  const callback = provider.callback();
  let nextAlter: Alter | undefined;
  handler = (req, res) => {
    if (nextAlter !== undefined && req.method === 'POST' && req.url?.startsWith('/token')) {
      rewriteJsonBody(res, nextAlter);
      nextAlter = undefined;
    }
    void callback(req, res);
  };
  return {
    issuer,
    port,
    alterNextTokenResponse(alter) {
      nextAlter = alter;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Decision = 'consent' | 'abort';

/** Logs `account` in and consents (or aborts at the first interaction); returns the callback URL. */
export async function authenticate(
  authorizationUrl: string,
  account: string,
  decision: Decision = 'consent',
): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(REDIRECT_URI)) return url;
    const headers: Record<string, string> = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form?.toString(),
      headers,
      redirect: 'manual',
      // A provider that stops answering fails this test with the URL it was at, instead of
      // holding the whole file until the runner's timeout (which names no test).
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status === 200 && /\/interaction\/[^/]+$/.test(new URL(url).pathname)) {
      if (decision === 'abort') {
        url = `${url}/abort`;
        continue;
      }
      form = html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login: account, password: 'any' })
        : new URLSearchParams({ prompt: 'consent' });
      continue;
    }
    throw new Error(`unexpected ${res.status} at ${url}: ${html.slice(0, 500)}`);
  }
  throw new Error('too many redirects');
}

/**
 * Where the client's tokens come from. The flow, end-client, file and business APIs take an OAuth
 * 2.0 client-credentials token from POST /connect/token; the ongoing monitoring enrollment API
 * takes its own bearer from POST /Token (username and password) or POST /Token/ClientCredentials
 * (the same client id and secret), renewed with POST /Token/Refresh while its refresh token holds.
 */
import { apiErrorFrom, OnwardClientError } from './errors.js';
import type { paths } from './generated/openapi.js';
import type { ApiClient, FetchFunction } from './http.js';
import type { IssuedToken } from './tokens.js';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
  /** Default: none asked for, so the service grants the client's default (`workflow.studio.api`). */
  scope?: string;
}

/** The enrollment API's own sign-in; without it the client credentials are used at /Token/ClientCredentials. */
export interface EnrollmentCredentials {
  username: string;
  password: string;
}

type TokenAnswer = paths['/connect/token']['post']['responses'][200]['content']['application/json'];

/** One client-credentials grant at POST /connect/token. */
export async function clientCredentialsToken(
  baseUrl: string,
  fetchFn: FetchFunction,
  credentials: ClientCredentials,
): Promise<IssuedToken> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: credentials.clientId,
    client_secret: credentials.clientSecret,
  });
  if (credentials.scope !== undefined) form.set('scope', credentials.scope);
  const request = new Request(`${baseUrl.replace(/\/+$/, '')}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  const response = await fetchFn(request);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's error page, say): reported as text.
  }
  if (!response.ok) throw apiErrorFrom(response, body, 'POST');
  const answer = body as Partial<TokenAnswer>;
  if (typeof answer.access_token !== 'string' || typeof answer.expires_in !== 'number')
    throw new OnwardClientError('invalid_response', 'POST /connect/token answered without access_token and expires_in');
  return { value: answer.access_token, expiresInSeconds: answer.expires_in };
}

type EnrollmentTokenAnswer = paths['/Token']['post']['responses'][200]['content']['application/json'];

function fromEnvelope(answer: EnrollmentTokenAnswer): IssuedToken {
  return {
    value: answer.Result.Token,
    expiresInSeconds: answer.Result.ExpiresIn,
    refreshToken: answer.Result.RefreshToken,
  };
}

/**
 * An enrollment bearer: renewed with the previous RefreshToken when there is one, else (or when the
 * refresh is refused) signed in anew.
 */
export async function enrollmentToken(
  api: ApiClient,
  sign: { kind: 'password'; credentials: EnrollmentCredentials } | { kind: 'client'; credentials: ClientCredentials },
  previous: IssuedToken | undefined,
): Promise<IssuedToken> {
  if (previous?.refreshToken !== undefined) {
    const refreshed = await api.POST('/Token/Refresh', { body: { RefreshToken: previous.refreshToken } });
    if (refreshed.data !== undefined) return fromEnvelope(refreshed.data);
    // 401 means the refresh token ran out or was revoked; anything else is a real failure.
    if (refreshed.response.status !== 401) throw apiErrorFrom(refreshed.response, refreshed.error, 'POST');
  }
  const answer =
    sign.kind === 'password'
      ? await api.POST('/Token', {
          body: { Username: sign.credentials.username, Password: sign.credentials.password },
        })
      : await api.POST('/Token/ClientCredentials', {
          body: { ClientID: sign.credentials.clientId, ClientSecret: sign.credentials.clientSecret },
        });
  if (answer.data === undefined) throw apiErrorFrom(answer.response, answer.error, 'POST');
  return fromEnvelope(answer.data);
}

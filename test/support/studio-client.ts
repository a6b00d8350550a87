/** A Studio API caller for tests: signs in for the session cookie and CSRF token, and calls /studio/api with them. */
import assert from 'node:assert/strict';
import type { TenantCreds, TestServer } from './server.js';

export interface StudioAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface StudioCaller {
  cookie: string;
  csrf: string;
  /** `csrf: false` leaves the token out; a string sends that one instead. */
  call(method: string, path: string, body?: unknown, options?: { csrf?: string | false }): Promise<StudioAnswer>;
}

export async function studioSignIn(server: TestServer, creds: TenantCreds): Promise<StudioCaller> {
  const res = await fetch(`${server.baseUrl}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: creds.username, password: creds.password }),
  });
  assert.equal(res.status, 200);
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('onward_studio='));
  assert.ok(setCookie, 'a session cookie is set');
  const cookie = setCookie.split(';')[0] ?? '';
  const csrf = String(((await res.json()) as { csrfToken: string }).csrfToken);
  return {
    cookie,
    csrf,
    async call(method, path, body, options = {}) {
      const token = options.csrf === undefined ? csrf : options.csrf;
      const answer = await fetch(`${server.baseUrl}/studio/api${path}`, {
        method,
        headers: {
          cookie,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token !== false ? { 'x-onward-csrf': token } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await answer.text();
      return { status: answer.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
  };
}

// The same session mistake gets the same answer on every flow route (docs/errors.md, "Sessions"):
// a missing (where required), malformed or unknown x-hf-session is 404 4100, told apart by reason.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { getToken, publishFlow, startTestServer, type TestServer } from '../../../test/support/server.js';

const plainFlow = {
  name: 'Plain',
  authenticated: false,
  start: 'a',
  nodes: [
    {
      id: 'a',
      type: 'form',
      title: 'A',
      next: 'done',
      elements: [{ key: 'first', type: 'text', name: 'First', role: 'first_name' }],
    },
    { id: 'done', type: 'end' },
  ],
};

interface Route {
  method: 'GET' | 'POST';
  path: string;
  required: boolean;
  body?: () => string | FormData;
  json?: boolean;
  bearer?: boolean;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/flow/plain', required: false },
  { method: 'POST', path: '/submit/plain', required: false, body: () => JSON.stringify({ first: 'Ada' }), json: true },
  {
    method: 'POST',
    path: '/init/plain',
    required: false,
    body: () => JSON.stringify({ first: 'Ada' }),
    json: true,
    bearer: true,
  },
  { method: 'GET', path: '/back/plain', required: true },
  { method: 'GET', path: '/kyb-search/plain?q=acme', required: true },
  {
    method: 'POST',
    path: '/file/plain',
    required: true,
    body: () => {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4\n%%EOF\n']), 'a.pdf');
      return form;
    },
  },
];

const SESSIONS: Array<{ problem: 'required' | 'malformed' | 'unknown'; value: string | undefined }> = [
  { problem: 'required', value: undefined },
  { problem: 'malformed', value: 'x'.repeat(101) },
  { problem: 'malformed', value: 'two ids' },
  { problem: 'unknown', value: '00000000-0000-4000-8000-000000000000' },
];

describe('x-hf-session: one answer on every flow route', () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    // The answer does not depend on the dialect: SQLite only.
    server = await startTestServer('sqlite');
    token = await getToken(server, server.tenants.a);
    await publishFlow(server, server.tenants.a.tenantId, 'plain', plainFlow);
  });
  after(async () => server.close());

  for (const prefix of ['', '/test']) {
    for (const route of ROUTES) {
      for (const { problem, value } of SESSIONS) {
        if (problem === 'required' && !route.required) continue;
        it(`${route.method} ${prefix}${route.path}, ${problem} session (${String(value).slice(0, 12)}): 404 4100`, async () => {
          const res = await fetch(`${server.baseUrl}${prefix}${route.path}`, {
            method: route.method,
            headers: {
              ...(value !== undefined ? { 'x-hf-session': value } : {}),
              ...(route.json ? { 'content-type': 'application/json' } : {}),
              ...(route.bearer ? { authorization: `Bearer ${token}` } : {}),
            },
            ...(route.body ? { body: route.body() } : {}),
          });
          const body = (await res.json()) as {
            code: number;
            message: string;
            details?: Array<{ field: string; reason: string }>;
          };
          assert.deepEqual([res.status, body.code], [404, 4100], JSON.stringify(body));
          assert.deepEqual(body.details?.[0] && { field: body.details[0].field, reason: body.details[0].reason }, {
            field: 'headers/x-hf-session',
            reason: problem,
          });
        });
      }
    }
  }

  it('an optional session left out still starts one, and a good one still works', async () => {
    const first = await fetch(`${server.baseUrl}/flow/plain`);
    assert.equal(first.status, 200);
    const session = first.headers.get('x-hf-session') ?? '';
    const again = await fetch(`${server.baseUrl}/flow/plain`, { headers: { 'x-hf-session': `  ${session} ` } });
    assert.equal(again.status, 200);
    assert.equal(again.headers.get('x-hf-session'), session);
  });
});

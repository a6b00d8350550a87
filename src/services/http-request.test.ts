import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createOutboundClient } from '../outbound/client.js';
import { json, startServer, type TestServer } from '../outbound/test-server.js';
import { runHttpRequest, validateHttpRequestConfig, type HttpRequestResult } from './http-request.js';
import type { SessionValues } from './template.js';

const values: SessionValues = {
  key: { email: 'ada@example.com', age: 36, owners: [{ last_name: 'Lovelace' }], note: 'a\r\nX-Evil: 1' },
  role: { first_name: 'Ada', last_name: 'Lovelace' },
  service: { risk: { status: 200, body: { score: 0.2 }, fields: { score: 0.2 } } },
  session: { id: 'sess-1' },
};

function assertFailure(r: HttpRequestResult): Extract<HttpRequestResult, { ok: false }> {
  assert.equal(r.ok, false, JSON.stringify(r));
  return r;
}

describe('http_request service', () => {
  let server: TestServer;
  const counters = new Map<string, number>();
  const client = createOutboundClient({ allow: ['127.0.0.1'] });
  const closedClient = createOutboundClient();
  const fast = { retries: 2, retryBackoffMs: 5 };

  before(async () => {
    server = await startServer((req, res) => {
      const path = req.url.split('?')[0] ?? '';
      const n = (counters.get(path) ?? 0) + 1;
      counters.set(path, n);
      if (path === '/flaky') return n <= 2 ? json(res, 503, { error: 'busy' }) : json(res, 200, { ok: true, n });
      if (path === '/limited') return n === 1 ? json(res, 429, {}, { 'retry-after': '0' }) : json(res, 200, { n });
      if (path === '/bad') return json(res, 400, { error: 'bad input' });
      if (path === '/down') return json(res, 502, {});
      if (path === '/hang') return;
      if (path === '/text') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('plain');
        return;
      }
      json(res, 200, {
        echo: {
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: req.body ? (JSON.parse(req.body) as unknown) : null,
        },
        data: { decision: 'approve', score: 7 },
      });
    });
  });
  after(async () => {
    client.close();
    closedClient.close();
    await server.close();
  });

  test('builds the request from session data and maps the response', async () => {
    const r = await runHttpRequest(
      {
        url: `${server.url}/check/{{session:id}}?email={{key:email}}`,
        headers: { 'X-Api-Key': 'k-123', 'X-Name': '{{role:first_name}} {{role:last_name}}', 'X-Note': '{{key:note}}' },
        body: {
          name: '{{role:first_name}}',
          age: '{{key:age}}',
          owner: '{{key:owners/0/last_name}}',
          prior: '{{service:risk/fields/score}}',
          missing: '{{key:nope}}',
          greeting: 'Hi {{role:first_name}}!',
        },
        responseMapping: { decision: '/data/decision', score: '/data/score', absent: '/data/none' },
      },
      values,
      { client },
    );
    assert.ok(r.ok, JSON.stringify(r));
    assert.equal(r.attempts, 1);
    assert.equal(r.data.status, 200);
    assert.deepEqual(r.data.fields, { decision: 'approve', score: 7, absent: null });
    const echo = (
      r.data.body as { echo: { method: string; url: string; headers: Record<string, string>; body: unknown } }
    ).echo;
    assert.equal(echo.method, 'POST');
    assert.equal(echo.url, '/check/sess-1?email=ada%40example.com');
    assert.equal(echo.headers['x-api-key'], 'k-123');
    assert.equal(echo.headers['x-name'], 'Ada Lovelace');
    assert.equal(echo.headers['x-note'], 'a  X-Evil: 1');
    assert.equal(echo.headers['x-evil'], undefined);
    assert.deepEqual(echo.body, {
      name: 'Ada',
      age: 36,
      owner: 'Lovelace',
      prior: 0.2,
      missing: null,
      greeting: 'Hi Ada!',
    });
  });

  test('retries 503 then succeeds', async () => {
    const r = await runHttpRequest({ url: `${server.url}/flaky`, ...fast }, values, { client });
    assert.ok(r.ok);
    assert.equal(r.attempts, 3);
    assert.deepEqual(r.data.body, { ok: true, n: 3 });
  });

  test('retries 429, honouring Retry-After', async () => {
    const r = await runHttpRequest({ url: `${server.url}/limited`, ...fast }, values, { client });
    assert.ok(r.ok);
    assert.equal(r.attempts, 2);
  });

  test('does not retry a 400: code 4009, not retryable', async () => {
    const r = assertFailure(await runHttpRequest({ url: `${server.url}/bad`, ...fast }, values, { client }));
    assert.equal(r.code, 4009);
    assert.equal(r.retryable, false);
    assert.equal(r.attempts, 1);
    assert.equal(counters.get('/bad'), 1);
    assert.match(r.message, /HTTP 400/);
  });

  test('gives up after the retries on a 5xx: code 6505, retryable', async () => {
    const r = assertFailure(
      await runHttpRequest({ url: `${server.url}/down`, retries: 1, retryBackoffMs: 1 }, values, { client }),
    );
    assert.deepEqual([r.code, r.retryable, r.attempts], [6505, true, 2]);
  });

  test('a timeout is 6504 after the retries', async () => {
    const r = assertFailure(
      await runHttpRequest({ url: `${server.url}/hang`, timeoutMs: 100, retries: 1, retryBackoffMs: 1 }, values, {
        client,
      }),
    );
    assert.deepEqual([r.code, r.retryable, r.attempts], [6504, true, 2]);
  });

  test('a refused target is 4009 and is never retried', async () => {
    const r = assertFailure(
      await runHttpRequest({ url: `${server.url}/ok`, ...fast }, values, { client: closedClient }),
    );
    assert.deepEqual([r.code, r.retryable, r.attempts], [4009, false, 1]);
    assert.match(r.message, /loopback/);
  });

  test('non-JSON answers are kept as text; GET is the default without a body', async () => {
    const r = await runHttpRequest({ url: `${server.url}/text` }, values, { client });
    assert.ok(r.ok);
    assert.equal(r.data.body, 'plain');
    assert.equal(server.received.at(-1)?.method, 'GET');
  });

  test('an invalid config fails with 4009 without calling out', async () => {
    const before = server.received.length;
    const r = assertFailure(await runHttpRequest({ url: 'ftp://x' }, values, { client }));
    assert.equal(r.code, 4009);
    assert.equal(server.received.length, before);
  });
});

describe('validateHttpRequestConfig', () => {
  test('a full valid config has no issues', () => {
    assert.deepEqual(
      validateHttpRequestConfig({
        url: 'https://api.example.com/v1/check?ref={{session:id}}',
        method: 'PUT',
        headers: { Authorization: 'Bearer x' },
        body: { a: ['{{key:a}}', 1, true, null] },
        timeoutMs: 5000,
        retries: 0,
        retryBackoffMs: 0,
        responseMapping: { s: '/a/b~1c' },
      }),
      [],
    );
  });

  test('reports each problem with a pointer to the field', () => {
    const issues = validateHttpRequestConfig({
      url: 'https://{{key:host}}/x',
      method: 'TRACE',
      headers: { 'Content-Length': '1', 'bad name': 'x', 'X-A': '{{nope}}' },
      timeoutMs: 5,
      retries: 9,
      retryBackoffMs: -1,
      responseMapping: { s: 'no-slash' },
      extra: 1,
    });
    const paths = issues.map((i) => i.path).sort();
    assert.deepEqual(
      paths,
      [
        '/extra',
        '/headers/Content-Length',
        '/headers/X-A',
        '/headers/bad name',
        '/method',
        '/responseMapping/s',
        '/retries',
        '/retryBackoffMs',
        '/timeoutMs',
        '/url',
      ].sort(),
    );
    assert.ok(issues.every((i) => typeof i.message === 'string' && i.message.length > 0));
  });

  test('missing url, non-object config, GET with a body', () => {
    assert.deepEqual(
      validateHttpRequestConfig({}).map((i) => [i.code, i.path]),
      [['missing_field', '/url']],
    );
    assert.equal(validateHttpRequestConfig('x')[0]?.path, '');
    assert.equal(validateHttpRequestConfig({ url: 'http://a.example/', method: 'GET', body: {} })[0]?.path, '/body');
    assert.equal(validateHttpRequestConfig({ url: 'http://u:p@a.example/' })[0]?.path, '/url');
  });
});

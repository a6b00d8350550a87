// Every failure Fastify or Node itself would answer leaves in the API's shape, over real HTTP: a
// raw socket sends what fetch cannot (a 20 KB header, a request line that is not HTTP, a body
// shorter than its Content-Length). The HTTP layer does not depend on the dialect: SQLite only.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { getToken, startTestServer, type TestServer } from '../../test/support/server.js';
import { ERRORS, isErrorCode } from '../errors/index.js';
import { statusOf } from './status.js';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function rawRequest(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (d: Buffer) => chunks.push(d));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer within 5 s')));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`not an HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      let body = text.slice(split + 4);
      // Fastify answers chunked only for streams; error bodies carry a Content-Length.
      if (headers['content-length'])
        body = Buffer.from(body).subarray(0, Number(headers['content-length'])).toString('utf8');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

const post = (path: string, contentType: string, body: string, extra = '') =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;
const get = (path: string, extra = '') => `GET ${path} HTTP/1.1\r\nHost: x\r\n${extra}Connection: close\r\n\r\n`;

describe('every error in the API shape, over real HTTP', () => {
  let server: TestServer;
  // Bearer checks run before the body is read: the schema cases carry a valid token to get past them.
  let auth = '';
  before(async () => {
    server = await startTestServer('sqlite', { ONWARD_BODY_LIMIT_BYTES: '4096' });
    auth = `Authorization: Bearer ${await getToken(server, server.tenants.a)}\r\n`;
  });
  after(async () => server.close());

  const cases: Array<{
    name: string;
    request: () => string;
    status: number;
    code: number;
    reason?: string;
    message?: RegExp;
    headers?: Record<string, string>;
  }> = [
    { name: 'unknown route', request: () => get('/no/such/route'), status: 404, code: 4404 },
    {
      name: 'known path, wrong method',
      request: () => `PATCH /flow/any HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      status: 405,
      code: 4405,
      headers: { allow: 'GET, HEAD' },
    },
    {
      name: '20 KB header (Node refuses it before Fastify)',
      request: () => get('/flow/any', `X-Big: ${'x'.repeat(20 * 1024)}\r\n`),
      status: 431,
      code: 4431,
    },
    {
      name: 'not an HTTP request line',
      request: () => 'HELLO THERE\r\n\r\n',
      status: 400,
      code: 4400,
      message: /Malformed HTTP request/,
    },
    {
      name: 'body over the limit',
      request: () => post('/submit/any', 'application/json', JSON.stringify({ a: 'x'.repeat(5000) })),
      status: 413,
      code: 4413,
    },
    { name: 'unsupported media type', request: () => post('/submit/any', 'text/xml', '<a/>'), status: 415, code: 4415 },
    {
      name: 'malformed JSON',
      request: () => post('/submit/any', 'application/json', '{"a":'),
      status: 400,
      code: 4007,
      reason: 'syntax',
      message: /not valid JSON/,
    },
    {
      name: 'empty body with a JSON content type',
      request: () => post('/submit/any', 'application/json', ''),
      status: 400,
      code: 4007,
      reason: 'empty',
      message: /empty/,
    },
    {
      name: '__proto__ key',
      request: () => post('/submit/any', 'application/json', '{"a":{"__proto__":{"admin":true}}}'),
      status: 400,
      code: 4007,
      reason: 'forbidden_key',
      message: /"__proto__" is not allowed/,
    },
    {
      name: 'escaped __proto__ key',
      request: () => post('/submit/any', 'application/json', '{"\\u005f_proto__":{}}'),
      status: 400,
      code: 4007,
      reason: 'forbidden_key',
    },
    {
      name: 'constructor.prototype',
      request: () => post('/submit/any', 'application/json', '[{"constructor":{"prototype":{"x":1}}}]'),
      status: 400,
      code: 4007,
      reason: 'forbidden_key',
      message: /"constructor.prototype" is not allowed/,
    },
    {
      name: 'schema: wrong type',
      request: () => post('/v1/screening/individual', 'application/json', '{"LastName":42}', auth),
      status: 400,
      code: 4400,
      reason: 'type',
      message: /body\/LastName must be a string/,
    },
    {
      name: 'schema: missing field',
      request: () => post('/v1/screening/individual', 'application/json', '{}', auth),
      status: 400,
      code: 4400,
      reason: 'required',
      message: /body\/LastName is required/,
    },
    {
      name: 'error thrown in an onRequest hook (no token, before the body is read)',
      request: () => post('/v1/screening/individual', 'application/json', '{"LastName":"X"}'),
      status: 401,
      code: 4031,
    },
  ];

  for (const c of cases) {
    it(`${c.name}: ${c.status} ${c.code}`, async () => {
      const answer = await rawRequest(server.baseUrl, c.request());
      assert.equal(answer.status, c.status, answer.body);
      assert.match(answer.headers['content-type'] ?? '', /^application\/json/);
      const body = JSON.parse(answer.body) as { code: number; message: string; details?: Array<{ reason: string }> };
      assert.ok(isErrorCode(body.code), `${body.code} is in the catalogue`);
      assert.equal(body.code, c.code);
      assert.equal(statusOf(c.code as keyof typeof ERRORS), c.status, "the status is the code's own");
      assert.equal(typeof body.message, 'string');
      assert.deepEqual(
        Object.keys(body).filter((k) => !['code', 'message', 'details'].includes(k)),
        [],
        'no other keys (error, statusCode)',
      );
      if (c.reason) assert.equal(body.details?.[0]?.reason, c.reason);
      if (c.message) assert.match(body.message, c.message);
      for (const [name, value] of Object.entries(c.headers ?? {})) assert.equal(answer.headers[name], value, name);
    });
  }

  it('a refused prototype key changes no prototype', async () => {
    await rawRequest(server.baseUrl, post('/submit/any', 'application/json', '{"__proto__":{"polluted":true}}'));
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
});

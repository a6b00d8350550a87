import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createOutboundClient, type OutboundOutcome } from './client.js';
import { startServer, type TestServer } from './test-server.js';

function expectKind<K extends OutboundOutcome['kind']>(
  o: OutboundOutcome,
  kind: K,
): Extract<OutboundOutcome, { kind: K }> {
  assert.equal(o.kind, kind, `expected ${kind}, got ${JSON.stringify(o)}`);
  return o as Extract<OutboundOutcome, { kind: K }>;
}

describe('outbound client', () => {
  let server: TestServer;
  const open = createOutboundClient({ allow: ['127.0.0.1'] });
  const closed = createOutboundClient();
  before(async () => {
    server = await startServer((req, res) => {
      if (req.url === '/hang') return; // never answers
      if (req.url === '/big') {
        res.writeHead(200, { 'content-length': '4096' });
        res.end('x'.repeat(4096));
        return;
      }
      if (req.url === '/big-chunked') {
        res.writeHead(200);
        res.write('y'.repeat(3000));
        res.end('y'.repeat(3000));
        return;
      }
      if (req.url === '/redirect-private') {
        res.writeHead(302, { location: 'http://10.0.0.1/' });
        res.end();
        return;
      }
      if (req.url === '/redirect-local') {
        res.writeHead(302, { location: '/echo' });
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-a': 'b' });
      res.end(
        JSON.stringify({ method: req.method, url: req.url, body: req.body, auth: req.headers.authorization ?? null }),
      );
    });
  });
  after(async () => {
    open.close();
    closed.close();
    await server.close();
  });

  test('an allow-list admits 127.0.0.1 and the request round-trips', async () => {
    const o = expectKind(
      await open.request({
        url: `${server.url}/echo`,
        method: 'POST',
        body: 'hi',
        headers: { 'Content-Type': 'text/plain' },
      }),
      'response',
    );
    assert.equal(o.status, 200);
    assert.equal(o.headers['x-a'], 'b');
    assert.deepEqual(JSON.parse(o.body.toString()), { method: 'POST', url: '/echo', body: 'hi', auth: null });
  });

  test('a default client refuses 127.0.0.1 without connecting', async () => {
    const before = server.received.length;
    const o = expectKind(await closed.request({ url: `${server.url}/echo` }), 'refused');
    assert.match(o.reason, /loopback/);
    assert.equal(server.received.length, before);
  });

  test('private, link-local, loopback, unique-local and IPv4-mapped literals are refused', async () => {
    const cases: Array<[string, RegExp]> = [
      ['http://10.1.2.3/', /private/],
      ['http://169.254.169.254/latest', /link-local/],
      ['http://[::1]:8080/', /loopback/],
      ['http://[fc00::5]/', /unique-local/],
      ['http://[::ffff:127.0.0.1]/', /loopback/],
      ['http://[::ffff:a00:1]/', /private/],
      ['http://100.64.1.1/', /cgnat/],
      ['http://224.0.0.1/', /multicast/],
      ['http://0.0.0.0/', /unspecified/],
      ['http://[fe80::1]/', /link-local/],
      ['http://2130706433/', /loopback/],
    ];
    // The 127.0.0.1 allow-list admits 127.0.0.1 in every spelling, but not ::1 (another address).
    expectKind(await open.request({ url: `http://[::ffff:127.0.0.1]:${server.port}/echo` }), 'response');
    assert.match(expectKind(await open.request({ url: 'http://[::1]:1/' }), 'refused').reason, /loopback/);
    for (const [url, reason] of cases) {
      const o = expectKind(await closed.request({ url }), 'refused');
      assert.match(o.reason, reason, url);
    }
  });

  test('a DNS name resolving to a loopback address is refused (localhost)', async () => {
    const o = expectKind(await closed.request({ url: `http://localhost:${server.port}/echo` }), 'refused');
    assert.match(o.reason, /localhost resolves to .* loopback/);
    // The allow-list for the address admits the same name, connecting to the checked address.
    expectKind(await open.request({ url: `http://localhost:${server.port}/echo` }), 'response');
  });

  test('the connection goes to the checked address, whatever a second lookup would say', async () => {
    let calls = 0;
    const rebinding = createOutboundClient({
      allow: ['customer.test'],
      resolver: async () => {
        calls += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    try {
      const o = expectKind(await rebinding.request({ url: `http://customer.test:${server.port}/echo` }), 'response');
      assert.equal(o.status, 200);
      assert.equal(calls, 1);
    } finally {
      rebinding.close();
    }
    const privateName = createOutboundClient({ resolver: async () => [{ address: '10.0.0.7', family: 4 }] });
    const o = expectKind(await privateName.request({ url: 'http://intranet.test/' }), 'refused');
    assert.match(o.reason, /intranet\.test resolves to 10\.0\.0\.7/);
    privateName.close();
  });

  test('only http and https, and no credentials in the URL', async () => {
    assert.match(expectKind(await open.request({ url: 'file:///etc/passwd' }), 'refused').reason, /scheme file/);
    assert.match(
      expectKind(await open.request({ url: `http://u:p@127.0.0.1:${server.port}/` }), 'refused').reason,
      /credentials/,
    );
    assert.match(expectKind(await open.request({ url: 'not a url' }), 'refused').reason, /absolute URL/);
  });

  test('a hanging endpoint times out', async () => {
    const o = expectKind(await open.request({ url: `${server.url}/hang`, timeoutMs: 150 }), 'timeout');
    assert.equal(o.phase, 'total');
  });

  test('responses above the size cap are cut off, declared or streamed', async () => {
    for (const path of ['/big', '/big-chunked']) {
      const o = expectKind(
        await open.request({ url: `${server.url}${path}`, maxResponseBytes: 1024 }),
        'network_error',
      );
      assert.equal(o.code, 'RESPONSE_TOO_LARGE');
    }
    expectKind(await open.request({ url: `${server.url}/big`, maxResponseBytes: 8192 }), 'response');
  });

  test('redirects are not followed by default, and never to refused hosts', async () => {
    const o = expectKind(await open.request({ url: `${server.url}/redirect-local` }), 'response');
    assert.equal(o.status, 302);
    const followed = expectKind(
      await open.request({ url: `${server.url}/redirect-local`, maxRedirects: 2 }),
      'response',
    );
    assert.equal(followed.status, 200);
    assert.equal(followed.url, `${server.url}/echo`);
    const refused = expectKind(
      await open.request({ url: `${server.url}/redirect-private`, maxRedirects: 2 }),
      'refused',
    );
    assert.match(refused.reason, /10\.0\.0\.1/);
  });

  test('a closed port is a network error', async () => {
    const gone = await startServer(() => {});
    const url = gone.url;
    await gone.close();
    const o = expectKind(await open.request({ url }), 'network_error');
    assert.equal(o.code, 'ECONNREFUSED');
  });
});

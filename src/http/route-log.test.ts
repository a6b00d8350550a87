import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { pino } from 'pino';
import { patternOnlyLog } from './route-log.js';

test('routes with patternOnlyLog log their pattern, never the ids, tokens or query in the URL', async () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, sink) });
  app.get('/flow-connect/:token', { logSerializers: patternOnlyLog }, async () => ({}));
  app.post('/end-clients/:endClientId/notification', { logSerializers: patternOnlyLog }, async () => ({}));
  app.get('/plain/:id', async () => ({}));
  try {
    const secret = 'AQBsecret-token_value';
    const id = '0b5f6a2e-3c1d-4e8f-9a7b-112233445566';
    assert.equal(
      (await app.inject({ method: 'GET', url: `/flow-connect/${secret}?endClientId=${id}` })).statusCode,
      200,
    );
    assert.equal((await app.inject({ method: 'POST', url: `/end-clients/${id}/notification` })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/plain/visible' })).statusCode, 200);
    const log = lines.join('');
    assert.match(log, /"url":"\/flow-connect\/\[token\]"/);
    assert.match(log, /"url":"\/end-clients\/\[endClientId\]\/notification"/);
    assert.ok(!log.includes(secret) && !log.includes(id), log);
    // Other routes keep the default serializer: the URL as requested.
    assert.match(log, /"url":"\/plain\/visible"/);
  } finally {
    await app.close();
  }
});

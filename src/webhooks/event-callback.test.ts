// The real API's envelope and handshake, without a network: field order, per-attempt fields, the
// accepted echoes of a challenge.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { echoProblem, eventCallbackBody, outgoing, type StoredEventCallback } from './event-callback.js';

const stored: StoredEventCallback = {
  type: 'EVENT_CALLBACK',
  event: { type: 'SERVICE_SUBMIT', ts: 1718011363, user: 'ec-1' },
  flowId: 'kyc',
  nodeId: 'doc',
  userId: 'ec-1',
  serviceType: 'provider_doc_v',
  test: false,
  serviceData: { verdict: 'approved' },
};

test('an event is sent in the real API field order with its id, token and retry set per attempt', () => {
  const body = JSON.parse(eventCallbackBody(JSON.stringify(stored), { id: 'msg_1', token: 'tok', retry: 2 })) as Record<
    string,
    unknown
  >;
  assert.deepEqual(Object.keys(body), [
    'id',
    'token',
    'type',
    'event',
    'flowId',
    'nodeId',
    'userId',
    'serviceType',
    'test',
    'retry',
    'serviceData',
  ]);
  assert.deepEqual(body, { ...stored, id: 'msg_1', token: 'tok', retry: 2 });
  const row = { id: 'msg_1', format: 'event_callback' as const, body: JSON.stringify(stored), attempts: 1 };
  assert.equal((JSON.parse(outgoing(row, 'tok').body) as { retry: number }).retry, 0, 'the first attempt has retry 0');
  assert.equal(outgoing({ ...row, format: 'standard' }, 'tok').body, row.body, 'standard rows go out as stored');
});

test('each handshake attempt has a new challenge, and the answer must echo it', () => {
  const row = { id: 'msg_h', format: 'url_verification' as const, body: '', attempts: 1 };
  const a = outgoing(row, 'tok');
  const b = outgoing(row, 'tok');
  const challenge = (JSON.parse(a.body) as { challenge: string }).challenge;
  assert.deepEqual(Object.keys(JSON.parse(a.body) as object), ['challenge', 'type', 'token']);
  assert.notEqual(challenge, (JSON.parse(b.body) as { challenge: string }).challenge);
  for (const ok of [
    JSON.stringify({ challenge }),
    JSON.stringify({ challenge, extra: 1 }),
    challenge,
    ` ${challenge}\r\n`,
    JSON.stringify(challenge),
  ]) {
    assert.equal(a.check?.(Buffer.from(ok)), undefined, ok);
  }
  for (const bad of [
    '',
    '{}',
    JSON.stringify({ challenge: 'other' }),
    `${challenge}x`,
    JSON.stringify({ Challenge: challenge }),
    'null',
  ]) {
    assert.equal(echoProblem(Buffer.from(bad), challenge), 'the answer does not echo the challenge', bad);
  }
});

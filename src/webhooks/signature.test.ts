import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import {
  decodeWebhookSecret,
  generateWebhookSecret,
  signWebhook,
  verifyWebhook,
  webhookHeaders,
  WebhookSecretError,
} from './signature.js';

const secret = generateWebhookSecret();
const msg = { id: 'msg_2Lq', timestamp: 1_700_000_000, body: '{"EnrollmentId":"e1","x":"é"}' };

describe('Standard Webhooks signatures', () => {
  test('the signature is base64 HMAC-SHA256 over id.timestamp.body, computed independently', () => {
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${msg.id}.${msg.timestamp}.${msg.body}`).digest('base64');
    assert.equal(signWebhook(msg, secret), `v1,${expected}`);
  });

  test('round trip verifies within the tolerance', () => {
    const headers = webhookHeaders(msg, secret);
    assert.deepEqual(Object.keys(headers).sort(), ['webhook-id', 'webhook-signature', 'webhook-timestamp']);
    assert.deepEqual(verifyWebhook({ headers, body: msg.body, secrets: secret, now: msg.timestamp + 299 }), {
      ok: true,
    });
    assert.deepEqual(
      verifyWebhook({ headers, body: Buffer.from(msg.body), secrets: secret, now: msg.timestamp - 299 }),
      { ok: true },
    );
  });

  test('tampering with body, id or timestamp is rejected', () => {
    const headers = webhookHeaders(msg, secret);
    const now = msg.timestamp;
    assert.deepEqual(verifyWebhook({ headers, body: msg.body.replace('e1', 'e2'), secrets: secret, now }), {
      ok: false,
      reason: 'no_matching_signature',
    });
    assert.equal(
      verifyWebhook({ headers: { ...headers, 'webhook-id': 'other' }, body: msg.body, secrets: secret, now }).ok,
      false,
    );
    assert.equal(
      verifyWebhook({
        headers: { ...headers, 'webhook-timestamp': String(now + 1) },
        body: msg.body,
        secrets: secret,
        now,
      }).ok,
      false,
    );
    assert.equal(verifyWebhook({ headers, body: msg.body, secrets: generateWebhookSecret(), now }).ok, false);
    assert.deepEqual(verifyWebhook({ headers: { 'webhook-id': 'x' }, body: '', secrets: secret }), {
      ok: false,
      reason: 'missing_headers',
    });
  });

  test('old and future timestamps are rejected (replays)', () => {
    const headers = webhookHeaders(msg, secret);
    assert.deepEqual(verifyWebhook({ headers, body: msg.body, secrets: secret, now: msg.timestamp + 301 }), {
      ok: false,
      reason: 'timestamp_too_old',
    });
    assert.deepEqual(verifyWebhook({ headers, body: msg.body, secrets: secret, now: msg.timestamp - 301 }), {
      ok: false,
      reason: 'timestamp_too_new',
    });
    assert.deepEqual(
      verifyWebhook({ headers, body: msg.body, secrets: secret, now: msg.timestamp + 3000, toleranceSeconds: 3600 }),
      { ok: true },
    );
    assert.deepEqual(
      verifyWebhook({ headers: { ...headers, 'webhook-timestamp': '12.5' }, body: msg.body, secrets: secret }),
      { ok: false, reason: 'invalid_timestamp' },
    );
  });

  test('during rotation both signatures are sent and either secret verifies', () => {
    const next = generateWebhookSecret();
    const headers = webhookHeaders(msg, [secret, next]);
    assert.equal(headers['webhook-signature']?.split(' ').length, 2);
    for (const s of [secret, next])
      assert.deepEqual(verifyWebhook({ headers, body: msg.body, secrets: s, now: msg.timestamp }), { ok: true });
    // Unknown versions are ignored rather than failing the header.
    const mixed = { ...headers, 'webhook-signature': `v1a,abc ${headers['webhook-signature']}` };
    assert.deepEqual(verifyWebhook({ headers: mixed, body: msg.body, secrets: next, now: msg.timestamp }), {
      ok: true,
    });
  });

  test('malformed secrets are refused with a clear error', () => {
    for (const bad of ['abc', 'whsec_', 'whsec_***', 'whsec_YWJj'])
      assert.throws(() => decodeWebhookSecret(bad), WebhookSecretError, bad);
    assert.throws(() => signWebhook(msg, []), WebhookSecretError);
  });
});

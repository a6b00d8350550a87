// verifyWebhook against the service's own signer (src/webhooks/signature.ts): what Onward signs
// verifies, and a changed body, an old or future timestamp, a wrong or rotated secret do not.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { OnwardClientError, verifyWebhook } from '@onward/client';
import { generateWebhookSecret, webhookHeaders } from '../../src/webhooks/signature.js';

const body = JSON.stringify({ EnrollmentId: 'e-1', MonitoringResult: { WatchlistState: 'No Hit' } });
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('verifyWebhook', () => {
  const secret = generateWebhookSecret();

  it('accepts what the service signs, with Node or fetch headers, a string or a Buffer body', () => {
    const headers = webhookHeaders({ id: 'msg-1', timestamp: nowSeconds(), body }, secret);
    const result = verifyWebhook(headers, body, secret);
    assert.ok(result.ok);
    assert.equal(result.id, 'msg-1');
    assert.deepEqual(result.payload, JSON.parse(body));
    assert.ok(verifyWebhook(new Headers(headers), Buffer.from(body), secret).ok);
    // Node lower-cases header names; a proxy may not.
    const shouted = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    assert.ok(verifyWebhook(shouted, body, secret).ok);
  });

  it('refuses a tampered body, a wrong secret and missing headers', () => {
    const headers = webhookHeaders({ id: 'msg-2', timestamp: nowSeconds(), body }, secret);
    assert.deepEqual(verifyWebhook(headers, body.replace('No Hit', 'Potential Hit'), secret), {
      ok: false,
      reason: 'no_matching_signature',
    });
    assert.deepEqual(verifyWebhook(headers, body, generateWebhookSecret()), {
      ok: false,
      reason: 'no_matching_signature',
    });
    // The id is signed too: replaying a signature under another id fails.
    assert.deepEqual(verifyWebhook({ ...headers, 'webhook-id': 'msg-3' }, body, secret), {
      ok: false,
      reason: 'no_matching_signature',
    });
    const { 'webhook-signature': _dropped, ...unsigned } = headers;
    assert.deepEqual(verifyWebhook(unsigned, body, secret), { ok: false, reason: 'missing_headers' });
    assert.deepEqual(verifyWebhook({ ...headers, 'webhook-timestamp': 'soon' }, body, secret), {
      ok: false,
      reason: 'invalid_timestamp',
    });
  });

  it('refuses timestamps outside the tolerance, however well signed', () => {
    const stale = webhookHeaders({ id: 'msg-4', timestamp: nowSeconds() - 301, body }, secret);
    assert.deepEqual(verifyWebhook(stale, body, secret), { ok: false, reason: 'timestamp_too_old' });
    const future = webhookHeaders({ id: 'msg-5', timestamp: nowSeconds() + 301, body }, secret);
    assert.deepEqual(verifyWebhook(future, body, secret), { ok: false, reason: 'timestamp_too_new' });
    const minute = webhookHeaders({ id: 'msg-6', timestamp: nowSeconds() - 90, body }, secret);
    assert.ok(verifyWebhook(minute, body, secret).ok);
    assert.deepEqual(verifyWebhook(minute, body, secret, { toleranceSeconds: 60 }), {
      ok: false,
      reason: 'timestamp_too_old',
    });
  });

  it('verifies across a secret rotation from either side', () => {
    const oldSecret = generateWebhookSecret();
    const newSecret = generateWebhookSecret();
    // The service signs with both while it rotates: a receiver holding either verifies.
    const both = webhookHeaders({ id: 'msg-7', timestamp: nowSeconds(), body }, [oldSecret, newSecret]);
    assert.equal(both['webhook-signature']!.split(' ').length, 2);
    assert.ok(verifyWebhook(both, body, oldSecret).ok);
    assert.ok(verifyWebhook(both, body, newSecret).ok);
    // The receiver holds both while it rotates: messages signed with only the new one verify.
    const onlyNew = webhookHeaders({ id: 'msg-8', timestamp: nowSeconds(), body }, newSecret);
    assert.ok(verifyWebhook(onlyNew, body, [oldSecret, newSecret]).ok);
    assert.deepEqual(verifyWebhook(onlyNew, body, [oldSecret]), { ok: false, reason: 'no_matching_signature' });
  });

  it('treats a malformed secret or tolerance as a configuration error, not a refusal', () => {
    const headers = webhookHeaders({ id: 'msg-9', timestamp: nowSeconds(), body }, secret);
    assert.throws(() => verifyWebhook(headers, body, 'whsec_%%%'), OnwardClientError);
    assert.throws(() => verifyWebhook(headers, body, []), OnwardClientError);
    assert.throws(() => verifyWebhook(headers, body, secret, { toleranceSeconds: 3600 }), OnwardClientError);
  });
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createSecretBox, SecretBoxError } from './secret-box.js';

describe('secret box', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  test('seals to v1.<iv>.<tag>.<ct> base64url and opens again', () => {
    const sealed = box.seal('whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQ=');
    assert.match(sealed, /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    assert.equal(box.open(sealed), 'whsec_c2VjcmV0IHNlY3JldCBzZWNyZXQ=');
    assert.notEqual(box.seal('same'), box.seal('same'), 'a fresh IV per seal');
    assert.equal(box.open(box.seal('')), '');
  });

  test('tampering, a wrong key, wrong associated data and bad formats fail to open', () => {
    const sealed = box.seal('p@ss', 'tenant-1');
    assert.equal(box.open(sealed, 'tenant-1'), 'p@ss');
    assert.throws(() => box.open(sealed, 'tenant-2'), SecretBoxError);
    assert.throws(() => box.open(sealed), SecretBoxError);
    const parts = sealed.split('.');
    const ct = Buffer.from(parts[3] ?? '', 'base64url');
    ct[0] = (ct[0] ?? 0) ^ 1;
    assert.throws(
      () => box.open([parts[0], parts[1], parts[2], ct.toString('base64url')].join('.'), 'tenant-1'),
      SecretBoxError,
    );
    assert.throws(() => createSecretBox(randomBytes(32)).open(sealed, 'tenant-1'), SecretBoxError);
    for (const bad of ['', 'v2.a.b.c', 'v1.a.b', 'v1.AAAA.AAAA.AAAA'])
      assert.throws(() => box.open(bad), SecretBoxError, bad);
    assert.throws(() => createSecretBox(randomBytes(16)), SecretBoxError);
  });

  test('a rotated box opens values sealed under its previous key', () => {
    const old = box.seal('kept');
    const rotated = createSecretBox(randomBytes(32), [key]);
    assert.equal(rotated.open(old), 'kept');
    assert.throws(() => box.open(rotated.seal('new')), SecretBoxError);
  });
});

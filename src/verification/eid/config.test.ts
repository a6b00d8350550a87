import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../../webhooks/secret-box.js';
import { validateEidConfig } from './config.js';
import { mapClaims } from './claims.js';
import { createClientSecretResolver, sealClientSecret } from './secrets.js';
import { OnwardError } from '../../errors/index.js';

const base = { issuer: 'https://idp.example', clientId: 'onward', clientSecret: 's3cret' };

function codes(input: unknown, options: Parameters<typeof validateEidConfig>[1] = {}): string[] {
  const result = validateEidConfig(input, options);
  return result.ok ? [] : result.issues.map((i) => `${i.code}@${i.path}`);
}

describe('eID node configuration', () => {
  test('a complete configuration passes as given', () => {
    const config = {
      ...base,
      scopes: ['openid', 'profile'],
      claims: { given_name: 'first_name', 'address.postal_code': 'address_zip' },
      userinfo: true,
      acrValues: ['urn:example:high'],
      prompt: 'login',
      uiLocales: ['sv', 'en-GB'],
      stateTtlSeconds: 300,
      tokenEndpointAuthMethod: 'client_secret_post',
    };
    assert.deepEqual(validateEidConfig(config), { ok: true, config });
  });

  test('every problem is reported with its path', () => {
    assert.deepEqual(codes({ ...base, issuer: 'http://idp.example' }), ['invalid_issuer@/issuer']);
    assert.deepEqual(codes({ ...base, issuer: 'https://idp.example/?tenant=1' }), ['invalid_issuer@/issuer']);
    assert.deepEqual(codes({ ...base, issuer: 'not a url' }), ['invalid_issuer@/issuer']);
    assert.deepEqual(codes({ ...base, scopes: ['profile'] }), ['missing_openid_scope@/scopes']);
    assert.deepEqual(codes({ issuer: base.issuer, clientId: 'x' }), ['client_secret_source@/clientSecret']);
    assert.deepEqual(codes({ ...base, clientSecretRef: 'EID_SECRET' }), ['client_secret_source@/clientSecretRef']);
    assert.deepEqual(
      codes({ ...base, claims: { given_name: 'firstname_typo' } }, { isKnownRole: (r) => r === 'first_name' }),
      ['unknown_role@/claims/given_name'],
    );
    assert.deepEqual(codes({ ...base, prompt: 'none' }), ['invalid_value@/prompt']);
    assert.ok(codes({ ...base, surprise: true }).includes('invalid_value@/surprise'));
    assert.ok(codes({ ...base, stateTtlSeconds: 5 }).includes('invalid_value@/stateTtlSeconds'));
  });

  test('an http issuer is admitted only on a loopback host and only when asked for', () => {
    assert.deepEqual(codes({ ...base, issuer: 'http://127.0.0.1:4000' }, { allowInsecureLoopbackIssuer: true }), []);
    assert.deepEqual(codes({ ...base, issuer: 'http://idp.example' }, { allowInsecureLoopbackIssuer: true }), [
      'invalid_issuer@/issuer',
    ]);
    assert.deepEqual(codes({ ...base, issuer: 'http://127.0.0.1:4000' }), ['invalid_issuer@/issuer']);
  });
});

describe('eID client secrets', () => {
  const box = createSecretBox(randomBytes(32));
  const reason = (f: () => unknown): string | undefined => {
    try {
      f();
    } catch (e) {
      if (e instanceof OnwardError) return e.details?.[0]?.reason;
      throw e;
    }
    return undefined;
  };

  test('sealed at publication, opened only for the same issuer and client', () => {
    const sealed = sealClientSecret(base, box);
    assert.ok(typeof sealed.clientSecret === 'object' && !JSON.stringify(sealed).includes('s3cret'));
    const resolver = createClientSecretResolver(box);
    assert.equal(resolver.resolve(sealed), 's3cret');
    assert.equal(
      reason(() => resolver.resolve({ ...sealed, clientId: 'other' })),
      'client_secret_unreadable',
    );
    assert.equal(
      reason(() => resolver.resolve({ ...sealed, issuer: 'https://evil.example' })),
      'client_secret_unreadable',
    );
    assert.equal(
      reason(() => resolver.resolve(base)),
      'client_secret_not_sealed',
    );
  });

  test('a reference reads a deployment secret', () => {
    const ref = { issuer: base.issuer, clientId: 'onward', clientSecretRef: 'EID_SECRET' };
    assert.equal(
      createClientSecretResolver(box, (n) => (n === 'EID_SECRET' ? 'from-env' : undefined)).resolve(ref),
      'from-env',
    );
    assert.equal(
      reason(() => createClientSecretResolver(box).resolve(ref)),
      'unknown_secret_ref',
    );
  });
});

describe('eID claim mapping', () => {
  test('maps strings and numbers, reads dotted paths, and the first claim with a value wins a role', () => {
    const claims = {
      given_name: ' Astrid ',
      national_id: '19071114-9999',
      address: { postal_code: 11122 },
      email_verified: true,
      family_name: '',
    };
    const result = mapClaims(claims, {
      given_name: 'first_name',
      family_name: 'last_name',
      personal_identity_number: 'national_id_nr',
      national_id: 'national_id_nr',
      'address.postal_code': 'address_zip',
      email_verified: 'email',
      constructor: 'constructor',
    });
    assert.deepEqual(result.mapped, { first_name: 'Astrid', national_id_nr: '19071114-9999', address_zip: '11122' });
    assert.deepEqual(result.missingRoles, ['last_name', 'email', 'constructor']);
  });
});

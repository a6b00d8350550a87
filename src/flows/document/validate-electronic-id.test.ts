// Publication's checks of provider_electronic_id nodes: each problem with its code and JSON pointer,
// http issuers only with the deployment's loopback allowance, tenant_backend taking no OpenID settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SERVICE_CONFIG_VALIDATORS } from '../../services/config-validators.js';
import { validateFlowDocument, type ValidationOptions } from './validate.js';

const doc = (config?: Record<string, unknown>) => ({
  name: 'eID',
  nodes: [{ id: 'eid', type: 'provider_electronic_id', ...(config ? { config } : {}) }],
});
const builtin = (extra: Record<string, unknown> = {}) => ({
  provider: 'builtin',
  issuer: 'https://idp.example',
  clientId: 'c',
  clientSecret: 's',
  ...extra,
});

function issues(config: Record<string, unknown> | undefined, options: ValidationOptions = {}) {
  const r = validateFlowDocument(doc(config), SERVICE_CONFIG_VALIDATORS, options);
  return r.ok ? [] : r.errors.map((e) => `${e.code} ${e.path}`);
}

test('a complete builtin node, a tenant_backend one and one without config are valid', () => {
  assert.deepEqual(issues(builtin()), []);
  const { clientSecret: _secret, ...byRef } = builtin({ clientSecretRef: 'BROKER' });
  assert.deepEqual(issues(byRef), []);
  assert.deepEqual(issues({ provider: 'tenant_backend' }), []);
  assert.deepEqual(issues(undefined), []);
});

test('each problem of a builtin node has its own code and pointer', () => {
  assert.deepEqual(issues({ provider: 'builtin', clientSecret: 's' }), [
    'missing_field /nodes/0/config/issuer',
    'missing_field /nodes/0/config/clientId',
  ]);
  assert.deepEqual(issues(builtin({ issuer: 'https://idp.example/?x=1' })), ['invalid_issuer /nodes/0/config/issuer']);
  assert.deepEqual(issues(builtin({ clientSecretRef: 'X' })), ['client_secret_source /nodes/0/config/clientSecretRef']);
  assert.deepEqual(issues(builtin({ scopes: ['profile'] })), ['missing_openid_scope /nodes/0/config/scopes']);
  assert.deepEqual(issues(builtin({ claims: { 'a~b/c': 'not_a_role' } })), [
    'unknown_role /nodes/0/config/claims/a~0b~1c',
  ]);
  assert.deepEqual(issues(builtin({ returnUrl: 'javascript:alert(1)' })), [
    'invalid_return_url /nodes/0/config/returnUrl',
  ]);
  assert.deepEqual(issues({ provider: 'sometimes' }), ['invalid_value /nodes/0/config/provider']);
});

test('an http issuer on loopback is accepted only when the deployment allows it, never elsewhere', () => {
  const local = builtin({ issuer: 'http://127.0.0.1:4000', returnUrl: 'http://localhost:3000/done' });
  assert.deepEqual(issues(local), [
    'invalid_return_url /nodes/0/config/returnUrl',
    'invalid_issuer /nodes/0/config/issuer',
  ]);
  assert.deepEqual(issues(local, { electronicId: { allowInsecureLoopbackIssuer: true } }), []);
  assert.deepEqual(
    issues(builtin({ issuer: 'http://idp.example' }), { electronicId: { allowInsecureLoopbackIssuer: true } }),
    ['invalid_issuer /nodes/0/config/issuer'],
  );
});

test('a tenant_backend node takes no OpenID settings', () => {
  assert.deepEqual(
    issues({ provider: 'tenant_backend', issuer: 'https://idp.example', returnUrl: 'https://x.example' }),
    ['not_for_tenant_backend /nodes/0/config/issuer', 'not_for_tenant_backend /nodes/0/config/returnUrl'],
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../config/env.js';

test('ONWARD_CONNECTOR_TOKEN_TTL_SECONDS: 600 by default, 10 to 86400, named when bad', () => {
  assert.equal(loadConfig({}).connectorTokenTtlSeconds, 600);
  assert.equal(loadConfig({ ONWARD_CONNECTOR_TOKEN_TTL_SECONDS: '120' }).connectorTokenTtlSeconds, 120);
  for (const bad of ['9', '86401', '1.5', 'ten']) {
    assert.throws(
      () => loadConfig({ ONWARD_CONNECTOR_TOKEN_TTL_SECONDS: bad }),
      /ONWARD_CONNECTOR_TOKEN_TTL_SECONDS must be an integer from 10 to 86400/,
      bad,
    );
  }
});

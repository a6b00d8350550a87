// The client's committed types are what the service's OpenAPI document generates today: a route
// whose schema changed without `npm run client:generate` fails here, not in an integrator's build.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GENERATED_TYPES_FILE, generateClientTypes, productionOpenApiDocument } from '../../scripts/client-types.js';

describe('@onward/client generated types', () => {
  it('equal what the current OpenAPI document generates', async () => {
    const document = await productionOpenApiDocument();
    // Generated from a production server: the demo's routes are not part of the client.
    assert.ok(!Object.keys(document.paths ?? {}).some((p) => p.startsWith('/demo')));
    assert.ok(!(document.tags ?? []).some((t) => t.name === 'demo'));
    const expected = await generateClientTypes(document);
    const committed = readFileSync(GENERATED_TYPES_FILE, 'utf8');
    if (committed !== expected) {
      const a = committed.split('\n');
      const b = expected.split('\n');
      const line = a.findIndex((l, i) => l !== b[i]);
      assert.fail(
        `packages/client/src/generated/openapi.ts is out of date with the OpenAPI document: run \`npm run client:generate\` and commit the result.\n` +
          `First difference at line ${line + 1}:\n  committed: ${a[line] ?? '(end of file)'}\n  generated: ${b[line] ?? '(end of file)'}`,
      );
    }
  });
});

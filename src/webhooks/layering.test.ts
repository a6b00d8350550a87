// Webhooks import no other domain: producers hand them built messages through the outbox port and
// the key ring's keys arrive as functions (service.ts). Infrastructure only: the store, the guarded
// outbound client, errors and the kernel.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('..', import.meta.url).pathname;
const ALLOWED = ['webhooks/', 'store/', 'outbound/', 'errors/', 'lib/'];

function localImports(file: string): string[] {
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/g),
  ].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(src, resolve(dirname(file), s)));
}

it('src/webhooks imports only itself, store, outbound, errors and lib', () => {
  const dir = join(src, 'webhooks');
  const files = readdirSync(dir)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .map((n) => join(dir, n));
  assert.ok(files.length > 0);
  for (const file of files) {
    for (const target of localImports(file)) {
      assert.ok(
        ALLOWED.some((prefix) => target.startsWith(prefix)),
        `${relative(src, file)} imports ${target}`,
      );
    }
  }
});

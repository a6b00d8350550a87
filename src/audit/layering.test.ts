// The audit trail is written from inside other domains' transactions, so it must sit below them:
// it imports only the store's types, the kernel and itself. Case review sits above end clients and
// accounts and knows nothing of HTTP. Value and type imports count.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('..', import.meta.url).pathname;

const localImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/g)]
    .map((m) => m[1]!)
    .filter((s) => s.startsWith('.'))
    .map((s) => relative(src, resolve(dirname(file), s)));

const RULES = [
  { folder: 'audit', allowed: ['audit/', 'store/', 'errors/', 'lib/'] },
  // The case timeline reads the run's trail as the engine's state type declares it (run-events.ts).
  {
    folder: 'cases',
    allowed: ['cases/', 'audit/', 'end-clients/', 'studio/', 'sessions/', 'store/', 'errors/', 'lib/', 'engine/types'],
  },
  // api-types.ts shares the flow shapes with the browser app (src/flows/publication/types.ts).
  { folder: 'studio', allowed: ['studio/', 'audit/', 'auth/', 'store/', 'errors/', 'lib/', 'flows/publication/types'] },
];

for (const rule of RULES) {
  it(`src/${rule.folder} keeps to its layer`, () => {
    const files = readdirSync(join(src, rule.folder))
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
      .map((n) => join(src, rule.folder, n));
    assert.ok(files.length > 0);
    for (const file of files)
      for (const target of localImports(file))
        assert.ok(
          rule.allowed.some((p) => target.startsWith(p)),
          `${relative(src, file)} imports ${target}, outside src/${rule.folder}'s layer`,
        );
  });
}

// The core's layers (issue #15): the engine stays pure, the flow document (shared with browser apps)
// knows no server code, the session runtime reaches what sits above it only through its ports
// (ports.ts), and services never import the runtime that runs them. Value and type imports count.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = join(dir, n);
    if (statSync(full).isDirectory()) return n === 'test-support' ? [] : sourceFiles(full);
    return n.endsWith('.ts') && !n.endsWith('.test.ts') ? [full] : [];
  });
}

function localImports(file: string): string[] {
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/g),
  ].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(src, resolve(dirname(file), s)));
}

const RULES: Array<{ folder: string; allowed?: string[]; forbidden?: string[] }> = [
  // i18n is a library of message catalogues that imports nothing from src (dependency-cruiser's i18n-stands-alone).
  { folder: 'engine', allowed: ['engine/', 'flows/document/', 'identifiers/', 'i18n/', 'errors/', 'lib/'] },
  // The flow document takes the list of locales from i18n (one list), and nothing else of it.
  { folder: 'flows/document', allowed: ['flows/document/', 'errors/', 'lib/', 'i18n/locales.js'] },
  // i18n stands alone: the catalogues import nothing from the rest of src.
  { folder: 'i18n', allowed: ['i18n/'] },
  { folder: 'sessions', forbidden: ['end-clients/', 'files/', 'webhooks/', 'http/'] },
  { folder: 'services', forbidden: ['sessions/'] },
];

for (const rule of RULES) {
  it(`src/${rule.folder} keeps to its layer`, () => {
    const files = sourceFiles(join(src, rule.folder));
    assert.ok(files.length > 0);
    for (const file of files) {
      for (const target of localImports(file)) {
        const ok = rule.allowed
          ? rule.allowed.some((p) => target.startsWith(p))
          : !rule.forbidden!.some((p) => target.startsWith(p));
        assert.ok(ok, `${relative(src, file)} imports ${target}`);
      }
    }
  });
}

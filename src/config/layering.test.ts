// The configuration is infrastructure: domains import it, never the reverse. Its only imports are
// node built-ins, npm packages, itself and the kernel (src/lib), which in turn imports nothing from src.
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const src = new URL('..', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );
}

function localImports(file: string): string[] {
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'([^']+)'/g),
  ].map((m) => m[1]!);
  return specifiers.filter((s) => s.startsWith('.')).map((s) => relative(src, resolve(dirname(file), s)));
}

it('src/config imports only itself and src/lib; src/lib imports only itself', () => {
  for (const [area, allowed] of [
    ['config', ['config/', 'lib/']],
    ['lib', ['lib/']],
  ] as const) {
    const files = sources(join(src, area));
    assert.ok(files.length > 0);
    for (const file of files) {
      for (const target of localImports(file)) {
        assert.ok(
          allowed.some((prefix) => target.startsWith(prefix)),
          `${relative(src, file)} imports ${target}`,
        );
      }
    }
  }
});

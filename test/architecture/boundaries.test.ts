// The boundary checks can fail: each case builds a tiny src/ tree in a temporary folder with one
// forbidden import and runs the project's own dependency-cruiser configuration and folder-cycle
// script over it, as `npm run deps:check` does over the real tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const depcruise = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const folderCyclesScript = join(root, 'scripts/check-folder-cycles.ts');

type Tree = Record<string, string>;

/** A tree that breaks no rule: kernel, infrastructure, a library, the engine, a domain, http, app, cli. */
const CLEAN: Tree = {
  'src/errors/errors.ts': 'export class OnwardError extends Error {}\n',
  'src/lib/html.ts':
    "import { OnwardError } from '../errors/errors.js';\nexport const escapeHtml = (s: string): string => { if (s === '\\0') throw new OnwardError(); return s; };\n",
  'src/store/db.ts': "import { OnwardError } from '../errors/errors.js';\nexport const db = { err: OnwardError };\n",
  'src/jobs/queue.ts': "import { db } from '../store/db.js';\nexport const queue = { db };\n",
  'src/config/env.ts': 'export const config = { port: 1 };\n',
  'src/flows/document/types.ts':
    "import { escapeHtml } from '../../lib/html.js';\nexport interface FlowDocument { name: string }\nexport const show = escapeHtml;\n",
  'src/engine/engine.ts':
    "import type { FlowDocument } from '../flows/document/types.js';\nexport const run = (d: FlowDocument): string => d.name;\n",
  'src/screening/match.ts': "import { db } from '../store/db.js';\nexport const match = (): unknown => db;\n",
  'src/sessions/runtime.ts':
    "import { run } from '../engine/engine.js';\nimport { match } from '../screening/match.js';\nimport { queue } from '../jobs/queue.js';\nexport const runtime = { run, match, queue };\n",
  'src/http/route.ts':
    "import type { FastifyInstance } from 'fastify';\nimport { runtime } from '../sessions/runtime.js';\nexport const route = (app: FastifyInstance): unknown => [app, runtime];\n",
  'src/app/services.ts':
    "import { route } from '../http/route.js';\nimport { config } from '../config/env.js';\nexport const services = { route, config };\n",
  'src/cli/main.ts': "import { services } from '../app/services.js';\nexport const main = (): unknown => services;\n",
  'src/sessions/runtime.test.ts': "import { services } from '../app/services.js';\nexport const t = services;\n",
};

interface Outcome {
  status: number | null;
  output: string;
}

/** Runs the file rules, and the folder-cycle script too when `folders` is asked for (each run costs seconds). */
function check(extra: Tree, folders = false): { rules: Outcome; folders?: Outcome } {
  const dir = mkdtempSync(join(tmpdir(), 'onward-boundaries-'));
  try {
    const files: Tree = {
      ...CLEAN,
      ...extra,
      'package.json': '{ "type": "module" }\n',
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true },
        include: ['src'],
      }),
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    // The tree's own node_modules, so `fastify` and tsx resolve as in the project.
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const run = (args: string[]): Outcome => {
      const r = spawnSync(process.execPath, args, { cwd: dir, encoding: 'utf8' });
      return { status: r.status, output: r.stdout + r.stderr };
    };
    return {
      rules: run([depcruise, 'src', '--config', join(root, '.dependency-cruiser.cjs'), '--output-type', 'err']),
      ...(folders ? { folders: run(['--import', 'tsx', folderCyclesScript]) } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function assertRefused(outcome: Outcome, rule: string): void {
  assert.notEqual(outcome.status, 0, outcome.output);
  assert.match(outcome.output, new RegExp(`error ${rule}:`), outcome.output);
}

test('a tree that keeps every rule passes both checks', () => {
  const { rules, folders } = check({}, true);
  assert.equal(rules.status, 0, rules.output);
  assert.equal(folders?.status, 0, folders?.output);
});

test('a domain importing src/http is refused', () => {
  assertRefused(
    check({ 'src/sessions/bad.ts': "import { route } from '../http/route.js';\nexport const x = route;\n" }).rules,
    'domain-knows-no-http',
  );
});

test('a domain importing a fastify type is refused (type-only imports count)', () => {
  const bad = "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n";
  assertRefused(check({ 'src/sessions/bad.ts': bad }).rules, 'domain-knows-no-http');
});

test('a file cycle made of type-only imports is refused', () => {
  const { rules } = check({
    'src/sessions/a.ts': "import type { B } from './b.js';\nexport interface A { b?: B }\n",
    'src/sessions/b.ts': "import type { A } from './a.js';\nexport interface B { a?: A }\n",
  });
  assertRefused(rules, 'no-circular');
});

test('the engine importing sessions is refused', () => {
  assertRefused(
    check({ 'src/engine/bad.ts': "import { runtime } from '../sessions/runtime.js';\nexport const x = runtime;\n" })
      .rules,
    'engine-is-pure',
  );
});

test('config importing a domain is refused', () => {
  assertRefused(
    check({ 'src/config/bad.ts': "import { match } from '../screening/match.js';\nexport const x = match;\n" }).rules,
    'store-outbound-config-import-only-kernel',
  );
});

test('the kernel importing infrastructure is refused', () => {
  assertRefused(
    check({ 'src/lib/bad.ts': "import { db } from '../store/db.js';\nexport const x = db;\n" }).rules,
    'kernel-imports-only-kernel',
  );
});

test('jobs importing a domain is refused', () => {
  assertRefused(
    check({ 'src/jobs/bad.ts': "import { runtime } from '../sessions/runtime.js';\nexport const x = runtime;\n" })
      .rules,
    'jobs-imports-only-store-and-kernel',
  );
});

test('the flow document importing a domain is refused', () => {
  assertRefused(
    check({
      'src/flows/document/bad.ts': "import { match } from '../../screening/match.js';\nexport const x = match;\n",
    }).rules,
    'flow-document-stands-alone',
  );
});

test('a library domain importing another domain is refused', () => {
  assertRefused(
    check({ 'src/screening/bad.ts': "import { runtime } from '../sessions/runtime.js';\nexport const x = runtime;\n" })
      .rules,
    'libraries-import-no-domain',
  );
});

test('http importing the composition root, and the composition root importing the cli, are refused', () => {
  assertRefused(
    check({ 'src/http/bad.ts': "import { services } from '../app/services.js';\nexport const x = services;\n" }).rules,
    'http-not-app-or-cli',
  );
  assertRefused(
    check({ 'src/app/bad.ts': "import { main } from '../cli/main.js';\nexport const x = main;\n" }).rules,
    'app-not-cli',
  );
});

test('src importing a tool is refused', () => {
  const { rules } = check({
    'tools/eval.ts': 'export const evaluate = 1;\n',
    'src/sessions/bad.ts': "import { evaluate } from '../../tools/eval.js';\nexport const x = evaluate;\n",
  });
  assertRefused(rules, 'src-not-tools');
});

test('a cycle between folders through different files passes the file check and fails the folder check', () => {
  const { rules, folders } = check(
    {
      'src/files/store.ts': "import { runtime } from '../sessions/runtime.js';\nexport const files = runtime;\n",
      'src/sessions/uses-files.ts': "import type { files } from '../files/kinds.js';\nexport type F = typeof files;\n",
      'src/files/kinds.ts': 'export const files = 1;\n',
    },
    true,
  );
  assert.equal(rules.status, 0, rules.output);
  assert.notEqual(folders?.status, 0, folders?.output);
  assert.match(folders?.output ?? '', /folder cycle: src\/files ↔ src\/sessions/);
});

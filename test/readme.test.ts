/**
 * The README's walk-through, run as a newcomer runs it: every `sh` block marked
 * `<!-- walkthrough -->` runs, top to bottom, in one bash process (`set -euo pipefail`) against the
 * built service started as `npm start` starts it (demo on), with the webhook receiver the README
 * asks for. Each command's output is compared with the answer documented under it:
 *
 *   - lines starting with `# → ` right after a command are its documented answer;
 *   - an answer starting with `{` or `[` is a JSON subset: objects need the keys shown (more are
 *     fine), arrays the elements shown in that order and no more unless the last one is "...";
 *   - otherwise the answer is text, matched line by line; a line `...` stands for any lines;
 *   - `<name>` (e.g. `<id>`, `<time>`, `<token>`) stands for any non-empty value, so ids and
 *     times need no masking by the reader;
 *   - a command with no documented answer must print nothing.
 *
 * A failure names the README line and the step number of the command that differed, or that
 * failed (e.g. a variable used before an earlier block set it).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;

/** One command group of a walk-through block: its code and the answer documented under it. */
export interface WalkthroughStep {
  block: number;
  /** 1-based README line of the group's first line. */
  line: number;
  /** The step number of the nearest `# 6a.`-style comment at or before the group ("" if none). */
  step: string;
  code: string;
  expected: string | undefined;
}

const MARKER = '<!-- walkthrough -->';
const ANSWER = /^# → ?/;
const STEP_COMMENT = /^#\s*(\d+[a-z]?)\.\s/;

/** The walk-through's command groups, in README order. */
export function walkthroughSteps(markdown: string): WalkthroughStep[] {
  const lines = markdown.split('\n');
  const steps: WalkthroughStep[] = [];
  let block = 0;
  let step = '';
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.trim() !== MARKER) continue;
    let j = i + 1;
    while (lines[j]?.trim() === '') j++;
    if (lines[j]?.trim() !== '```sh')
      throw new Error(`README line ${i + 1}: ${MARKER} is not followed by a \`\`\`sh block`);
    block++;
    let code: string[] = [];
    let answer: string[] = [];
    let start = j + 2;
    const flush = (nextStart: number) => {
      if (code.some((l) => l.trim() !== '' && !l.trim().startsWith('#')) || answer.length > 0) {
        // Failures point at the group's first written line, not the blank line before it.
        const lead = code.findIndex((l) => l.trim() !== '');
        steps.push({
          block,
          line: start + Math.max(0, lead),
          step,
          code: code.join('\n').trim(),
          expected: answer.length > 0 ? answer.join('\n') : undefined,
        });
      }
      code = [];
      answer = [];
      start = nextStart;
    };
    for (j++; j < lines.length && lines[j]?.trim() !== '```'; j++) {
      const text = lines[j] ?? '';
      if (ANSWER.test(text)) {
        answer.push(text.replace(ANSWER, ''));
        continue;
      }
      // A code line after an answer starts the next group.
      if (answer.length > 0) flush(j + 1);
      const numbered = STEP_COMMENT.exec(text);
      if (numbered?.[1] !== undefined) step = numbered[1];
      code.push(text);
    }
    if (j >= lines.length) throw new Error(`README line ${i + 1}: the walk-through block never closes`);
    flush(j + 1);
    i = j;
  }
  return steps;
}

const PLACEHOLDER = /<[a-z][a-z0-9 _-]*>/g;

/** A documented text with `<name>` placeholders as a whole-string pattern. */
function pattern(text: string): RegExp {
  const parts = text.split(PLACEHOLDER).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}$`, 's');
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Where `actual` differs from the JSON subset `expected` (undefined when it matches). */
export function jsonDifference(expected: Json, actual: Json, path = '$'): string | undefined {
  if (typeof expected === 'string') {
    // A lone placeholder also stands for a number or boolean (sizes, counts).
    const lone = /^<[a-z][a-z0-9 _-]*>$/.test(expected);
    if (lone && actual !== null && typeof actual !== 'object' && String(actual) !== '') return undefined;
    return typeof actual === 'string' && pattern(expected).test(actual)
      ? undefined
      : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    const open = expected.at(-1) === '...';
    const shown = open ? expected.slice(0, -1) : expected;
    if (open ? actual.length < shown.length : actual.length !== shown.length) {
      return `${path}: expected ${open ? 'at least ' : ''}${shown.length} elements, got ${actual.length}`;
    }
    for (const [k, e] of shown.entries()) {
      const d = jsonDifference(e, actual[k] ?? null, `${path}[${k}]`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [k, e] of Object.entries(expected)) {
      if (!(k in actual))
        return `${path}.${k}: missing (the answer has ${Object.keys(actual).join(', ') || 'no keys'})`;
      const d = jsonDifference(e, actual[k] ?? null, `${path}.${k}`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  return expected === actual
    ? undefined
    : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

/** Text lines, `...` standing for any lines, each other line a pattern. */
function textDifference(expected: string[], actual: string[]): string | undefined {
  const fits = (e: number, a: number): boolean => {
    if (e === expected.length) return a === actual.length;
    if (expected[e] === '...') return fits(e + 1, a) || (a < actual.length && fits(e, a + 1));
    return a < actual.length && pattern(expected[e] ?? '').test(actual[a] ?? '') && fits(e + 1, a + 1);
  };
  return fits(0, 0) ? undefined : 'the lines differ';
}

/** Where a command's output differs from its documented answer (undefined when it matches). */
export function answerDifference(expected: string | undefined, output: string): string | undefined {
  const actual = output.trim();
  if (expected === undefined)
    return actual === '' ? undefined : 'no answer is documented, so the command must print nothing';
  const doc = expected.trim();
  if (doc.startsWith('{') || doc.startsWith('[')) {
    let shape: Json;
    try {
      shape = JSON.parse(doc) as Json;
    } catch (e) {
      return `the documented answer is not JSON (${(e as Error).message})`;
    }
    let got: Json;
    try {
      got = JSON.parse(actual) as Json;
    } catch {
      return 'the output is not JSON';
    }
    return jsonDifference(shape, got);
  }
  return textDifference(
    doc.split('\n').map((l) => l.trimEnd()),
    actual.split('\n').map((l) => l.trimEnd()),
  );
}

/** The walk-through as one bash script; a marker line on stdout precedes each group's output. */
export function script(steps: WalkthroughStep[], marker: string): string {
  const parts = ['set -euo pipefail'];
  steps.forEach((s, k) => parts.push(`printf '\\n${marker} ${k}\\n'`, s.code));
  parts.push(`printf '\\n${marker} end\\n'`);
  return parts.join('\n') + '\n';
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function collect(child: ChildProcess): () => string {
  let text = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
  return () => text;
}

describe('README walk-through parser and matcher', () => {
  it('groups commands with the answers under them and keeps the step numbers', () => {
    const md = [
      'x',
      MARKER,
      '',
      '```sh',
      'B=1',
      '# 2. Say it',
      'echo hi',
      '# → hi',
      'echo "{}"',
      '# → {}',
      '```',
      '```sh',
      'not run',
      '```',
    ].join('\n');
    const steps = walkthroughSteps(md);
    assert.deepEqual(
      steps.map((s) => [s.line, s.step, s.code, s.expected]),
      [
        [5, '2', 'B=1\n# 2. Say it\necho hi', 'hi'],
        [9, '2', 'echo "{}"', '{}'],
      ],
    );
  });

  it('matches JSON subsets, placeholders and elided lines, and refuses what differs', () => {
    assert.equal(answerDifference('{"a":"<id>","b":[1,"..."]}', '{"a":"x1","b":[1,2],"c":3}'), undefined);
    assert.match(answerDifference('{"a":"<id>"}', '{"b":"x"}') ?? '', /\$\.a: missing/);
    assert.match(answerDifference('{"b":[1]}', '{"b":[1,2]}') ?? '', /expected 1 elements, got 2/);
    assert.match(answerDifference('{"s":"ACCEPTED"}', '{"s":"DECLINED"}') ?? '', /\$\.s: expected "ACCEPTED"/);
    assert.equal(answerDifference('{"n":"<size>"}', '{"n":637}'), undefined);
    assert.equal(answerDifference('Hello <name>\n...\nbye', 'Hello Ada\nx\ny\nbye'), undefined);
    assert.equal(answerDifference('Hello <name>', 'Goodbye Ada'), 'the lines differ');
    assert.match(answerDifference(undefined, 'surprise') ?? '', /must print nothing/);
    assert.equal(answerDifference(undefined, '\n'), undefined);
  });
});

describe(
  'README walk-through against npm start (built service, demo on)',
  { skip: !existsSync(join(root, 'dist/cli/main.js')) && 'dist/ is not built (npm test builds it)' },
  () => {
    let server: ChildProcess;
    let receiver: ChildProcess;
    let serverOutput: () => string;
    let base: string;
    let hooks: string;
    let dir: string;

    before(async () => {
      dir = mkdtempSync(join(tmpdir(), 'onward-readme-'));
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      // What `npm start` runs, on a fresh database. The demo lets callbacks reach loopback, where
      // the receiver listens, when no ONWARD_OUTBOUND_ALLOW is set: so none is passed on.
      const { ONWARD_OUTBOUND_ALLOW: _ignored, ...inherited } = process.env;
      server = spawn(process.execPath, ['dist/cli/main.js', 'serve'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...inherited,
          ONWARD_DEMO: '1',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${join(dir, 'onward.sqlite')}`,
          LOG_LEVEL: 'warn',
        },
      });
      serverOutput = collect(server);
      receiver = spawn(process.execPath, ['examples/webhook-receiver.mjs', '0'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // The receiver names its port on its first line (it picked a free one).
      const first = await new Promise<string>((resolve, reject) => {
        const rl = createInterface({ input: receiver.stdout! });
        rl.once('line', (l) => {
          rl.close();
          resolve(l);
        });
        receiver.once('exit', (code) => reject(new Error(`webhook receiver exited with ${code}`)));
      });
      hooks = /http:\/\/\S+/.exec(first)?.[0] ?? assert.fail(`webhook receiver said ${first}`);
      for (let i = 0; i < 300; i++) {
        if (
          await fetch(`${base}/readyz`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`service did not become ready:\n${serverOutput().slice(-4000)}`);
    });

    after(() => {
      for (const child of [server, receiver]) if (child?.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    });

    it('runs every walk-through block in order and answers what each documents', async () => {
      const steps = walkthroughSteps(readFileSync(join(root, 'README.md'), 'utf8'));
      assert.ok(steps.length >= 20, `only ${steps.length} walk-through commands found`);
      const marker = `@@readme-step-${process.pid}@@`;
      const work = mkdtempSync(join(dir, 'run-'));
      // The README is run from the repository (it uploads files under examples/); B and HOOKS are
      // the only things the test decides, and the README's first block defaults both.
      const bash = spawn('bash', ['-c', script(steps, marker)], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: work, B: base, HOOKS: hooks, LANG: 'C.UTF-8' },
      });
      let stdout = '';
      let stderr = '';
      bash.stdout.on('data', (c: Buffer) => {
        stdout += c.toString();
      });
      bash.stderr.on('data', (c: Buffer) => {
        stderr += c.toString();
      });
      const code = await new Promise<number | null>((resolve) => bash.on('close', resolve));

      // Output between marker k and the next one belongs to group k.
      const outputs = new Map<string, string>();
      const pieces = stdout.split(new RegExp(`^${marker} `, 'm'));
      for (const piece of pieces.slice(1)) {
        const nl = piece.indexOf('\n');
        outputs.set(piece.slice(0, nl), piece.slice(nl + 1));
      }
      const where = (k: number) => {
        const s = steps[k];
        return s === undefined
          ? 'after the last block'
          : `README line ${s.line} (block ${s.block}, step ${s.step || 'before step 1'})`;
      };
      if (code !== 0) {
        const reached = [...outputs.keys()].filter((k) => k !== 'end').map(Number);
        const k = reached.length > 0 ? Math.max(...reached) : 0;
        assert.fail(
          `the walk-through stopped with status ${code} at ${where(k)}:\n${steps[k]?.code ?? ''}\nstderr:\n${stderr.slice(-3000)}\nservice log:\n${serverOutput().slice(-2000)}`,
        );
      }
      for (const [k, s] of steps.entries()) {
        const output = outputs.get(String(k)) ?? '';
        const difference = answerDifference(s.expected, output);
        if (difference !== undefined) {
          assert.fail(
            `${where(k)} does not answer what the README documents: ${difference}\n--- command\n${s.code}\n--- documented\n${s.expected ?? '(nothing)'}\n--- output\n${output.trim()}`,
          );
        }
      }
    });
  },
);

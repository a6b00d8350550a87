// parseSimpleYaml must give exactly what `yaml` parses whenever it gives anything, and must read
// the shipped PEP file itself (or it saves nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { watchlistsDir } from '../demo.js';
import { parseSimpleYaml } from './simpleYaml.js';

/** What `yaml` gives, or 'error'. */
function reference(text: string): unknown {
  try {
    return parse(text) as unknown;
  } catch {
    return 'error';
  }
}

function check(text: string): boolean {
  const fast = parseSimpleYaml(text);
  if (fast === undefined) return false;
  assert.deepEqual(fast, reference(text), JSON.stringify(text));
  return true;
}

test('property: on arbitrary text, parseSimpleYaml gives what yaml gives or declines', () => {
  const char = fc.constantFrom(
    'a',
    'b',
    '1',
    '0',
    ' ',
    '  ',
    '- ',
    '-',
    ':',
    ': ',
    "'",
    "''",
    '\n',
    '\n  ',
    '#',
    'null',
    'x_',
  );
  fc.assert(
    fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
      check(chars.join(''));
    }),
    { numRuns: 30000 },
  );
});

test('property: on block maps and sequences of scalars, parseSimpleYaml reads them as yaml does', () => {
  const key = fc.constantFrom('a', 'b', 'first', 'icpsr_prez', 'True', 'x1');
  const word = fc.constantFrom(
    'George',
    'no party',
    'Jr.',
    'kg:/m/0x',
    'D. C',
    '0',
    '17',
    '0123',
    '1e3',
    'null',
    'yes',
  );
  const plain = word;
  const quoted = fc.stringMatching(/^[a-z0-9 ':-]{0,6}$/).map((s) => `'${s.replace(/'/g, "''")}'`);
  const scalar = fc.oneof(plain, quoted);
  // A block node as lines at a given indentation.
  const node: fc.Memo<string[]> = fc.memo((depth) =>
    depth <= 1
      ? fc.constant<string[]>([])
      : fc.oneof(
          fc
            .array(fc.tuple(key, fc.oneof(scalar, node(depth - 1))), { minLength: 1, maxLength: 3 })
            .map((entries) =>
              entries.flatMap(([k, v]) =>
                typeof v === 'string' ? [`${k}: ${v}`] : [`${k}:`, ...v.map((l) => `  ${l}`)],
              ),
            ),
          fc
            .array(fc.oneof(scalar, node(depth - 1)), { minLength: 1, maxLength: 3 })
            .map((items) =>
              items.flatMap((v) =>
                typeof v === 'string' ? [`- ${v}`] : v.map((l, i) => (i === 0 ? `- ${l}` : `  ${l}`)),
              ),
            ),
        ),
  );
  fc.assert(
    fc.property(node(4), fc.boolean(), (lines, sameIndentSeq) => {
      // Sequences under a key may also start at the key's own column, as the shipped file writes them.
      const text = lines.map((l) => (sameIndentSeq ? l.replace(/^( *) {2}- /, '$1- ') : l)).join('\n');
      check(`${text}\n`);
    }),
    { numRuns: 5000 },
  );
});

test('the shipped PEP file is read by the fast path, with the values yaml gives', () => {
  const text = readFileSync(join(watchlistsDir(), 'pep_us_executive_cc0', 'executive.yaml'), 'utf8');
  assert.ok(check(text), 'executive.yaml fell back to yaml');
});

test('declines what it does not read itself', () => {
  for (const text of [
    'a: 1 # comment\n',
    'a: [1, 2]\n',
    'a: "x"\n',
    'a: &x 1\nb: *x\n',
    'a: |\n  text\n',
    'a: b\na: c\n',
    'a: true\n',
    'a: 1.5\n',
    'a: 0x1f\n',
    'a: b\n\nc: d\n',
    'a:\n\tb: 1\n',
    'a: b\r\n',
    'a: one\n  two\n',
    '---\na: 1\n',
  ])
    assert.equal(parseSimpleYaml(text), undefined, JSON.stringify(text));
});

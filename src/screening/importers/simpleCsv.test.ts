// parseSimpleCsv must give exactly csv-parse's rows and line numbers whenever it gives any, and
// must read the shipped OFAC files itself (or it saves nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { watchlistsDir } from '../demo.js';
import { forEachSimpleRow, parseSimpleCsv } from './simpleCsv.js';

/** What parseCsv got from csv-parse, or 'error'. */
function reference(text: string): { fields: string[]; line: number }[] | 'error' {
  try {
    const rows = parse(text, { info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return rows.map((r) => ({ fields: r.record, line: r.info.lines }));
  } catch {
    return 'error';
  }
}

function check(text: string): boolean {
  const fast = parseSimpleCsv(text);
  if (fast === undefined) return false;
  assert.deepEqual(fast, reference(text), JSON.stringify(text));
  return true;
}

test('property: on arbitrary text, parseSimpleCsv gives csv-parse rows or declines', () => {
  const char = fc.constantFrom('a', 'b', ' ', ',', '"', '\r', '\n', '\r\n', '""', '#');
  fc.assert(
    fc.property(fc.array(char, { maxLength: 40 }), (chars) => {
      check(chars.join(''));
    }),
    { numRuns: 20000 },
  );
});

test('property: on well-formed CSV, parseSimpleCsv reads it as csv-parse does', () => {
  const field = fc.oneof(
    fc.stringMatching(/^[a-z ;\-0-9']{0,8}$/),
    fc.stringMatching(/^[a-z ,"]{0,8}$/).map((s) => `"${s.replace(/"/g, '""')}"`),
  );
  const record = fc.array(field, { minLength: 1, maxLength: 5 }).map((fs) => fs.join(','));
  fc.assert(
    fc.property(
      fc.array(fc.oneof(record, fc.constant('')), { maxLength: 8 }),
      fc.constantFrom('\r\n', '\n'),
      fc.boolean(),
      (records, eol, trailing) => {
        const text = records.join(eol) + (trailing ? eol : '');
        assert.ok(check(text), JSON.stringify(text));
      },
    ),
    { numRuns: 5000 },
  );
});

test('the shipped OFAC files are read by the fast path, with the rows csv-parse gives', () => {
  const root = watchlistsDir();
  let files = 0;
  for (const dir of readdirSync(root).filter((d) => d.startsWith('ofac_'))) {
    for (const f of readdirSync(join(root, dir)).filter((n) => n.endsWith('.csv'))) {
      const text = readFileSync(join(root, dir, f), 'utf8').replace(/\x1a+\s*$/, '');
      assert.ok(check(text), `${dir}/${f} fell back to csv-parse`);
      files++;
    }
  }
  assert.ok(files >= 8);
});

test('property: forEachSimpleRow visits parseSimpleCsv rows, or reports what parseCsv would before visiting any', () => {
  const char = fc.constantFrom('a', ',', '"', '\r\n', '\n', '""', ',,');
  fc.assert(
    fc.property(
      fc.array(char, { maxLength: 30 }),
      fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
      (chars, columns) => {
        const text = chars.join('');
        const rows = parseSimpleCsv(text);
        const visited: { fields: string[]; line: number }[] = [];
        const read = forEachSimpleRow(text, columns, (fields, line) => visited.push({ fields, line }));
        if (rows === undefined) {
          assert.equal(read, false);
          assert.equal(visited.length, 0);
          return;
        }
        const bad = columns === undefined ? undefined : rows.find((r) => r.fields.length !== columns);
        if (bad === undefined) {
          assert.equal(read, undefined);
          assert.deepEqual(visited, rows);
        } else {
          assert.deepEqual(read, { line: bad.line, found: bad.fields.length });
          assert.equal(visited.length, 0);
        }
      },
    ),
    { numRuns: 20000 },
  );
});

// Property tests of every identifier kind: random valid numbers (completed by trying every check
// character) pass and read back the encoded date of birth and sex; exactly one check completes a
// body where the scheme says so; and single-digit substitutions and adjacent transpositions are
// caught exactly where the kind's algorithm guarantees it (types.ts, `guarantees`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { KINDS, normalise } from './registry.js';
import { ARBITRARIES, TODAY, candidates, type Body } from './test-support/arbitraries.js';
import type { IdentifierKind } from './types.js';

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** The body's valid completions whose date of birth and sex are those the body encodes. */
function completions(kind: IdentifierKind, body: Body): string[] {
  const spec = ARBITRARIES[kind.kind];
  if (!spec) return [];
  return candidates(body, spec.check).filter((v) => {
    const p = kind.parse(v, TODAY);
    return p.ok && (body.birthDate === undefined || p.birthDate === body.birthDate);
  });
}

/** Valid numbers of a kind (bodies whose check cannot be completed, like mod 11 giving 10, are skipped). */
function valid(kind: IdentifierKind): fc.Arbitrary<{ value: string; body: Body }> {
  const spec = ARBITRARIES[kind.kind];
  assert.ok(spec, `${kind.kind} has an arbitrary`);
  return spec.body
    .map((body) => ({ body, all: completions(kind, body) }))
    .filter((x) => x.all.length > 0)
    .map(({ body, all }) => ({ body, value: all[0] ?? '' }));
}

test('every kind has an arbitrary, and every arbitrary a kind', () => {
  assert.deepEqual(Object.keys(ARBITRARIES).sort(), KINDS.map((k) => k.kind).sort());
});

for (const kind of KINDS) {
  const spec = ARBITRARIES[kind.kind];
  if (!spec) continue;

  test(`${kind.kind}: generated numbers pass, also spaced and in lower case, and read back the date of birth and sex`, () => {
    fc.assert(
      fc.property(valid(kind), fc.array(fc.nat(20), { maxLength: 3 }), ({ value, body }, cuts) => {
        const parsed = kind.parse(value, TODAY);
        assert.ok(parsed.ok, value);
        assert.equal(parsed.compact, value);
        if (body.birthDate) assert.equal(parsed.birthDate, body.birthDate, value);
        if (body.sex) assert.equal(parsed.sex, body.sex, value);
        // As a person may type it: spaces anywhere, lower case.
        let typed = value.toLowerCase();
        for (const at of cuts) typed = `${typed.slice(0, at)} ${typed.slice(at)}`;
        const again = kind.parse(normalise(kind, typed), TODAY);
        assert.ok(again.ok && again.compact === value, `${typed} → ${JSON.stringify(again)}`);
      }),
      { numRuns: 150 },
    );
  });

  if (spec.unique && spec.check.length > 0)
    test(`${kind.kind}: at most one check completes a body`, () => {
      fc.assert(
        fc.property(spec.body, (body) => {
          const ok = candidates(body, spec.check).filter((v) => kind.parse(v, TODAY).ok);
          assert.ok(ok.length <= 1, `${body.prefix}·${body.suffix}: ${ok.join(', ')}`);
        }),
        { numRuns: 150 },
      );
    });

  const { substitution, transposition, unprotected = [] } = kind.guarantees;
  const guarded = (i: number): boolean => !unprotected.includes(i);

  if (substitution)
    test(`${kind.kind}: every single-digit substitution is caught`, () => {
      fc.assert(
        fc.property(valid(kind), ({ value }) => {
          for (let i = 0; i < value.length; i++) {
            if (!isDigit(value[i]) || !guarded(i)) continue;
            for (const d of '0123456789') {
              if (d === value[i]) continue;
              const typo = value.slice(0, i) + d + value.slice(i + 1);
              assert.equal(kind.parse(typo, TODAY).ok, false, `${value} → ${typo}`);
            }
          }
        }),
        { numRuns: 100 },
      );
    });

  if (transposition !== 'none')
    test(`${kind.kind}: adjacent transpositions are caught (${transposition})`, () => {
      fc.assert(
        fc.property(valid(kind), ({ value }) => {
          for (let i = 0; i + 1 < value.length; i++) {
            const [a, b] = [value[i] ?? '', value[i + 1] ?? ''];
            if (!isDigit(a) || !isDigit(b) || a === b || !guarded(i) || !guarded(i + 1)) continue;
            const diff = Math.abs(Number(a) - Number(b));
            if (transposition === 'except-09' && diff === 9) continue;
            if (transposition === 'except-diff-5' && diff === 5) continue;
            const swapped = value.slice(0, i) + b + a + value.slice(i + 2);
            assert.equal(kind.parse(swapped, TODAY).ok, false, `${value} → ${swapped}`);
          }
        }),
        { numRuns: 100 },
      );
    });
}

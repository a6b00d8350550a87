import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { compareNames } from './compare.js';
import { mrWord } from './test-support/mccuneReischauer.js';

const T = 0.85;

test('Hangul names match their McCune-Reischauer and customary spellings', () => {
  assert.ok(compareNames('김정은', 'KIM, Jong Un') >= T);
  assert.ok(compareNames('김정은', 'Kim Jong-un') >= T);
  assert.ok(compareNames('김정은', 'Kim Jongun') >= T);
  assert.ok(compareNames('박지성', 'Park Ji Sung') >= T);
  assert.ok(compareNames('이민호', 'Lee Min Ho') >= T);
  assert.ok(compareNames('최재호', 'CHOI, Jae Ho') >= T);
});

test('Hangul names do not match other Korean names through the key', () => {
  assert.ok(compareNames('김정은', 'Park Ji Sung') < T);
  assert.ok(compareNames('김정은', 'Kim Min Ho') < T);
  assert.ok(compareNames('이민호', 'Lee Jong Su') < T);
});

test('the Korean key applies only across scripts: two Latin spellings keep their usual score', () => {
  assert.ok(compareNames('Bak Un', 'Park Jong') < T);
  assert.equal(compareNames('Gim Jeong Eun', 'Kim Jong Un') < compareNames('김정은', 'Kim Jong Un'), true);
});

test('Arabic script: vowel-initial names, waw as a vowel, the article and joined compounds', () => {
  assert.ok(compareNames('محمد علي', 'Mohamed Ali') >= T);
  assert.ok(compareNames('خالد محمود', 'Khaled Mahmoud') >= T);
  assert.ok(compareNames('عبد الله', 'Abdullah') >= T);
  assert.ok(compareNames('عمر', 'Omar') >= T);
  assert.ok(compareNames('محمد علي', 'Mohamed Bakr') < T);
});

test('property: a Hangul name matches its McCune-Reischauer romanisation, both ways', () => {
  // Name syllables end in no consonant or in one of k, n, l, m, p, ng; the clusters (ㄳ, ㄺ...)
  // do not occur in names, and any-ascii spells them letter by letter.
  const syllable = fc
    .tuple(fc.integer({ min: 0, max: 18 }), fc.integer({ min: 0, max: 20 }), fc.constantFrom(0, 1, 4, 8, 16, 17, 21))
    .map(([l, v, t]) => String.fromCodePoint(0xac00 + l * 588 + v * 28 + t));
  fc.assert(
    fc.property(syllable, fc.array(syllable, { minLength: 1, maxLength: 2 }), (sur, given) => {
      const native = sur + given.join('');
      // Hyphenated, as lists print MR given names. Joined given names are left out: the greedy
      // alignment can take a shared first syllable for the whole word (docs, known weak spots).
      const roman = `${mrWord(sur).toUpperCase()}, ${given.map((g) => mrWord(g)).join('-')}`;
      const ab = compareNames(native, roman);
      assert.ok(ab >= T, `${native} / ${roman}: ${ab}`);
      assert.ok(compareNames(roman, native) >= T, `${roman} / ${native}`);
    }),
    { numRuns: 200 },
  );
});

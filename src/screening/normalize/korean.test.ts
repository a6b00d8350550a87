import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { koreanKey } from './korean.js';
import { normalizeName } from './text.js';
import { skeletonKey } from './phonetic.js';

const texts = (raw: string): string[] => normalizeName(raw).map((t) => t.text);

test('Hangul and Han characters become one token per syllable, vowel-initial ones too', () => {
  assert.deepEqual(texts('이민호'), ['i', 'min', 'ho']);
  assert.deepEqual(texts('김정은'), ['gim', 'jeong', 'eun']);
  assert.deepEqual(texts('习近平'), ['xi', 'jin', 'ping']);
  // Kana is not split: a Japanese reading is written as one word.
  assert.deepEqual(texts('やまだ'), ['yamada']);
});

test('Hangul syllables are names even when they spell a Latin particle, legal form or initial', () => {
  const t = normalizeName('안도사이');
  assert.deepEqual(
    t.map((x) => x.text),
    ['an', 'do', 'sa', 'i'],
  );
  assert.ok(t.every((x) => x.role === 'name' && x.hangul));
  assert.equal(normalizeName('Kim')[0]?.hangul, false);
});

test('Korean key: RR, McCune-Reischauer and customary spellings meet', () => {
  const same = [
    ['gim', 'kim'],
    ['jeong', 'jong', 'jung', 'chung'],
    ['eun', 'un'],
    ['bag', 'park', 'pak', 'bak'],
    ['i', 'lee', 'yi', 'ri', 'rhee'],
    ['choe', 'choi'],
    ['seong', 'sung'],
    ['hyeon', 'hyon', 'hyun'],
    ['o', 'oh'],
    ['u', 'woo'],
    ['yu', 'yoo', 'ryu'],
    ['im', 'lim'],
    ['an', 'ahn'],
    ['jeongeun', 'jongun'],
    ['yeongjeol', 'yongjol'],
  ];
  for (const g of same) for (const x of g) assert.equal(koreanKey(x), koreanKey(g[0] as string), `${x} ~ ${g[0]}`);
});

test('Korean key keeps distinct syllables apart', () => {
  for (const [a, b] of [
    ['kim', 'pak'],
    ['jong', 'jin'],
    ['min', 'nam'],
    ['ho', 'han'],
    ['song', 'son'],
    ['won', 'on'],
  ]) {
    assert.notEqual(koreanKey(a as string), koreanKey(b as string), `${a} / ${b}`);
  }
  assert.equal(koreanKey('constantinopolis'), '');
});

test('property: the Korean key is idempotent and a function of the folded token', () => {
  fc.assert(
    fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (s) => {
      const k = koreanKey(s);
      assert.match(k, /^[a-zN]*$/);
    }),
    { numRuns: 300 },
  );
});

test('abjad words: initial alef or ain is a vowel, the attached article is a particle', () => {
  assert.deepEqual(texts('علي'), ['aly']);
  assert.deepEqual(texts('عمر'), ['amr']);
  assert.deepEqual(texts('أسامة'), ['asmh']);
  const t = normalizeName('الرحمن');
  assert.deepEqual(
    t.map((x) => x.text),
    ['al', 'rhmn'],
  );
  assert.equal(t[0]?.role, 'particle');
  // After Abd the article belongs to the compound's head (abd.ts), as in "Abdul Rahman".
  assert.deepEqual(texts('عبد الرحمن'), ['abd', 'rhmn']);
  // "Allah" keeps its article: the remainder is too short to be a name of its own.
  assert.deepEqual(texts('الله'), ['allh']);
});

test('skeleton: a w inside a word is a vowel letter, a leading one a consonant', () => {
  assert.equal(skeletonKey('mhmwd'), skeletonKey('mahmoud'));
  assert.equal(skeletonKey('marwan'), skeletonKey('mrwan'));
  assert.equal(skeletonKey('wlyd'), skeletonKey('walid'));
  assert.notEqual(skeletonKey('walid'), skeletonKey('alid'));
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chineseKey } from './chinese.js';
import { normalizeName } from './text.js';

test('the Chinese key joins Wade-Giles and Pinyin spellings of one syllable', () => {
  for (const [a, b] of [
    ['zhang', 'chang'],
    ['xu', 'hsu'],
    ['cai', 'tsai'],
    ['guo', 'kuo'],
    ['dong', 'tung'],
    ['jiang', 'chiang'],
    ['zi', 'tzu'],
    ['si', 'ssu'],
  ])
    assert.equal(chineseKey(a as string), chineseKey(b as string), `${a} / ${b}`);
  // Other syllables stay apart, however close their letters.
  for (const [a, b] of [
    ['chen', 'cheng'],
    ['yu', 'yun'],
    ['yang', 'kang'],
    ['jin', 'jian'],
  ])
    assert.notEqual(chineseKey(a as string), chineseKey(b as string), `${a} / ${b}`);
});

test('Han characters are marked, other scripts are not', () => {
  assert.deepEqual(
    normalizeName('陈玉').map((t) => t.han),
    [true, true],
  );
  assert.equal(normalizeName('Chen')[0]?.han, false);
  assert.equal(normalizeName('김정은')[0]?.han, false);
});

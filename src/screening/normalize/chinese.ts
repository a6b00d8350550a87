// Key for Chinese syllables written in Han characters. A Han character is one syllable, and
// any-ascii writes its Hanyu Pinyin exactly, so a Latin name that differs from it by a letter is
// another syllable (Chen / Cheng, Yu / Yun, Yang / Kang), not a typo. What differs regularly is
// the romanisation system: lists also print Wade-Giles (Chang = Zhang, Hsu = Xu, Tsai = Cai,
// Kuo = Guo), whose aspiration apostrophe normalisation drops. The key folds exactly that:
//   - the initial's spellings: zh / ch / j / q, x / hs, z / c / ts / tz, g / k, d / t, b / p;
//   - the finals Wade-Giles writes otherwise: -ung / -ong, -ieh / -ie, -ien / -ian, -ih / -i,
//     and the apical vowel of ssu / szu / si and tzu / zi.
// It is only compared when one side was written in Han characters, so it never merges two Latin
// names with each other.

export function chineseKey(syllable: string): string {
  return syllable
    .replace(/^(?:ssu|szu)$/, 'si')
    .replace(/^tzu$/, 'zi')
    .replace(/^(?:zh|ch|j|q)/, 'C')
    .replace(/^(?:hs|x)/, 'X')
    .replace(/^(?:ts|tz|z|c)/, 'Z')
    .replace(/^[gk]/, 'K')
    .replace(/^[dt]/, 'T')
    .replace(/^[bp]/, 'P')
    .replace(/ung$/, 'ong')
    .replace(/ieh$/, 'ie')
    .replace(/ien$/, 'ian')
    .replace(/ih$/, 'i');
}

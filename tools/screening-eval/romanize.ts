// Romanisation systems used only to *generate* the cross-script evaluation set. They follow the
// published tables (McCune-Reischauer for Korean, ICAO Doc 9303 for Cyrillic), not the rules of
// the matcher, so the set measures how the matcher copes with spellings it was not built from.
// Diacritics and apostrophes are dropped, as sanctions lists print these systems. McCune-Reischauer
// lives with the matcher's tests, which use it as their oracle; it is re-exported here.

export { mrWord } from '../../src/screening/match/test-support/mccuneReischauer.js';

/**
 * The customary spellings of the commonest Korean surnames (as in South Korean passports and the
 * press: Lee rather than I, Park rather than Pak). Used for the "common spelling" style.
 */
export const KOREAN_SURNAME_SPELLING: Readonly<Record<string, string>> = {
  '김': 'Kim', '이': 'Lee', '박': 'Park', '최': 'Choi', '정': 'Jung', '강': 'Kang', '조': 'Cho', '윤': 'Yoon',
  '장': 'Jang', '임': 'Lim', '한': 'Han', '오': 'Oh', '서': 'Seo', '신': 'Shin', '권': 'Kwon', '황': 'Hwang',
  '안': 'Ahn', '송': 'Song', '류': 'Ryu', '유': 'Yoo', '전': 'Jeon', '홍': 'Hong', '고': 'Ko', '문': 'Moon',
  '양': 'Yang', '손': 'Son', '배': 'Bae', '백': 'Baek', '허': 'Heo', '남': 'Nam', '심': 'Shim', '노': 'Noh',
  '하': 'Ha', '곽': 'Kwak', '성': 'Sung', '차': 'Cha', '주': 'Joo', '우': 'Woo', '구': 'Koo', '민': 'Min',
  '진': 'Jin', '나': 'Na', '지': 'Ji', '엄': 'Um', '채': 'Chae', '원': 'Won', '천': 'Chun', '방': 'Bang',
  '공': 'Kong', '현': 'Hyun', '함': 'Ham', '변': 'Byun', '염': 'Yeom', '여': 'Yeo', '추': 'Choo', '도': 'Do',
  '소': 'So', '석': 'Seok', '선': 'Sun', '설': 'Seol', '마': 'Ma', '길': 'Gil', '연': 'Yeon', '표': 'Pyo',
  '명': 'Myung', '기': 'Ki', '반': 'Ban', '왕': 'Wang', '금': 'Keum', '옥': 'Ok', '육': 'Yook', '인': 'In',
};

// ICAO Doc 9303 (machine-readable passports) transliteration of Cyrillic, for Russian,
// Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian letters alike.
const ICAO: Readonly<Record<string, string>> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ѓ: 'g', ђ: 'd', е: 'e', ё: 'e', є: 'ie', ж: 'zh', з: 'z',
  ѕ: 'dz', и: 'i', і: 'i', ї: 'i', й: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o',
  п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', ќ: 'k', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz',
  ш: 'sh', щ: 'shch', ъ: 'ie', ы: 'y', ь: '', э: 'e', ю: 'iu', я: 'ia',
};

/** One Cyrillic word in ICAO 9303 transliteration, capitalised. */
export function icaoCyrillic(word: string): string {
  let out = '';
  for (const ch of word.toLowerCase()) out += ICAO[ch] ?? ch;
  return out.charAt(0).toUpperCase() + out.slice(1);
}

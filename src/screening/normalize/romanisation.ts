// Romanisation-folding keys: what two spellings of one name keep in common when they come from
// different romanisation systems of the same original. Both are pure functions of a folded
// token (lower-case ASCII letters), applied identically to list names and queries.

/**
 * Cyrillic key. The systems in use (BGN/PCGN, ICAO 9303, GOST 7.79, ISO 9 once its diacritics
 * are folded, the 1997 Russian passport) differ in three places: the digraphs (х = kh / x / h,
 * ж = zh / z, ц = ts / cz / c, ч = ch / c, ш and щ = sh / shch / shh / s), the iotated vowels
 * and й (я = ya / ia / a, ю = yu / iu / u, е = ye / ie / e, й = y / i / j), and ы / и (y / i).
 * The key folds exactly these: sibilant and velar digraphs to one letter, j and y to i, an
 * i before a vowel dropped (the iotation mark), repeated letters collapsed.
 * "Yevgeniy", "Evgenij", "Evgenii" → "evgeni"; "Mikhaylovich", "Mixajlovich", "Mihajlovic" → "mihailovic".
 */
export function cyrillicKey(token: string): string {
  // х first: ISO 9 writes сх as "sh", which must fold like BGN/PCGN's "skh".
  let t = token
    .replace(/kh|x/g, 'h')
    .replace(/shch|shh|sch|sh/g, 's')
    .replace(/zh/g, 'z')
    .replace(/tch|ch|cz|ts|tz/g, 'c')
    .replace(/[jy]/g, 'i')
    .replace(/w/g, 'v');
  // ё is yo in GOST and in customary spellings (Fyodor), e in the others (Fedor).
  t = t.replace(/i+o/g, 'e').replace(/i+(?=[aeu])/g, '');
  return t.replace(/(.)\1+/g, '$1');
}

/**
 * Vowel-frame key for romanised Arabic (and other names romanised by ear): the consonants in
 * order, each run of vowels one slot. The spelling families differ in vowel quality (Ahmad /
 * Ahmed, Usama / Osama, Rim / Reem, Youssef / Yusuf), glides written as vowels (Husayn /
 * Hussein, Fady / Fadi), gemination (Hassan / Hasan), a final h after a vowel (Fatimah /
 * Fatima) and a few consonant conventions (q / k, dj / j in French spellings, ch / sh).
 * "Hussein", "Husayn", "Husain" → "h.s.n"; "Mutlaq", "Motlaq" → "m.tl.k".
 */
export function vowelFrameKey(token: string): string {
  let t = token
    .replace(/dj/g, 'j')
    // French spellings write w as ou before a vowel (Naouer / Nawar, Haouari / Hawari).
    .replace(/ou(?=[aei])/g, 'w')
    .replace(/ch/g, 'sh')
    .replace(/q/g, 'k')
    .replace(/(?<=[aeiouy])h$/, '');
  // y is a consonant at the start of a word and between vowels' edges of a syllable onset
  // (Yusuf, Mayada); elsewhere (Husayn, Fady) it writes a vowel or a glide.
  t = t.replace(/(?<=.)y(?![aeiou])/g, 'i');
  t = t.replace(/(.)\1+/g, '$1');
  return t.replace(/[aeiou]+/g, '.');
}

/**
 * Vowel-spelling key, for short names whose vowel frame has two consonants: such a frame says
 * too little (Terry / Tarah, Massey / Musah share theirs), so this key keeps the vowels and folds
 * only how the spelling families write one sound: a long vowel doubled or as a digraph (Areef /
 * Arif, Yousef / Yusef), a diphthong (Husayn / Hussein), a final y (Fady / Fadi), gemination and
 * a final h after a vowel (Rannah / Rana), and the frame's consonant conventions.
 * "Areef", "Arif" → "arif"; "Saeef", "Saif" → "saif"; "Rannah", "Rana" → "rana".
 */
export function vowelSpellingKey(token: string): string {
  return token
    .replace(/dj/g, 'j')
    .replace(/ch/g, 'sh')
    .replace(/q/g, 'k')
    .replace(/(?<=[aeiouy])h$/, '')
    .replace(/ee|ie(?![aeiou])/g, 'i')
    .replace(/oo|ou(?![aei])/g, 'u')
    .replace(/ay|ei|ey(?![aeiou])/g, 'ai')
    .replace(/(?<=.)y$/, 'i')
    .replace(/(.)\1+/g, '$1');
}

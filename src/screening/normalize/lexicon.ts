// Word lists the normaliser needs. Kept apart from the algorithm so they can grow without
// touching code; every list is lower-case ASCII because it is applied after transliteration.

/** Titles and honorifics: they describe a person, they are not part of the name. */
export const HONORIFICS: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'professor', 'sir', 'dame', 'lord', 'lady',
  'sheikh', 'shaikh', 'shaykh', 'sheik', 'cheikh', 'mullah', 'mulla', 'maulana', 'mawlana',
  'general', 'gen', 'colonel', 'col', 'major', 'maj', 'captain',
  'capt', 'lieutenant', 'lt', 'brigadier', 'admiral', 'sergeant', 'sgt', 'rev', 'reverend',
  'father', 'fr', 'president', 'minister', 'senator', 'hon', 'honorable', 'honourable', 'his',
  'her', 'excellency', 'jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'phd',
]);

/**
 * Name particles: articles and filiation words that are written, dropped or glued to the next
 * word at will ("al-Qaddafi", "Alqaddafi", "Qaddafi"). They weigh little in a score.
 */
export const PARTICLES: ReadonlySet<string> = new Set([
  'al', 'el', 'ul', 'ad', 'ar', 'as', 'an', 'at', 'az', 'ash', 'bin', 'ibn', 'ben', 'bint', 'binti',
  'abu', 'abou', 'bou', 'ould', 'de', 'da', 'di', 'do', 'dos', 'das', 'del', 'della', 'der', 'den',
  'des', 'du', 'la', 'le', 'van', 'von', 'zu', 'ter', 'ten', 'y', 'e', 'mac', 'bar', 'na', 'ap',
]);

/** Legal-form and filler words of organisation names, mapped to one canonical form. */
export const LEGAL_FORMS: ReadonlyMap<string, string> = new Map([
  ['ltd', 'ltd'], ['limited', 'ltd'], ['llc', 'llc'], ['inc', 'inc'], ['incorporated', 'inc'],
  ['corp', 'corp'], ['corporation', 'corp'], ['co', 'co'], ['company', 'co'], ['plc', 'plc'],
  ['ag', 'ag'], ['aktiengesellschaft', 'ag'], ['gmbh', 'gmbh'], ['sa', 'sa'], ['srl', 'srl'],
  ['spa', 'spa'], ['bv', 'bv'], ['nv', 'nv'], ['se', 'se'], ['lp', 'lp'], ['llp', 'llp'],
  ['oy', 'oy'], ['ab', 'ab'], ['as', 'as'], ['jsc', 'jsc'], ['ojsc', 'jsc'], ['pjsc', 'jsc'],
  ['cjsc', 'jsc'], ['ooo', 'ooo'], ['zao', 'jsc'], ['oao', 'jsc'], ['pte', 'pte'], ['pty', 'pty'],
  ['kg', 'kg'], ['cv', 'cv'], ['the', 'the'], ['and', 'and'], ['of', 'of'], ['group', 'group'],
  ['holding', 'holding'], ['holdings', 'holding'],
]);

/** Multi-word legal forms collapsed before tokenising ("public limited company" -> "plc"). */
export const LEGAL_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bgesellschaft mit beschrankter haftung\b/g, 'gmbh'],
  [/\bpublic limited company\b/g, 'plc'],
  [/\blimited liability company\b/g, 'llc'],
  [/\bsociedad anonima\b/g, 'sa'],
  [/\bjoint stock company\b/g, 'jsc'],
];

/**
 * Equivalence classes of given names that are the same name across transliterations or
 * languages. The first member is the class key. Small and conservative on purpose: a class
 * merges names, so a wrong member would create false positives.
 */
export const GIVEN_NAME_CLASSES: ReadonlyArray<readonly string[]> = [
  ['muhammad', 'mohammed', 'mohamed', 'mohammad', 'muhammed', 'mohamad', 'muhamad', 'mohammet', 'mehmet', 'mohd', 'mhd', 'mhmd', 'mahomed'],
  ['ahmad', 'ahmed', 'ahmet', 'akhmed', 'achmed'],
  ['husayn', 'hussein', 'husein', 'hussain', 'husain', 'hossein', 'hosein', 'huseyin', 'hussien'],
  ['hasan', 'hassan', 'hasen', 'hassen'],
  ['abdullah', 'abdallah', 'abdulla', 'abdula', 'abdellah', 'abdollah'],
  ['yusuf', 'yousef', 'youssef', 'yousif', 'yusif', 'yussuf', 'yosef', 'joseph', 'josef', 'jozef', 'giuseppe', 'jose'],
  ['umar', 'omar', 'omer', 'umer'],
  ['usama', 'osama', 'ousama', 'oussama'],
  ['ali', 'aly', 'alee'],
  ['ibrahim', 'ebrahim', 'ibraheem', 'abraham', 'avraham'],
  ['mustafa', 'mustapha', 'moustafa', 'mostafa'],
  ['khalid', 'khaled', 'halid', 'haled'],
  ['mahmud', 'mahmoud', 'mahmood', 'mehmood'],
  ['alexander', 'aleksandr', 'alexandr', 'alexandre', 'alejandro', 'alessandro', 'alexandros', 'aleksander', 'oleksandr', 'oleksander'],
  ['alexei', 'aleksei', 'alexey', 'aleksey', 'oleksii', 'oleksiy', 'alexej'],
  ['sergei', 'sergey', 'serguei', 'sergej', 'serhiy', 'serhii', 'sergiy', 'sergii'],
  ['dmitry', 'dmitri', 'dmitrii', 'dmitriy', 'dimitri', 'dmytro'],
  ['yuri', 'yury', 'yuriy', 'iurii', 'yurii', 'jurij', 'juri'],
  ['andrei', 'andrey', 'andrej', 'andriy', 'andrii'],
  ['nikolai', 'nikolay', 'nicolai', 'nikolaj', 'mykola'],
  ['mikhail', 'mikhael', 'michail', 'mykhailo', 'mihail'],
  ['yevgeny', 'evgeny', 'evgeniy', 'yevgeniy', 'evgenii', 'yevhen', 'eugene'],
  ['vladimir', 'wladimir', 'volodymyr', 'vladimer'],
  ['pyotr', 'petr', 'piotr', 'peter', 'pieter', 'petro', 'pedro', 'pierre', 'pietro'],
  ['ivan', 'iwan', 'ivano'],
  ['viktor', 'victor', 'wiktor'],
  ['grigory', 'grigori', 'grigoriy', 'hryhoriy', 'gregory'],
  ['mikael', 'michael', 'michel', 'miguel', 'michele', 'mikhel'],
  ['john', 'jon', 'johann', 'johannes', 'juan', 'jean', 'giovanni'],
  ['william', 'bill', 'billy', 'will', 'wilhelm', 'guillermo', 'guillaume'],
  ['robert', 'bob', 'bobby', 'rob', 'roberto'],
  ['richard', 'dick', 'rick', 'ricardo', 'riccardo'],
  ['james', 'jim', 'jimmy', 'jamie', 'diego', 'jaime'],
  ['benjamin', 'bibi', 'benyamin', 'binyamin'],
  ['jong', 'jung', 'cheong', 'jeong', 'chong'],
  ['kim', 'gim'],
  ['zedong', 'tsetung'],
];

/** Digits that stand in for letters in obfuscated names ("Ig0r Sech1n"). */
export const LEET: ReadonlyMap<string, string> = new Map([
  ['0', 'o'], ['1', 'i'], ['3', 'e'], ['4', 'a'], ['5', 's'], ['7', 't'], ['8', 'b'], ['9', 'g'],
]);

// Generates datasets/watchlists/eval/cross_script_generated.csv: native-script names from the
// synthetic negatives_global.csv (MIT, opensanctions/yente) paired with their romanisation by a
// published system the matcher was not built from (McCune-Reischauer with customary surname
// spellings for Hangul, ICAO 9303 for Cyrillic), plus as many non-matching pairs (a name against
// another person's romanisation in the same script). Rows alternate dev/test so that rules are
// tuned on dev and reported on test. Run: npx tsx tools/screening-eval/crossScriptGen.ts
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchlistsDir } from '../../src/screening/demo.js';
import { loadNegatives } from './datasets.js';
import { icaoCyrillic, KOREAN_SURNAME_SPELLING, mrWord } from './romanize.js';
import { createRng, type Rng } from './rng.js';

const PER_SCRIPT = 600;
const HANGUL = /^[\uac00-\ud7a3]+$/u;
const CYRILLIC = /^[\u0400-\u04ff]+$/u;

interface Person {
  native: string;
  given: string[];
  surname: string;
}

/** Korean given name: syllables voiced as one word, then printed spaced, hyphenated or joined. */
function koreanGiven(word: string, rng: Rng): string {
  const syl = [...word].map((_, i) =>
    mrWord(word.slice(0, i + 1))
      .slice(mrWord(word.slice(0, i)).length)
      .toLowerCase(),
  );
  const sep = rng.pick([' ', '-', '']);
  const s = syl.join(sep);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function romanise(p: Person, script: 'hangul' | 'cyrillic', rng: Rng): { text: string; style: string } {
  if (script === 'cyrillic')
    return {
      text: `${icaoCyrillic(p.surname).toUpperCase()}, ${p.given.map(icaoCyrillic).join(' ')}`,
      style: 'icao9303',
    };
  const common = rng.next() < 0.5 && KOREAN_SURNAME_SPELLING[p.surname] !== undefined;
  const surname = common ? (KOREAN_SURNAME_SPELLING[p.surname] as string) : mrWord(p.surname);
  return {
    text: `${surname.toUpperCase()}, ${p.given.map((g) => koreanGiven(g, rng)).join(' ')}`,
    style: common ? 'mr+common-surname' : 'mr',
  };
}

function people(script: 'hangul' | 'cyrillic'): Person[] {
  const re = script === 'hangul' ? HANGUL : CYRILLIC;
  const seen = new Set<string>();
  const out: Person[] = [];
  for (const n of loadNegatives('negatives_global.csv')) {
    const given = n.FirstName.split(/\s+/).filter((w) => w !== '');
    if (!re.test(n.LastName) || given.length === 0 || !given.every((g) => re.test(g))) continue;
    // Korean is written surname first and without spaces; Cyrillic as given names then surname.
    const native = script === 'hangul' ? n.LastName + given.join('') : [...given, n.LastName].join(' ');
    if (seen.has(native)) continue;
    seen.add(native);
    out.push({ native, given, surname: n.LastName });
  }
  return out;
}

const csv = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
const rng = createRng(20250101);
const lines = ['split,script,system,query,candidate,is_match'];
let row = 0;
for (const script of ['hangul', 'cyrillic'] as const) {
  const all = people(script);
  const chosen: Person[] = [];
  while (chosen.length < Math.min(PER_SCRIPT, all.length)) {
    const p = all.splice(rng.int(all.length), 1)[0] as Person;
    chosen.push(p);
  }
  for (let i = 0; i < chosen.length; i++) {
    const p = chosen[i] as Person;
    const split = i % 2 === 0 ? 'dev' : 'test';
    const pos = romanise(p, script, rng);
    lines.push([split, script, pos.style, p.native, pos.text, 'true'].map(csv).join(','));
    const other = chosen[(i + 1 + rng.int(chosen.length - 1)) % chosen.length] as Person;
    const neg = romanise(other, script, rng);
    lines.push([split, script, neg.style, p.native, neg.text, 'false'].map(csv).join(','));
    row += 2;
  }
}
writeFileSync(join(watchlistsDir(), 'eval', 'cross_script_generated.csv'), `${lines.join('\n')}\n`);
console.log(`wrote ${row} pairs`);

// The evaluation query log: every keystroke prefix of every real name, 10% with one typo,
// half of those whose record has a city sent with that City; each query expects its record.
import type { BusinessRecord } from '../../src/businesses/types.js';
import { rng } from '../business-synth/generate.js';

export interface EvalQuery {
  country: string;
  text: string;
  /** The text without its typo (the name's first `typed` characters). */
  expectedText: string;
  city: string;
  expected: string;
  expectedName: string;
  typed: number;
  typo: boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One random edit (substitute, delete, insert or swap) anywhere in the text. */
export function withTypo(s: string, r: () => number): string {
  const i = Math.floor(r() * s.length);
  const c = LETTERS[Math.floor(r() * LETTERS.length)]!;
  switch (Math.floor(r() * 4)) {
    case 0:
      return s.slice(0, i) + c + s.slice(i + 1);
    case 1:
      return s.slice(0, i) + s.slice(i + 1);
    case 2:
      return s.slice(0, i) + c + s.slice(i);
    default:
      return i + 1 < s.length ? s.slice(0, i) + s.charAt(i + 1) + s.charAt(i) + s.slice(i + 2) : s.slice(0, i) + c;
  }
}

export function buildQueryLog(records: readonly BusinessRecord[], seed = 2026): EvalQuery[] {
  const r = rng(seed);
  const out: EvalQuery[] = [];
  for (const rec of records) {
    const name = rec.name;
    for (let n = 1; n <= name.length; n++) {
      let text = name.slice(0, n);
      const typo = n >= 3 && r() < 0.1;
      if (typo) text = withTypo(text, r);
      const city = rec.city !== '' && r() < 0.5 ? rec.city : '';
      out.push({
        country: rec.country,
        text,
        expectedText: name.slice(0, n),
        city,
        expected: rec.providerId,
        expectedName: name.toLowerCase(),
        typed: n,
        typo,
      });
    }
  }
  return out;
}

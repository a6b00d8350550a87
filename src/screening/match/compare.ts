// Pairwise name comparison without any list: for the evaluation on labelled pairs and for
// callers that need a single score (e.g. re-checking a reviewed hit).
import { foldedName, normalizeName } from '../normalize/text.js';
import { HONORIFICS } from '../normalize/lexicon.js';
import { prepareName, splitCommaName } from './prepare.js';
import { scoreNames } from './scorer.js';

/** "LAST, First" as published, otherwise the last word read as the surname. */
function parts(name: string): { given: string; surname?: string } {
  const comma = splitCommaName(name);
  if (comma.surname !== undefined) return comma;
  // Organisation names have no surname: keep them whole so legal-form phrases stay intact.
  if (normalizeName(name).some((t) => t.role === 'legal')) return { given: name };
  const words = name.trim().split(/\s+/);
  // A trailing "Jr." or "Esq." is no surname: normalisation drops it, which would leave none.
  let last = words.length - 1;
  while (last > 0 && HONORIFICS.has(foldedName(words[last] as string))) last--;
  const given = [...words.slice(0, last), ...words.slice(last + 1)];
  // Nothing but titles besides it ("Rev. Smith", "Smith Rev."): one name word, read the same either way.
  if (given.every((w) => HONORIFICS.has(foldedName(w)))) return { given: name };
  return { given: given.join(' '), surname: words[last] };
}

/** Score in [0, 1] of two free-form names ("First Middle Last" or "LAST, First"). */
export function compareNames(a: string, b: string): number {
  const pa = parts(a);
  const pb = parts(b);
  return scoreNames(prepareName(pa.given, pa.surname), prepareName(pb.given, pb.surname)).score;
}

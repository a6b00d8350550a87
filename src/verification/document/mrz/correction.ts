/**
 * OCR confuses letters and digits that look alike (O/0, I/1, B/8...). The MRZ layout says which
 * positions hold letters and which digits, so those are corrected by position; in fields that
 * may hold both (document number, optional data) every confusable swap is tried and the field's
 * check digit decides. Lines whose length is off by one or two (a filler lost, a stray mark read)
 * are refitted the same way: each candidate is scored by how many check digits it satisfies.
 */
import { checkDigitMatches } from './check-digit.js';
import {
  LAYOUTS,
  checkDigitsOf,
  slice,
  type CharClass,
  type CheckDigitSpec,
  type Layout,
  type Span,
} from './layouts.js';
import type { MrzFormat } from '../types.js';

const TO_LETTER: Readonly<Record<string, string>> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '8': 'B',
};
const TO_DIGIT: Readonly<Record<string, string>> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  I: '1',
  L: '1',
  T: '1',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  B: '8',
};
/** Pairs tried in alphanumeric fields, both ways. */
const SWAP: Readonly<Record<string, string>> = {
  O: '0',
  '0': 'O',
  I: '1',
  '1': 'I',
  B: '8',
  '8': 'B',
  S: '5',
  '5': 'S',
  Z: '2',
  '2': 'Z',
  G: '6',
  '6': 'G',
};
/** Above this many confusable characters in one field, enumerating swaps costs more than it can win. */
const MAX_SWAPPABLE = 10;

export function correctChar(ch: string, cls: CharClass): string {
  if (ch === '<') return ch;
  if (cls === 'A') return TO_LETTER[ch] ?? ch;
  if (cls === 'N') return TO_DIGIT[ch] ?? ch;
  return ch;
}

function replaceAt(line: string, start: number, text: string): string {
  return line.slice(0, start) + text + line.slice(start + text.length);
}

/** Letters-only and digits-only positions corrected; alphanumeric ones left as read. */
export function correctByClass(layout: Layout, lines: readonly string[]): string[] {
  const out = [...lines];
  for (const field of layout.fields) {
    if (field.cls === 'X') continue;
    const text = slice(out, field);
    let fixed = '';
    for (const ch of text) fixed += correctChar(ch, field.cls);
    out[field.line] = replaceAt(out[field.line] as string, field.start, fixed);
  }
  return out;
}

/**
 * The variant of `field` with the fewest confusable swaps that `accept` takes, or undefined when
 * none is (then the field stays as read and its check fails visibly).
 */
export function swapUntil(field: string, accept: (text: string) => boolean): string | undefined {
  if (accept(field)) return field;
  const positions: number[] = [];
  for (let i = 0; i < field.length; i++) if (SWAP[field[i] as string] !== undefined) positions.push(i);
  if (positions.length > MAX_SWAPPABLE) return undefined;
  let best: { text: string; swaps: number } | undefined;
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const chars = [...field];
    let swaps = 0;
    positions.forEach((p, bit) => {
      if (mask & (1 << bit)) {
        chars[p] = SWAP[chars[p] as string] as string;
        swaps++;
      }
    });
    const text = chars.join('');
    if ((best === undefined || swaps < best.swaps) && accept(text)) best = { text, swaps };
  }
  return best?.text;
}

/** The variant of `field` with the fewest swaps whose check digit is `digit`. */
export function swapToMatch(field: string, digit: string, fillerAllowed = false): string | undefined {
  return swapUntil(field, (t) => checkDigitMatches(t, digit, fillerAllowed));
}

/**
 * G (value 16) and 6 differ by 10, so no check digit can tell them apart, and OCR models trained
 * on OCR-B read a rounder 6 as G. In alphanumeric fields each is set to the kind of its nearest
 * neighbour (before it, else after it): document numbers run letters and digits in groups.
 */
export function resolveBlindPair(field: string): string {
  const chars = [...field];
  const kind = (c: string | undefined) =>
    c === undefined || c === '<' ? undefined : /[0-9]/.test(c) ? 'digit' : 'letter';
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] !== 'G' && chars[i] !== '6') continue;
    let k = kind(chars[i - 1]);
    if (k === undefined) k = kind(chars[i + 1]);
    if (k !== undefined) chars[i] = k === 'digit' ? '6' : 'G';
  }
  return chars.join('');
}

function resolveBlindPairs(layout: Layout, lines: readonly string[]): string[] {
  const out = [...lines];
  for (const fl of layout.fields) {
    if (fl.cls !== 'X') continue;
    out[fl.line] = replaceAt(out[fl.line] as string, fl.start, resolveBlindPair(slice(out, fl)));
  }
  return out;
}

const overlaps = (a: Span, b: Span) => a.line === b.line && a.start < b.end && b.start < a.end;

function digitPasses(spec: CheckDigitSpec, lines: readonly string[]): boolean {
  return checkDigitMatches(spec.over.map((sp) => slice(lines, sp)).join(''), slice(lines, spec.at), spec.fillerAllowed);
}

/**
 * Alphanumeric fields with their own check digit, swapped until every check digit covering them
 * agrees (their own and the composite). Requiring the composite too keeps a wrongly printed
 * digit failing: a swap could satisfy it alone by coincidence, but not both.
 */
function correctBySwaps(layout: Layout, lines: readonly string[]): string[] {
  let out = [...lines];
  for (const spec of checkDigitsOf(layout, out)) {
    if (spec.name === 'composite' || spec.over.length !== 1) continue;
    const span = spec.over[0]!;
    const isAlnum = layout.fields.some(
      (fl) => fl.cls === 'X' && fl.line === span.line && fl.start <= span.start && span.end <= fl.end,
    );
    if (!isAlnum) continue;
    const covering = checkDigitsOf(layout, out).filter((c) => c.over.some((o) => overlaps(o, span)));
    const fixed = swapUntil(slice(out, span), (text) => {
      const trial = out.map((l, i) => (i === span.line ? replaceAt(l, span.start, text) : l));
      return covering.every((c) => digitPasses(c, trial));
    });
    if (fixed !== undefined) out = out.map((l, i) => (i === span.line ? replaceAt(l, span.start, fixed) : l));
  }
  return out;
}

export function passingCheckDigits(layout: Layout, lines: readonly string[]): number {
  return checkDigitsOf(layout, lines).filter((spec) => digitPasses(spec, lines)).length;
}

export function correctLines(layout: Layout, lines: readonly string[]): string[] {
  return resolveBlindPairs(layout, correctBySwaps(layout, correctByClass(layout, lines)));
}

/** Versions of a line refitted to `len`: as read, fillers added or dropped at the end, one character removed or a filler inserted anywhere. */
export function refit(line: string, len: number): string[] {
  if (line.length === len) return [line];
  const out = new Set<string>();
  if (line.length < len) {
    out.add(line.padEnd(len, '<'));
    if (line.length === len - 1) for (let i = 0; i <= line.length; i++) out.add(line.slice(0, i) + '<' + line.slice(i));
  } else {
    const trimmed = line.replace(/<+$/, (m) => m.slice(0, Math.max(0, m.length - (line.length - len))));
    if (trimmed.length === len) out.add(trimmed);
    if (line.length === len + 1) for (let i = 0; i < line.length; i++) out.add(line.slice(0, i) + line.slice(i + 1));
    if (line.length === len + 2) {
      for (let i = 0; i < line.length; i++) {
        const once = line.slice(0, i) + line.slice(i + 1);
        for (let j = i; j < once.length; j++) out.add(once.slice(0, j) + once.slice(j + 1));
      }
    }
  }
  return [...out].filter((l) => l.length === len);
}

export interface Corrected {
  format: MrzFormat;
  lines: string[];
  /** Check digits satisfied, out of the layout's count. */
  passing: number;
  total: number;
}

function changed(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n++;
  return n;
}

/** Layouts whose line count and length fit these lines (within two characters). */
function layoutsFor(lines: readonly string[]): Layout[] {
  const visa = (lines[0] ?? '').startsWith('V');
  return Object.values(LAYOUTS).filter(
    (l) =>
      l.lineCount === lines.length &&
      lines.every((x) => Math.abs(x.length - l.lineLength) <= 2) &&
      (l.format === 'MRVA' || l.format === 'MRVB' ? visa : l.format === 'TD1' || !visa),
  );
}

/**
 * The best reading of these MRZ lines: each fitting layout, each refit of each line (line by
 * line, so the count stays linear), corrected, scored by passing check digits.
 */
export function bestCorrection(raw: readonly string[]): Corrected | undefined {
  let best: Corrected | undefined;
  for (const layout of layoutsFor(raw)) {
    let lines = raw.map((l) =>
      l.length === layout.lineLength ? l : l.padEnd(layout.lineLength, '<').slice(0, layout.lineLength),
    );
    // Refit one line at a time, keeping the others at their best so far.
    for (let i = 0; i < raw.length; i++) {
      let lineBest: { lines: string[]; passing: number; cost: number } | undefined;
      for (const variant of refit(raw[i] as string, layout.lineLength)) {
        const candidate = correctLines(
          layout,
          lines.map((l, j) => (j === i ? variant : l)),
        );
        const passing = passingCheckDigits(layout, candidate);
        // Of refits that satisfy as many digits, the one needing the fewest corrections: a wrong
        // deletion shifts fields and needs swaps to satisfy a digit by coincidence.
        const cost = changed(variant, candidate[i] as string);
        if (
          lineBest === undefined ||
          passing > lineBest.passing ||
          (passing === lineBest.passing && cost < lineBest.cost)
        )
          lineBest = { lines: candidate, passing, cost };
      }
      if (lineBest !== undefined) lines = lineBest.lines;
    }
    lines = correctLines(layout, lines);
    const passing = passingCheckDigits(layout, lines);
    const total = checkDigitsOf(layout, lines).length;
    if (best === undefined || passing / total > best.passing / best.total)
      best = { format: layout.format, lines, passing, total };
  }
  return best;
}

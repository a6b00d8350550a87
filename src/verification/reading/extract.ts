/**
 * From read lines to structured fields: a value follows its printed label on the same line, or
 * stands on the next line when the label ends its line (forms and registry extracts print both).
 * An address runs on over the following lines until the next label or a blank. Each value carries
 * a confidence: the OCR's in its line times how surely it was found (same line 1, next line 0.9).
 */
import { parseDate } from './dates.js';
import { BUSINESS_LABELS, FIELD_OF, PERSON_LABELS, labelMatcher, type LabelTarget } from './labels.js';
import type { ReadField, ReadValue, ReadingKind } from './types.js';

export interface TextLine {
  text: string;
  /** 0-1 */
  confidence: number;
}

const matchers = { person: labelMatcher(PERSON_LABELS), business: labelMatcher(BUSINESS_LABELS) };

/** Lines of more than this many address lines are someone else's text. */
const MAX_ADDRESS_LINES = 3;
const NEXT_LINE = 0.9;

const round = (n: number) => Math.round(n * 100) / 100;

/** Names printed in capitals (as on most IDs) are title-cased for the form; mixed case is kept. */
function nameCase(s: string): string {
  const t = s
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (t !== t.toUpperCase()) return t;
  return t.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

/** A document or registration number: its letters, digits and inner separators, at least 4 characters. */
function identifier(s: string, separators: RegExp): string | undefined {
  const first = s.trim().split(/\s{2,}/)[0] ?? '';
  const v = first.toUpperCase().replace(separators, '');
  const clean = v.replace(/[^A-Z0-9/-]/g, '').replace(/^[-/]+|[-/]+$/g, '');
  return /[0-9]/.test(clean) && clean.length >= 4 ? clean : undefined;
}

const ZIP_CITY =
  /^((?:[A-Z]{1,2}-)?\d{3,5}(?:[ -]\d{2,3})?|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s+(\p{L}[\p{L}\s.'-]*)$/iu;
const CITY_ZIP = /^(\p{L}[\p{L}\s.'-]*?)\s+(\d{4,5}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})$/iu;

/** An address's parts: the whole, the street line, and postcode and city when the last part shows them. */
function addressParts(lines: string[]): { full: string; street: string; zip?: string; city?: string } {
  const parts = lines
    .flatMap((l) => l.split(','))
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
  const full = parts.join(', ');
  const street = parts[0] ?? '';
  for (const part of parts.slice(1).reverse()) {
    const zc = ZIP_CITY.exec(part);
    if (zc) return { full, street, zip: (zc[1] ?? '').toUpperCase(), city: (zc[2] ?? '').trim() };
    const cz = CITY_ZIP.exec(part);
    if (cz) return { full, street, zip: (cz[2] ?? '').toUpperCase(), city: (cz[1] ?? '').trim() };
  }
  return { full, street };
}

interface Found {
  target: LabelTarget;
  label: string;
  lines: TextLine[];
  fit: number;
}

/** Each labelled value of the page, first occurrence of a label target wins (headings repeat). */
function labelled(kind: ReadingKind, lines: TextLine[]): Found[] {
  const match = matchers[kind];
  const found: Found[] = [];
  const seen = new Set<LabelTarget>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as TextLine;
    const m = match(line.text);
    if (m === undefined || seen.has(m.target)) continue;
    const below = (k: number) => lines[i + k];
    let valueLines: TextLine[];
    let fit = 1;
    if (m.rest !== '') valueLines = [{ text: m.rest, confidence: line.confidence }];
    else {
      const next = below(1);
      if (next === undefined || next.text.trim() === '' || match(next.text) !== undefined) continue;
      valueLines = [next];
      fit = NEXT_LINE;
    }
    if (m.target === 'address') {
      const start = fit === 1 ? 1 : 2;
      for (let k = start; valueLines.length < MAX_ADDRESS_LINES; k++) {
        const more = below(k);
        if (more === undefined || more.text.trim() === '' || match(more.text) !== undefined) break;
        valueLines.push(more);
      }
    }
    seen.add(m.target);
    found.push({ target: m.target, label: m.label.replace(/\s+/g, ' '), lines: valueLines, fit });
  }
  return found;
}

function confidenceOf(f: Found): number {
  const ocr = f.lines.reduce((s, l) => s + l.confidence, 0) / f.lines.length;
  return round(ocr * f.fit);
}

/** The values of `lines` under their roles, for the fields asked. */
export function extractValues(kind: ReadingKind, lines: TextLine[], fields: readonly ReadField[]): ReadValue[] {
  const out: ReadValue[] = [];
  const add = (f: Found, role: string, value: string | undefined) => {
    const field = FIELD_OF[f.target];
    if (value === undefined || value === '' || !fields.includes(field)) return;
    if (out.some((v) => v.role === role)) return;
    out.push({ field, role, value, confidence: confidenceOf(f), label: f.label });
  };
  const found = labelled(kind, lines);
  const text = (f: Found) => f.lines.map((l) => l.text.trim()).join(' ');
  for (const f of found) {
    switch (f.target) {
      case 'last_name':
        add(f, 'last_name', nameCase(text(f)));
        break;
      case 'first_name':
        add(f, 'first_name', nameCase(text(f)));
        break;
      case 'full_name': {
        // "SURNAME, Given Names" or "Given Names Surname"; separate labels, when printed, win.
        const t = text(f);
        const comma = t.indexOf(',');
        const words = nameCase(comma >= 0 ? t.slice(comma + 1) + ' ' + t.slice(0, comma) : t).split(' ');
        if (words.length >= 2) {
          if (!found.some((g) => g.target === 'first_name')) add(f, 'first_name', words.slice(0, -1).join(' '));
          if (!found.some((g) => g.target === 'last_name')) add(f, 'last_name', words.at(-1));
        }
        add(f, 'full_name', words.join(' '));
        break;
      }
      case 'dob':
        add(f, 'dob', parseDate(text(f)));
        break;
      case 'company_doi':
        add(f, 'company_doi', parseDate(text(f)));
        break;
      case 'document_number':
        add(f, 'document_number', identifier(text(f), /\s+/g));
        break;
      case 'company_nr':
        add(f, 'company_nr', identifier(text(f), /\s+/g));
        break;
      case 'company_name':
        add(
          f,
          'company_name',
          text(f)
            .replace(/\s+/g, ' ')
            .replace(/[\s,;:]+$/, ''),
        );
        break;
      case 'address': {
        const a = addressParts(f.lines.map((l) => l.text));
        if (kind === 'business') {
          add(f, 'company_address_full', a.full);
          add(f, 'company_street', a.street);
          add(f, 'company_zip', a.zip);
          add(f, 'company_city', a.city);
        } else {
          add(f, 'address_1', a.street);
          add(f, 'address_zip', a.zip);
          add(f, 'address_city', a.city);
        }
        break;
      }
    }
  }
  return out;
}

// The validations of one element applied to a parsed, present value. `required` is not
// here: whether a value is required depends on visibility, decided by the caller.
import { resolveDateBound } from '../flows/document/dates.js';
import type { Validation } from '../flows/document/types.js';
import type { FileInfo } from './types.js';
import { FIELD_MESSAGES, type FieldMessages } from './field-messages.js';

export interface Failure {
  reason: string;
  message: string;
}

/** The end-user text for a failed validation when the flow gives none (src/engine/field-messages.ts). */
function defaultMessage(v: Exclude<Validation, { type: 'required' }>, bound: unknown, t: FieldMessages): string {
  switch (v.type) {
    case 'min':
      return t.min(bound);
    case 'max':
      return t.max(bound);
    case 'min_length':
      return t.minLength(Number(bound));
    case 'max_length':
      return t.maxLength(Number(bound));
    case 'min_date':
      return t.minDate(bound);
    case 'max_date':
      return t.maxDate(bound);
    case 'regex':
      return t.regex;
    case 'max_number_of_elements':
      return t.maxItems(Number(bound));
    case 'max_file_size':
      return t.maxFileSize(Number(bound));
  }
}

const patterns = new Map<string, RegExp | null>();
function compiled(source: string): RegExp | null {
  if (!patterns.has(source)) {
    // Documents are validated on upload, so this only guards stored data from elsewhere.
    try {
      patterns.set(source, new RegExp(source, 'u'));
    } catch {
      patterns.set(source, null);
    }
  }
  return patterns.get(source) ?? null;
}

/**
 * The number of characters (code points, as users count them) in `text`, or a number on the
 * same side of `enough` (below it, or at least it). A string has at most as many code points as
 * UTF-16 units and at least half as many, so most values need no counting at all.
 */
function codePoints(text: string, enough: number): number {
  if (text.length < enough || text.length >= 2 * enough) return text.length;
  let n = 0;
  for (const _ of text) n++;
  return n;
}

function fails(
  v: Exclude<Validation, { type: 'required' }>,
  value: unknown,
  today: string,
  files?: Record<string, FileInfo>,
): { bound: unknown } | undefined {
  switch (v.type) {
    case 'min':
      return typeof value === 'number' && value < v.value ? { bound: v.value } : undefined;
    case 'max':
      return typeof value === 'number' && value > v.value ? { bound: v.value } : undefined;
    case 'min_length':
      return typeof value === 'string' && codePoints(value, v.value) < v.value ? { bound: v.value } : undefined;
    case 'max_length':
      return typeof value === 'string' && codePoints(value, v.value + 1) > v.value ? { bound: v.value } : undefined;
    case 'regex': {
      const re = compiled(v.value);
      const text = typeof value === 'number' ? String(value) : value;
      return typeof text === 'string' && (re === null || !re.test(text)) ? { bound: v.value } : undefined;
    }
    case 'min_date':
    case 'max_date': {
      const bound = resolveDateBound(v.value, today);
      if (typeof value !== 'string' || bound === undefined) return undefined;
      return (v.type === 'min_date' ? value < bound : value > bound) ? { bound } : undefined;
    }
    case 'max_number_of_elements':
      return Array.isArray(value) && value.length > v.value ? { bound: v.value } : undefined;
    case 'max_file_size': {
      if (!Array.isArray(value) || !files) return undefined;
      const tooBig = value.some(
        (id) => typeof id === 'string' && Object.hasOwn(files, id) && (files[id]?.size ?? 0) > v.value,
      );
      return tooBig ? { bound: v.value } : undefined;
    }
  }
}

/**
 * Every validation the value fails; `message` resolves the author's (translated) message, `t`
 * gives Onward's own in the session's language.
 */
export function checkValue(
  validations: readonly Validation[],
  value: unknown,
  today: string,
  message: (v: Validation) => string | undefined,
  files?: Record<string, FileInfo>,
  t: FieldMessages = FIELD_MESSAGES,
): Failure[] {
  const out: Failure[] = [];
  for (const v of validations) {
    if (v.type === 'required') continue;
    const hit = fails(v, value, today, files);
    if (hit) out.push({ reason: v.type, message: message(v) ?? defaultMessage(v, hit.bound, t) });
  }
  return out;
}

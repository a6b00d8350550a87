// Type checks of submitted values, per element kind. A value of the wrong JSON type is
// malformed (4007); a value of the right type that is not acceptable (unknown option,
// impossible date, invalid phone number) fails validation (4008). Accepted values are
// normalised: numbers from numeric strings, phone numbers to E.164.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { isCountryCode, isCurrencyCode } from '../flows/document/codes.js';
import { isIsoDate } from '../flows/document/dates.js';
import type { CompiledOwnerGroupElement, CompiledElement } from '../flows/document/compiled-types.js';
import type { FileInfo } from './types.js';
import { acceptsFileType } from '../flows/document/file-kinds.js';
import { FIELD_MESSAGES, type FieldMessages } from './field-messages.js';

export type Parsed = { ok: true; value: unknown } | { ok: false; malformed: boolean; reason: string; message: string };

type ParsableElement = Exclude<CompiledElement, { type: 'owner' }> | CompiledOwnerGroupElement;

const ok = (value: unknown): Parsed => ({ ok: true, value });
const malformed = (reason: string, message: string): Parsed => ({ ok: false, malformed: true, reason, message });
const invalid = (reason: string, message: string): Parsed => ({ ok: false, malformed: false, reason, message });

// Deliberately loose: one @, no spaces, a dot in the domain. Mailbox checks are not our job.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function phone(raw: unknown, t: FieldMessages): Parsed {
  let text: string;
  let country: string | undefined;
  if (typeof raw === 'string') text = raw;
  else if (
    typeof raw === 'object' &&
    raw !== null &&
    !Array.isArray(raw) &&
    typeof (raw as Record<string, unknown>).area === 'string'
  ) {
    const r = raw as Record<string, unknown>;
    if (r.number !== undefined && typeof r.number !== 'string') return malformed('wrong_type', t.phone);
    const area = String(r.area);
    text = `${area.startsWith('+') ? area : `+${area}`}${typeof r.number === 'string' ? r.number : ''}`;
    country = typeof r.country === 'string' ? r.country.toUpperCase() : undefined;
  } else return malformed('wrong_type', t.phone);
  if (text.trim() === '') return ok('');
  const parsed = parsePhoneNumberFromString(
    text,
    country && isCountryCode(country) ? (country as CountryCode) : undefined,
  );
  if (!parsed || !parsed.isValid()) return invalid('invalid_phone_number', t.phone);
  return ok(parsed.number);
}

function files(
  raw: unknown,
  el: ParsableElement,
  known: Record<string, FileInfo> | undefined,
  t: FieldMessages,
): Parsed {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || !list.every((f): f is string => typeof f === 'string'))
    return malformed('wrong_type', t.unknownFile);
  if (known) {
    for (const id of list) {
      const info = Object.hasOwn(known, id) ? known[id] : undefined;
      if (!info) return invalid('unknown_file', t.unknownFile);
      const accept = 'accept' in el ? el.accept : undefined;
      // Through the file kind catalogue: `jpg` accepts image/jpeg, `docx` its wordprocessingml type.
      if (accept && !acceptsFileType(accept, info.type)) {
        return invalid('file_type_not_accepted', t.fileType);
      }
    }
  }
  return ok(list);
}

function integer(raw: unknown): number | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,4}$/.test(raw.trim()) ? Number(raw) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

/** `t`: the end-user texts in the session's language (field-messages.ts). */
export function parseValue(
  el: ParsableElement,
  raw: unknown,
  known?: Record<string, FileInfo>,
  t: FieldMessages = FIELD_MESSAGES,
): Parsed {
  if (raw === null || raw === undefined) return ok(undefined);
  const str = (): string | undefined => (typeof raw === 'string' ? raw : undefined);
  switch (el.type) {
    case 'text':
    case 'textarea':
    case 'password':
      return str() === undefined ? malformed('wrong_type', t.wrongType.text) : ok(raw);
    case 'email': {
      const s = str();
      if (s === undefined) return malformed('wrong_type', t.wrongType.text);
      return s === '' || EMAIL.test(s) ? ok(s) : invalid('invalid_email', t.email);
    }
    case 'number': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return ok(raw);
      if (typeof raw === 'string' && raw.trim() === '') return ok(undefined);
      if (typeof raw === 'string' && Number.isFinite(Number(raw))) return ok(Number(raw));
      return malformed('wrong_type', t.wrongType.number);
    }
    case 'phone_number':
      return phone(raw, t);
    case 'select':
    case 'radio': {
      const s = str();
      if (s === undefined) return malformed('wrong_type', t.option);
      return s === '' || el.options.some((o) => o.name === s) ? ok(s) : invalid('not_an_option', t.option);
    }
    case 'check_box': {
      if (!el.options || el.options.length === 0) {
        if (typeof raw === 'boolean') return ok(raw);
        if (raw === 'true' || raw === 'false') return ok(raw === 'true');
        return malformed('wrong_type', t.wrongType.boolean);
      }
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list) || !list.every((x): x is string => typeof x === 'string'))
        return malformed('wrong_type', t.option);
      const names = new Set(el.options.map((o) => o.name));
      if (list.some((x) => !names.has(x))) return invalid('not_an_option', t.option);
      return ok([...new Set(list)]);
    }
    case 'date_picker': {
      const s = str();
      if (s === undefined) return malformed('wrong_type', t.wrongType.date);
      if (s === '') return ok(undefined);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return malformed('wrong_format', t.wrongType.date);
      return isIsoDate(s) ? ok(s) : invalid('invalid_date', t.date);
    }
    case 'date_part_select': {
      if (raw === '') return ok(undefined);
      const n = integer(raw);
      if (n === undefined) return malformed('wrong_type', t.datePart(el.partType));
      const [lo, hi] = el.partType === 'day' ? [1, 31] : el.partType === 'month' ? [1, 12] : [1, 9999];
      return n >= lo && n <= hi ? ok(n) : invalid('invalid_date', t.datePart(el.partType));
    }
    case 'country_select': {
      const s = str();
      if (s === undefined) return malformed('wrong_type', t.country);
      return s === '' || isCountryCode(s) ? ok(s) : invalid('invalid_country', t.country);
    }
    case 'currency_select': {
      const s = str();
      if (s === undefined) return malformed('wrong_type', t.currency);
      return s === '' || isCurrencyCode(s) ? ok(s) : invalid('invalid_currency', t.currency);
    }
    case 'file':
    case 'enhanced_file':
      return files(raw, el, known, t);
    case 'spacing':
    case 'plain_text':
      return ok(undefined);
  }
}

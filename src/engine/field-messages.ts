/**
 * The per-field messages a person filling in a form reads (the hosted page shows them under the
 * field): plain sentences saying what to do, with no JSON, regex or ISO jargon, in the session's
 * language from the message catalogues (src/i18n). A flow's own `errorMessage` and its
 * translations take precedence.
 *
 * The top-level messages of the codes (4006 "Missing data for a required element", 4008, ...)
 * stay the real API's wire text (src/errors/catalogue.ts); these are `details[].message` only.
 * Malformed values (4007: a number sent as an object) are the integrating developer's bug, but an
 * API client may still show the person its details, so they too are plain sentences in the
 * person's language; `reason` (`wrong_type`, `unknown_field`, ...) is what a developer reads.
 */
import { formatFileSize, messagesFor, type Messages } from '../i18n/index.js';

export interface FieldMessages {
  required: string;
  readOnly: string;
  regex: string;
  email: string;
  phone: string;
  option: string;
  date: string;
  datePart(part: string): string;
  country: string;
  currency: string;
  unknownFile: string;
  fileType: string;
  min(bound: unknown): string;
  max(bound: unknown): string;
  minLength(n: number): string;
  maxLength(n: number): string;
  minDate(date: unknown): string;
  maxDate(date: unknown): string;
  maxItems(n: number): string;
  maxFileSize(bytes: number): string;
  incompleteDate(part: string): string;
  /** 4007: a value of the wrong JSON type, by what the field takes. */
  wrongType: { text: string; number: string; boolean: string; date: string; owners: string };
  unknownField(name: string): string;
  ambiguousField(name: string): string;
  twice: string;
  ownersRequired: string;
  ownersMax(n: number): string;
}

// Bounds come from flow documents: numbers for min/max, YYYY-MM-DD for dates; anything else is
// shown as written rather than formatted wrongly.
const asNumber = (v: unknown): number | string => (typeof v === 'number' ? v : String(v));

export function fieldMessages(m: Messages): FieldMessages {
  return {
    required: m.format('field.required'),
    readOnly: m.format('field.readOnly'),
    regex: m.format('field.regex'),
    email: m.format('field.email'),
    // An example number is a format, the same in every language.
    phone: m.format('field.phone', { example: '+46701234567' }),
    option: m.format('field.option'),
    date: m.format('field.date'),
    datePart: (part) => m.format('field.datePart', { part }),
    country: m.format('field.country'),
    currency: m.format('field.currency'),
    unknownFile: m.format('field.unknownFile'),
    fileType: m.format('field.fileType'),
    min: (bound) => m.format('field.min', { bound: asNumber(bound) }),
    max: (bound) => m.format('field.max', { bound: asNumber(bound) }),
    minLength: (count) => m.format('field.minLength', { count }),
    maxLength: (count) => m.format('field.maxLength', { count }),
    minDate: (date) => m.format('field.minDate', { date: String(date) }),
    maxDate: (date) => m.format('field.maxDate', { date: String(date) }),
    maxItems: (count) => m.format('field.maxItems', { count }),
    maxFileSize: (bytes) => m.format('field.maxFileSize', { size: formatFileSize(m.locale, bytes) }),
    incompleteDate: (part) => m.format('field.incompleteDate', { part }),
    wrongType: {
      text: m.format('value.text'),
      number: m.format('value.number'),
      boolean: m.format('value.boolean'),
      date: m.format('value.date'),
      owners: m.format('value.owners'),
    },
    unknownField: (name) => m.format('value.unknownField', { name }),
    ambiguousField: (name) => m.format('value.ambiguousField', { name }),
    twice: m.format('value.twice'),
    ownersRequired: m.format('owners.required'),
    ownersMax: (count) => m.format('owners.max', { count }),
  };
}

/** The en-US texts, for callers that have no session language (and as the tests' reference). */
export const FIELD_MESSAGES: FieldMessages = fieldMessages(messagesFor('en-US'));

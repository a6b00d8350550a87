/**
 * The per-field messages a person filling in a form reads (the hosted page shows them under the
 * field): plain sentences saying what to do, with no JSON, regex or ISO jargon. They are the
 * English defaults: a flow's own `errorMessage` and its translations take precedence.
 *
 * The top-level messages of the codes (4006 "Missing data for a required element", 4008, ...)
 * stay the real API's wire text (src/errors/catalogue.ts); these are `details[].message` only.
 * Malformed values (4007: a number sent as an object) are the integrating developer's bug, not
 * the person's, and keep their technical wording in parse-value.ts.
 */

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const FIELD_MESSAGES = {
  required: 'This field is required.',
  readOnly: 'This value was filled in for you and cannot be changed.',
  regex: 'This is not in the expected format.',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number with its country code, for example +46701234567.',
  option: 'Choose one of the options.',
  date: 'Enter a date that exists in the calendar.',
  datePart: (part: string) => `Choose a valid ${part}.`,
  country: 'Choose a country from the list.',
  currency: 'Choose a currency from the list.',
  unknownFile: 'This file could not be found. Please upload it again.',
  fileType: 'This type of file cannot be used here.',
  min: (bound: unknown) => `Enter a number of at least ${String(bound)}.`,
  max: (bound: unknown) => `Enter a number of at most ${String(bound)}.`,
  minLength: (n: number) => `Enter at least ${plural(n, 'character', 'characters')}.`,
  maxLength: (n: number) => `Enter no more than ${plural(n, 'character', 'characters')}.`,
  minDate: (date: unknown) => `Enter a date on or after ${String(date)}.`,
  maxDate: (date: unknown) => `Enter a date on or before ${String(date)}.`,
  maxItems: (n: number) => `Choose or add no more than ${n}.`,
  maxFileSize: (bytes: number) => `Each file must be ${sizeText(bytes)} or smaller.`,
} as const;

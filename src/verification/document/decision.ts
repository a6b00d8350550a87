/**
 * The decision is a pure function of the checks: each check name has one severity.
 * - hard: a failure means the document cannot be accepted (failed);
 * - soft: a failure means a person should look (needs_review).
 * Passed when nothing failed. not_applicable never counts.
 */
import type { Check, CheckName, DocumentRead } from './types.js';

export type Severity = 'hard' | 'soft';

export const SEVERITY: Readonly<Record<CheckName, Severity>> = {
  image_resolution: 'hard',
  image_sharpness: 'hard',
  image_glare: 'hard',
  mrz_found: 'hard',
  check_digit_document_number: 'hard',
  check_digit_birth_date: 'hard',
  check_digit_expiry_date: 'hard',
  check_digit_optional_data: 'hard',
  check_digit_composite: 'hard',
  birth_date_valid: 'hard',
  expiry_date_present: 'hard',
  expiry_date_valid: 'hard',
  not_expired: 'hard',
  document_type_allowed: 'hard',
  issuing_country_allowed: 'hard',
  // No check digit covers the country codes, names or sex: a wrong one may be an OCR slip.
  issuing_country_known: 'soft',
  nationality_known: 'soft',
  names_readable: 'soft',
  sex_readable: 'soft',
  // Someone else's name, or another birth date, is someone else's document.
  name_similar: 'hard',
  birth_date_matches: 'hard',
  // Close but not equal (a dropped middle name, another transliteration): a person decides.
  name_exact: 'soft',
  // Dual nationals may show the other passport.
  nationality_matches: 'soft',
};

export function decide(checks: readonly Check[]): DocumentRead['decision'] {
  const failed = checks.filter((c) => c.result === 'failed');
  if (failed.some((c) => SEVERITY[c.name] === 'hard')) return 'failed';
  if (failed.length > 0) return 'needs_review';
  return 'passed';
}

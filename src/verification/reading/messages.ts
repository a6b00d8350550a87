/** What the person is told when a document cannot be used, by reason (English, like the MRZ verifier's). */
import type { ReadField, UnreadableReason } from './types.js';

export const UNREADABLE_MESSAGES: Readonly<Record<UnreadableReason, string>> = {
  unsupported_file: 'This file could not be opened. Upload a photo (JPEG, PNG or WebP) or a PDF of the document.',
  image_too_small:
    'The image is too small to read. Upload a sharper photo or scan, with the document filling the frame.',
  pdf_unreadable: 'This PDF could not be read. Upload another copy, or a photo of the document.',
  no_text: 'No text could be read on this document. Make sure it is flat, well lit and in focus, and try again.',
};

const FIELD_NAMES: Readonly<Record<ReadField, string>> = {
  names: 'the name',
  date_of_birth: 'the date of birth',
  document_number: 'the document number',
  address: 'the address',
  company_name: 'the company name',
  registration_number: 'the registration number',
  date_of_incorporation: 'the date of incorporation',
};

export function missingMessage(missing: readonly ReadField[]): string {
  const names = missing.map((f) => FIELD_NAMES[f]);
  const list = names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return `We could not find ${list} on this document. Upload a clearer copy, or the page that shows it.`;
}

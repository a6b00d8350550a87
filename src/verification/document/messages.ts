/**
 * What the person is told when a photo or a document will not do. English only in this
 * increment; the hosted page will look these up by reason when it shows the step.
 */
import type { CheckName, UnreadableReason } from './types.js';

export const UNREADABLE_MESSAGES: Readonly<Record<UnreadableReason, string>> = {
  unsupported_image: 'We could not open this file. Please upload a photo of your document as JPEG, PNG or WebP.',
  image_too_small: 'The photo is too small to read. Please take it closer, so the document fills the frame.',
  image_blurred: 'The photo is blurred. Please hold the camera still, let it focus, and take the photo again.',
  image_glare:
    'There is glare on the document. Please move away from direct light or tilt the document slightly, and take the photo again.',
  mrz_not_found:
    'We could not find the machine-readable lines (the rows of letters and <<< at the bottom). Please photograph the page or side that has them, flat and fully in view.',
};

/** For a read document that failed: the message for its first hard failure, where another try can help. */
export function retryMessageFor(failed: CheckName): string | undefined {
  switch (failed) {
    case 'check_digit_document_number':
    case 'check_digit_birth_date':
    case 'check_digit_expiry_date':
    case 'check_digit_optional_data':
    case 'check_digit_composite':
    case 'birth_date_valid':
    case 'expiry_date_valid':
      return 'We could not read the lines at the bottom of your document reliably. Please take a new photo in even light, with the whole document in view.';
    case 'expiry_date_present':
    case 'not_expired':
      return 'This document has expired or shows no expiry date. Please use a valid document.';
    case 'document_type_allowed':
      return 'This type of document is not accepted here. Please use one of the documents listed.';
    case 'issuing_country_allowed':
      return 'Documents from this issuing country are not accepted here. Please use another document.';
    case 'name_similar':
    case 'birth_date_matches':
      return 'The details on the document do not match the ones you entered. Please check them, or use your own document.';
    default:
      return undefined;
  }
}

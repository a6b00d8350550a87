/**
 * What the person is told when a photo or a document will not do. The unreadable reasons' texts
 * are the message catalogue's (src/i18n, `document.retry.*`): the engine shows them in the
 * session's language; these en-US ones are what the verifier records.
 */
import { messagesFor } from '../../i18n/index.js';
import type { CheckName, UnreadableReason } from './types.js';

const EN = messagesFor('en-US');
export const UNREADABLE_MESSAGES: Readonly<Record<UnreadableReason, string>> = {
  unsupported_image: EN.format('document.retry.unsupported_image'),
  image_too_small: EN.format('document.retry.image_too_small'),
  image_blurred: EN.format('document.retry.image_blurred'),
  image_glare: EN.format('document.retry.image_glare'),
  mrz_not_found: EN.format('document.retry.mrz_not_found'),
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

/**
 * What the person is told when a photo or a document will not do. The texts are the message
 * catalogue's (src/i18n, `document.retry.<reason>`): the engine shows them in the session's
 * language from the reason; these en-US ones are what the verifier records.
 */
import { messagesFor } from '../../i18n/index.js';
import type { CheckName, FailedRetryReason, UnreadableReason } from './types.js';

const EN = messagesFor('en-US');
export const UNREADABLE_MESSAGES: Readonly<Record<UnreadableReason, string>> = {
  unsupported_image: EN.format('document.retry.unsupported_image'),
  image_too_small: EN.format('document.retry.image_too_small'),
  image_blurred: EN.format('document.retry.image_blurred'),
  image_glare: EN.format('document.retry.image_glare'),
  mrz_not_found: EN.format('document.retry.mrz_not_found'),
};

export const FAILED_RETRY_MESSAGES: Readonly<Record<FailedRetryReason, string>> = {
  mrz_misread: EN.format('document.retry.mrz_misread'),
  expired: EN.format('document.retry.expired'),
  type_not_accepted: EN.format('document.retry.type_not_accepted'),
  country_not_accepted: EN.format('document.retry.country_not_accepted'),
  details_mismatch: EN.format('document.retry.details_mismatch'),
};

/** For a read document that failed: why, for its first hard failure, where another try can help. */
export function retryReasonFor(failed: CheckName): FailedRetryReason | undefined {
  switch (failed) {
    case 'check_digit_document_number':
    case 'check_digit_birth_date':
    case 'check_digit_expiry_date':
    case 'check_digit_optional_data':
    case 'check_digit_composite':
    case 'birth_date_valid':
    case 'expiry_date_valid':
      return 'mrz_misread';
    case 'expiry_date_present':
    case 'not_expired':
      return 'expired';
    case 'document_type_allowed':
      return 'type_not_accepted';
    case 'issuing_country_allowed':
      return 'country_not_accepted';
    case 'name_similar':
    case 'birth_date_matches':
      return 'details_mismatch';
    default:
      return undefined;
  }
}

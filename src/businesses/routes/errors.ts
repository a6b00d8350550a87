/** Maps the business module's validation and PrefillId failures to the API's error shape. */
import { ApiError } from '../../http/errors.js';
import type { FieldError } from '../request.js';
import type { PrefillTokenError } from '../prefill-token.js';

export function invalidRequest(errors: FieldError[]): ApiError {
  return new ApiError(4400, 'Invalid request', errors.map((e) => ({ field: e.field === '' ? 'body' : `body/${e.field}`, reason: 'invalid', message: e.message })));
}

/** Tampered or unreadable tokens are bad input; other tenants' and vanished records look absent. */
export function prefillError(error: PrefillTokenError): ApiError {
  switch (error) {
    case 'malformed':
    case 'bad_signature':
      return new ApiError(4400, 'Invalid PrefillId', [{ field: 'PrefillId', reason: error, message: 'is not a PrefillId issued by this service' }]);
    case 'expired':
      return new ApiError(4400, 'PrefillId has expired', [{ field: 'PrefillId', reason: 'expired', message: 'search again for a fresh PrefillId' }]);
    case 'other_tenant':
    case 'unknown_record':
      return new ApiError(4404, 'No business for this PrefillId');
  }
}

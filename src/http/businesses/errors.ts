/** Maps the business module's validation and PrefillId failures to the API's error shape. */
import { OnwardError } from '../../errors/index.js';
import type { FieldError } from '../../businesses/request.js';
import type { PrefillTokenError } from '../../businesses/prefill-token.js';

export function invalidRequest(errors: FieldError[]): OnwardError {
  return new OnwardError(
    4400,
    'Invalid request',
    errors.map((e) => ({ field: e.field === '' ? 'body' : `body/${e.field}`, reason: 'invalid', message: e.message })),
  );
}

/** Tampered or unreadable tokens are bad input; other tenants' and vanished records look absent. */
export function prefillError(error: PrefillTokenError): OnwardError {
  switch (error) {
    case 'malformed':
    case 'bad_signature':
      return new OnwardError(4400, 'Invalid PrefillId', [
        { field: 'PrefillId', reason: error, message: 'is not a PrefillId issued by this service' },
      ]);
    case 'expired':
      return new OnwardError(4400, 'PrefillId has expired', [
        { field: 'PrefillId', reason: 'expired', message: 'search again for a fresh PrefillId' },
      ]);
    case 'other_tenant':
    case 'unknown_record':
      return new OnwardError(4404, 'No business for this PrefillId');
  }
}

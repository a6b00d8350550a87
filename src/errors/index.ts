/** Onward's errors: the closed catalogue and the one error type domains throw (no HTTP here). */
export { ERRORS, isErrorCode, kindOf, type ErrorCode, type ErrorKind } from './catalogue.js';
export { OnwardError, type ErrorBody, type ErrorDetail, type ErrorHints } from './onward-error.js';

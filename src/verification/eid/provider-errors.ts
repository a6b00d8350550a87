/**
 * Turns what openid-client throws into Onward's errors, so the step can answer precisely:
 * provider unreachable or failing (5xx, timeout) → 6505 `unavailable`, worth retrying; an answer
 * that fails verification → 4461; an OAuth error from the provider → 4462; a configuration the
 * deployment cannot use → 4206. An openid-client error not recognised below is a failed
 * verification (when in doubt the identity is not accepted); any other error is our own bug and
 * is passed on unchanged.
 */
import { ClientError, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';
import { OnwardError } from '../../errors/index.js';
import { ProviderRefusedByGuard, ProviderUnreachable } from './outbound-fetch.js';

/** How long a caller should wait before trying an unavailable provider again. */
const RETRY_AFTER_SECONDS = 30;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && chain.length < 10) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

export function unavailable(issuer: string, reason: string): OnwardError {
  return new OnwardError(
    6505,
    `the electronic ID provider ${issuer} is unavailable`,
    [{ reason, message: `the provider could not be reached or failed (${reason})` }],
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}

export function verificationFailed(reason: string, message: string): OnwardError {
  return new OnwardError(4461, undefined, [{ reason, message }]);
}

/** Error codes of oauth4webapi whose meaning is "the provider's answer does not verify". */
const VERIFICATION_CODES = new Map<string, string>([
  ['OAUTH_JWT_CLAIM_COMPARISON_FAILED', 'id_token_claim_mismatch'],
  ['OAUTH_JWT_TIMESTAMP_CHECK_FAILED', 'id_token_expired_or_not_yet_valid'],
  ['OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED', 'issuer_mismatch'],
  ['OAUTH_KEY_SELECTION_FAILED', 'signing_key_not_found'],
  ['OAUTH_INVALID_RESPONSE', 'invalid_response'],
  ['OAUTH_PARSE_ERROR', 'invalid_response'],
  ['OAUTH_RESPONSE_IS_NOT_JSON', 'invalid_response'],
  ['OAUTH_INVALID_SERVER_METADATA', 'invalid_metadata'],
  ['OAUTH_MISSING_SERVER_METADATA', 'invalid_metadata'],
]);

export function toOnwardError(error: unknown, issuer: string): Error {
  if (error instanceof OnwardError) return error;
  const chain = causes(error);
  const unreachable = chain.find((e): e is ProviderUnreachable => e instanceof ProviderUnreachable);
  if (unreachable) return unavailable(issuer, unreachable.reason);
  const guarded = chain.find((e): e is ProviderRefusedByGuard => e instanceof ProviderRefusedByGuard);
  if (guarded) {
    return new OnwardError(4206, 'the electronic ID issuer is not reachable from this server', [
      { field: 'issuer', reason: 'outbound_refused', message: guarded.reason },
    ]);
  }
  if (error instanceof ResponseBodyError) {
    if (error.status >= 500 || error.error === 'temporarily_unavailable')
      return unavailable(issuer, `${error.status} ${error.error}`);
    return new OnwardError(4462, undefined, [
      { reason: error.error, message: error.error_description ?? `the provider answered ${error.error}` },
    ]);
  }
  if (error instanceof WWWAuthenticateChallengeError) {
    // A 401 names its OAuth error (e.g. invalid_client) in the WWW-Authenticate challenge, not the body.
    const reason = error.cause.find((c) => typeof c.parameters.error === 'string')?.parameters.error ?? 'challenge';
    return new OnwardError(4462, undefined, [{ reason, message: `the provider answered ${error.status} ${reason}` }]);
  }
  if (error instanceof ClientError) {
    const code = error.code ?? '';
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return unavailable(issuer, 'timed out');
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
      const status = chain.find((e): e is Response => e instanceof Response)?.status;
      if (status === undefined || status >= 500 || status === 429)
        return unavailable(issuer, `HTTP ${status ?? 'error'}`);
      return new OnwardError(4462, undefined, [
        { reason: `http_${status}`, message: `the provider answered HTTP ${status}` },
      ]);
    }
    if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN' || code === 'OAUTH_REQUEST_PROTOCOL_FORBIDDEN') {
      return new OnwardError(4206, 'the electronic ID provider must be reached over https', [
        { field: 'issuer', reason: 'insecure_issuer', message: error.message },
      ]);
    }
    return verificationFailed(VERIFICATION_CODES.get(code) ?? 'verification_failed', error.message);
  }
  return error instanceof Error ? error : new Error(String(error));
}

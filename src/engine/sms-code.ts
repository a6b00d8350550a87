// Pure helpers of sms steps shared with the send job: the stored hash of a code, its constant-time
// check, and the masked phone number a step view shows.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * HMAC-SHA256 under the service's sms-code key over a per-code random salt and the code. A plain
 * hash of a 6-digit code is cracked offline in a moment by whoever reads the database; keyed, the
 * stored value says nothing without the key, which lives in the key ring (or ONWARD_SIGNING_SECRET).
 * The salt still makes equal codes of two sessions look different.
 */
export function smsCodeHash(key: Uint8Array, salt: string, code: string): string {
  return createHmac('sha256', key).update(`${salt}:${code}`).digest('hex');
}

/** Whether `code` is the one hashed; the digests have a fixed length, so the comparison is constant-time. */
export function smsCodeMatches(key: Uint8Array, salt: string, hash: string, code: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const actual = Buffer.from(smsCodeHash(key, salt, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** `+4741234567` -> `+47 *** ** 567`: enough for the user to recognise the number, not to learn it. */
export function maskPhoneNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  const shown = parsed ? parsed.formatInternational() : e164;
  const prefix = parsed ? `+${parsed.countryCallingCode}` : shown.slice(0, 3);
  const rest = shown.slice(prefix.length);
  const digits = rest.replace(/\D/g, '').length;
  let seen = 0;
  return prefix + rest.replace(/\d/g, (d) => (++seen > digits - 3 ? d : '*'));
}

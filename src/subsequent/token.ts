/**
 * The text of a subsequent token: `st_` and base64url of the token row's id (16 bytes) followed by
 * a 128-bit HMAC-SHA256 tag of it under the key ring's `subsequent-token` key (src/auth/keys.ts).
 * 46 characters. The row (migration 0030) holds the expiry and whether it was used; the tag means
 * neither a guessed id nor the database alone yields a token, and lets an END shown again show the
 * same token without storing it.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

const PREFIX = 'st_';
const TAG_BYTES = 16;

const uuidBytes = (id: string): Buffer => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidText = (b: Buffer): string => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

export function createSubsequentTokenCodec(secret: Uint8Array) {
  const tag = (id: Buffer): Buffer => createHmac('sha256', secret).update(id).digest().subarray(0, TAG_BYTES);
  return {
    newId: (): string => randomUUID(),
    encode(id: string): string {
      const bytes = uuidBytes(id);
      return PREFIX + Buffer.concat([bytes, tag(bytes)]).toString('base64url');
    },
    /** The row id a token names, or undefined when it is malformed or its tag does not match. */
    decode(token: string): string | undefined {
      if (!token.startsWith(PREFIX) || token.length > 64) return undefined;
      const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
      if (raw.length !== 16 + TAG_BYTES) return undefined;
      const id = raw.subarray(0, 16);
      return timingSafeEqual(raw.subarray(16), tag(id)) ? uuidText(id) : undefined;
    },
  };
}

export type SubsequentTokenCodec = ReturnType<typeof createSubsequentTokenCodec>;

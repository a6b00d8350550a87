// Session capability tokens: the one layout behind resume links (resume-links/token.ts) and the
// deprecated connector (connector/token.ts). A token names one session and mode, expires, may
// carry a few more bytes, and is signed, so any API process verifies it with the shared key and
// no database row. Layout before base64url:
//   [0]       layout version (1)
//   [1]       mode: 0 live, 1 test
//   [2..17]   session UUID, 16 bytes
//   [18..21]  expiry, seconds since the epoch, uint32 big-endian
//   [22..n-17] the kind's own bytes (none for resume links, the flow id for the connector)
//   [n-16..]  first 16 bytes of HMAC-SHA256(key, label + "\n" + the bytes before)
// A 128-bit tag is far beyond online guessing; the label keeps one kind's token from ever
// verifying as another's even under the same key.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type FlowMode = 'live' | 'test';

const LAYOUT = 1;
const HEAD = 22;
const TAG = 16;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export interface Capability {
  sessionId: string;
  mode: FlowMode;
  /** Seconds since the epoch. */
  expiresAt: number;
  /** The kind's own bytes. */
  extra: Buffer;
}

export type CapabilityError = 'malformed' | 'bad_signature' | 'expired';
export type OpenedCapability = { ok: true; capability: Capability } | { ok: false; error: CapabilityError };

export interface CapabilityCodec {
  seal(capability: Capability): string;
  /** Checks layout, signature and expiry; `extraBytes` bounds the kind's own bytes. */
  open(token: unknown, extraBytes: { min: number; max: number }): OpenedCapability;
}

export function isSessionId(id: string): boolean {
  return UUID.test(id);
}

export function createCapabilityCodec(opts: { label: string; secret: Uint8Array; now: () => number }): CapabilityCodec {
  if (opts.secret.length < 16) throw new Error(`${opts.label} secret must be at least 16 bytes`);
  const secret = Buffer.from(opts.secret);
  const tag = (body: Buffer): Buffer =>
    createHmac('sha256', secret).update(`${opts.label}\n`).update(body).digest().subarray(0, TAG);
  return {
    seal({ sessionId, mode, expiresAt, extra }) {
      if (!isSessionId(sessionId)) throw new Error(`not a session id: ${sessionId}`);
      const body = Buffer.alloc(HEAD + extra.length);
      body[0] = LAYOUT;
      body[1] = mode === 'test' ? 1 : 0;
      Buffer.from(sessionId.replace(/-/g, ''), 'hex').copy(body, 2);
      body.writeUInt32BE(expiresAt, 18);
      extra.copy(body, HEAD);
      return Buffer.concat([body, tag(body)]).toString('base64url');
    },
    open(token, extraBytes) {
      const maxChars = Math.ceil(((HEAD + extraBytes.max + TAG) * 4) / 3);
      if (typeof token !== 'string' || token.length > maxChars || !BASE64URL.test(token))
        return { ok: false, error: 'malformed' };
      const bytes = Buffer.from(token, 'base64url');
      // Decoding ignores stray trailing bits: re-encoding must give the token back, so one token
      // has exactly one spelling.
      if (bytes.toString('base64url') !== token) return { ok: false, error: 'malformed' };
      const extraLength = bytes.length - HEAD - TAG;
      if (extraLength < extraBytes.min || extraLength > extraBytes.max || bytes[0] !== LAYOUT || bytes[1]! > 1)
        return { ok: false, error: 'malformed' };
      const body = bytes.subarray(0, bytes.length - TAG);
      if (!timingSafeEqual(bytes.subarray(bytes.length - TAG), tag(body))) return { ok: false, error: 'bad_signature' };
      const expiresAt = body.readUInt32BE(18);
      if (expiresAt * 1000 <= opts.now()) return { ok: false, error: 'expired' };
      const hex = body.subarray(2, 18).toString('hex');
      const sessionId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return {
        ok: true,
        capability: {
          sessionId,
          mode: body[1] === 1 ? 'test' : 'live',
          expiresAt,
          extra: Buffer.from(body.subarray(HEAD)),
        },
      };
    },
  };
}

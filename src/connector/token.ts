// Connector tokens (GET /connector/{clientId}/{flowId} issues one, GET /flow-connect/{token}
// redeems it): a short-lived, signed capability "end client S may start or continue flow F as the
// same person". Like resume-link tokens they need no database row: any API process verifies them
// with the shared 'flow-connector' key (auth/keys.ts). Redemption is by possession, so the token
// must be unguessable, tamper-evident and expire soon.
//
// Layout before base64url (38 + flowId bytes):
//   [0]        layout version (1)
//   [1]        mode: 0 live, 1 test
//   [2..17]    source session UUID, 16 bytes
//   [18..21]   expiry, seconds since the epoch, uint32 big-endian
//   [22..n-17] target flow id, UTF-8 (1 to 64 characters)
//   [n-16..]   first 16 bytes of HMAC-SHA256(key, "onward-flow-connector\n" + the bytes before)
// The tenant is not in the token: it is the source session's, read back at redemption.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FlowMode } from '../sessions/repository.js';

export const DEFAULT_CONNECTOR_TTL_SECONDS = 600;
const LAYOUT = 1;
const HEAD = 22;
const TAG = 16;
const MAX_FLOW_ID_BYTES = 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConnectorRef {
  sourceId: string;
  flowId: string;
  mode: FlowMode;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type ConnectorTokenError = 'malformed' | 'bad_signature' | 'expired';
export type ConnectorVerification = { ok: true; ref: ConnectorRef } | { ok: false; error: ConnectorTokenError };

export interface ConnectorTokens {
  issue(ref: { sourceId: string; flowId: string; mode: FlowMode }): { token: string; expiresAt: number };
  verify(token: string): ConnectorVerification;
  readonly ttlSeconds: number;
}

export interface ConnectorTokenOptions {
  secret: Uint8Array;
  ttlSeconds?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
}

export function createConnectorTokens(opts: ConnectorTokenOptions): ConnectorTokens {
  if (opts.secret.length < 16) throw new Error('connector token secret must be at least 16 bytes');
  const secret = Buffer.from(opts.secret);
  const ttl = opts.ttlSeconds ?? DEFAULT_CONNECTOR_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`bad connector token lifetime: ${ttl}`);
  const now = opts.now ?? Date.now;
  const tag = (body: Buffer): Buffer =>
    createHmac('sha256', secret).update('onward-flow-connector\n').update(body).digest().subarray(0, TAG);

  return {
    ttlSeconds: ttl,
    issue({ sourceId, flowId, mode }) {
      if (!UUID.test(sourceId)) throw new Error(`not a session id: ${sourceId}`);
      const flow = Buffer.from(flowId, 'utf8');
      if (flow.length === 0 || flow.length > MAX_FLOW_ID_BYTES) throw new Error(`bad flow id: ${flowId}`);
      const expiresAt = Math.floor(now() / 1000) + ttl;
      const body = Buffer.alloc(HEAD + flow.length);
      body[0] = LAYOUT;
      body[1] = mode === 'test' ? 1 : 0;
      Buffer.from(sourceId.replace(/-/g, ''), 'hex').copy(body, 2);
      body.writeUInt32BE(expiresAt, 18);
      flow.copy(body, HEAD);
      return { token: Buffer.concat([body, tag(body)]).toString('base64url'), expiresAt };
    },
    verify(token) {
      // Base64url of 39 to 294 bytes: 52 to 392 characters.
      if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{52,392}$/.test(token)) return { ok: false, error: 'malformed' };
      const bytes = Buffer.from(token, 'base64url');
      // Decoding is lenient about trailing bits: re-encoding must give the token back, so one
      // token has exactly one spelling.
      if (bytes.toString('base64url') !== token) return { ok: false, error: 'malformed' };
      if (bytes.length <= HEAD + TAG || bytes[0] !== LAYOUT || bytes[1]! > 1) return { ok: false, error: 'malformed' };
      const body = bytes.subarray(0, bytes.length - TAG);
      if (!timingSafeEqual(bytes.subarray(bytes.length - TAG), tag(body))) return { ok: false, error: 'bad_signature' };
      const expiresAt = body.readUInt32BE(18);
      if (expiresAt * 1000 <= now()) return { ok: false, error: 'expired' };
      const hex = body.subarray(2, 18).toString('hex');
      const sourceId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      const flowId = body.subarray(HEAD).toString('utf8');
      return { ok: true, ref: { sourceId, flowId, mode: body[1] === 1 ? 'test' : 'live', expiresAt } };
    },
  };
}

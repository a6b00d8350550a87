// Connector tokens (GET /connector/{clientId}/{flowId} issues one, GET /flow-connect/{token}
// redeems it): a short-lived, signed capability "end client S may start or continue flow F as the
// same person". Like resume-link tokens they need no database row: any API process verifies them
// with the shared 'flow-connector' key (auth/keys.ts). Redemption is by possession, so the token
// must be unguessable, tamper-evident and expire soon. The layout is auth/capability-token.ts's,
// naming the source session, with the target flow id (UTF-8, 1 to 256 bytes) as its own bytes:
// 38 + flowId bytes. The tenant is not in the token: it is the source session's, read back at
// redemption.
import { createCapabilityCodec } from '../auth/capability-token.js';
import type { FlowMode } from '../sessions/repository.js';

export const DEFAULT_CONNECTOR_TTL_SECONDS = 600;
const MAX_FLOW_ID_BYTES = 256;

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
  const ttl = opts.ttlSeconds ?? DEFAULT_CONNECTOR_TTL_SECONDS;
  if (!Number.isInteger(ttl) || ttl <= 0) throw new Error(`bad connector token lifetime: ${ttl}`);
  const now = opts.now ?? Date.now;
  const codec = createCapabilityCodec({ label: 'onward-flow-connector', secret: opts.secret, now });

  return {
    ttlSeconds: ttl,
    issue({ sourceId, flowId, mode }) {
      const flow = Buffer.from(flowId, 'utf8');
      if (flow.length === 0 || flow.length > MAX_FLOW_ID_BYTES) throw new Error(`bad flow id: ${flowId}`);
      const expiresAt = Math.floor(now() / 1000) + ttl;
      return { token: codec.seal({ sessionId: sourceId, mode, expiresAt, extra: flow }), expiresAt };
    },
    verify(token) {
      const opened = codec.open(token, { min: 1, max: MAX_FLOW_ID_BYTES });
      if (!opened.ok) return opened;
      const { sessionId, mode, expiresAt, extra } = opened.capability;
      return { ok: true, ref: { sourceId: sessionId, flowId: extra.toString('utf8'), mode, expiresAt } };
    },
  };
}

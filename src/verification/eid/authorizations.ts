/**
 * The durable record of an authorization in flight: written by `begin`, consumed exactly once by
 * `complete`. Each operation is one statement outside any transaction, so no outbound call ever
 * runs while a transaction (or SQLite's write lock) is held.
 */
import { createHash } from 'node:crypto';
import type { Store } from '../../store/database.js';

export interface PendingAuthorization {
  handle: string;
  sessionRef: string;
  nodeId: string;
  issuer: string;
  /** The node's configuration as JSON, secret sealed or by reference. */
  config: string;
  redirectUri: string;
  nonce: string;
  /** Sealed by the caller; this store only keeps it. */
  sealedCodeVerifier: string;
  /** Sealed by the caller: where the browser goes after the callback, opaque here. */
  sealedReturnTo: string | null;
  /** Hash (hashState) of the secret the starting browser holds; null when the start bound none. */
  browserBindingHash: string | null;
  createdAt: number;
  expiresAt: number;
}

/** What consuming a state found: each refusal is its own case so the caller can say why. */
export type ConsumeResult =
  | { kind: 'consumed'; authorization: PendingAuthorization }
  | { kind: 'expired'; authorization: PendingAuthorization }
  | { kind: 'replayed' }
  | { kind: 'unknown' };

export interface AuthorizationStore {
  insert(state: string, authorization: PendingAuthorization): Promise<void>;
  /** Marks the state used and returns its authorization; a second call for the same state is `replayed`. */
  consume(state: string, now: number): Promise<ConsumeResult>;
  /** Deletes rows that expired before `before`; returns how many. */
  purgeExpired(before: number): Promise<number>;
}

/** Only the hash is stored, so reading the table does not yield a state that could be replayed. */
export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

export function createAuthorizationStore(store: Store): AuthorizationStore {
  const { db } = store;
  return {
    async insert(state, a) {
      await store.write(
        db
          .insertInto('eid_authorizations')
          .values({
            handle: a.handle,
            state_hash: hashState(state),
            session_ref: a.sessionRef,
            node_id: a.nodeId,
            issuer: a.issuer,
            config: a.config,
            redirect_uri: a.redirectUri,
            nonce: a.nonce,
            code_verifier: a.sealedCodeVerifier,
            return_to: a.sealedReturnTo,
            browser_binding: a.browserBindingHash,
            created_at: a.createdAt,
            expires_at: a.expiresAt,
            consumed_at: null,
          })
          .compile(),
      );
    },
    async consume(state, now) {
      const stateHash = hashState(state);
      // One conditional UPDATE decides who uses the state: of two concurrent callbacks exactly one
      // sees a row come back. An expired row is consumed too, so it cannot be tried again.
      const result = await store.write(
        db
          .updateTable('eid_authorizations')
          .set({ consumed_at: now })
          .where('state_hash', '=', stateHash)
          .where('consumed_at', 'is', null)
          .returningAll()
          .compile(),
      );
      const row = result.rows[0];
      if (!row) {
        const seen = await db
          .selectFrom('eid_authorizations')
          .select('handle')
          .where('state_hash', '=', stateHash)
          .executeTakeFirst();
        return seen ? { kind: 'replayed' } : { kind: 'unknown' };
      }
      const authorization: PendingAuthorization = {
        handle: row.handle,
        sessionRef: row.session_ref,
        nodeId: row.node_id,
        issuer: row.issuer,
        config: row.config,
        redirectUri: row.redirect_uri,
        nonce: row.nonce,
        sealedCodeVerifier: row.code_verifier,
        sealedReturnTo: row.return_to,
        browserBindingHash: row.browser_binding,
        createdAt: Number(row.created_at),
        expiresAt: Number(row.expires_at),
      };
      return authorization.expiresAt <= now ? { kind: 'expired', authorization } : { kind: 'consumed', authorization };
    },
    async purgeExpired(before) {
      const result = await store.write(db.deleteFrom('eid_authorizations').where('expires_at', '<', before).compile());
      return Number(result.numAffectedRows ?? 0n);
    },
  };
}

/**
 * Studio sign-in sessions, kept in the database so sign-out revokes them on every process.
 * The cookie carries a random 256-bit secret; the table holds only its SHA-256, so reading the
 * database does not give anyone a usable cookie. The CSRF token is an HMAC of the secret: the
 * server recomputes it from the cookie on each call (nothing more to store), and a page that
 * cannot read the HttpOnly cookie cannot derive it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface StudioSessionLimits {
  /** A session unused for this long is over. */
  idleMs: number;
  /** A session is over this long after sign-in, however busy. */
  maxMs: number;
}

export interface StudioSession {
  tenantId: string;
  subject: string;
  createdAt: number;
  /** When the session ends at the latest (absolute expiry). */
  expiresAt: number;
  /** When it ends if unused from now on (idle expiry, capped by expiresAt). */
  idleExpiresAt: number;
}

export type SessionLookup =
  { ok: true; session: StudioSession } | { ok: false; reason: 'unknown' | 'revoked' | 'expired' };

export interface StudioSessions {
  /** Starts a session; the secret goes into the cookie and is never stored. */
  open(input: { tenantId: string; subject: string }): Promise<{ secret: string; session: StudioSession }>;
  /** The session a cookie names, and marks it used (which pushes its idle expiry on). */
  resolve(secret: string): Promise<SessionLookup>;
  /** Sign-out: the secret stops working at once, everywhere. */
  revoke(secret: string): Promise<void>;
  /** The CSRF token of a session, derived from its secret. */
  csrfToken(secret: string): string;
  /** Whether `token` is the session's CSRF token (constant time). */
  csrfMatches(secret: string, token: string): boolean;
}

// Writing last_seen_at on every call would make each read a write; a minute's slack on a
// half-hour idle limit is invisible to users.
const TOUCH_EVERY_MS = 60_000;

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export function createStudioSessions(
  db: Kysely<Database>,
  limits: StudioSessionLimits,
  now: () => number = Date.now,
): StudioSessions {
  const shape = (
    row: { tenant_id: string; subject: string; created_at: number; expires_at: number },
    seen: number,
  ): StudioSession => ({
    tenantId: row.tenant_id,
    subject: row.subject,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    idleExpiresAt: Math.min(seen + limits.idleMs, row.expires_at),
  });
  const csrfToken = (secret: string): string =>
    createHmac('sha256', secret).update('onward-studio-csrf').digest('base64url');

  return {
    async open({ tenantId, subject }) {
      const at = now();
      // Dead rows are swept here rather than by a timer: sign-ins are rare and this keeps the table small.
      await db
        .deleteFrom('studio_sessions')
        .where('expires_at', '<=', at - limits.idleMs)
        .execute();
      const secret = randomBytes(32).toString('base64url');
      const row = {
        id: hashOf(secret),
        tenant_id: tenantId,
        subject,
        created_at: at,
        last_seen_at: at,
        expires_at: at + limits.maxMs,
        revoked_at: null,
      };
      await db.insertInto('studio_sessions').values(row).execute();
      return { secret, session: shape(row, at) };
    },

    async resolve(secret) {
      const id = hashOf(secret);
      const row = await db.selectFrom('studio_sessions').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
      const at = now();
      if (at >= row.expires_at || at >= row.last_seen_at + limits.idleMs) return { ok: false, reason: 'expired' };
      if (at - row.last_seen_at >= TOUCH_EVERY_MS) {
        await db.updateTable('studio_sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
        return { ok: true, session: shape(row, at) };
      }
      return { ok: true, session: shape(row, row.last_seen_at) };
    },

    async revoke(secret) {
      await db
        .updateTable('studio_sessions')
        .set({ revoked_at: now() })
        .where('id', '=', hashOf(secret))
        .where('revoked_at', 'is', null)
        .execute();
    },

    csrfToken,

    csrfMatches(secret, token) {
      const expected = Buffer.from(csrfToken(secret));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

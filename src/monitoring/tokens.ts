/**
 * Enrollment API credentials: access tokens (JWTs with their own audience, so a flow-API token is
 * refused here and the other way round) and rotating refresh tokens. A refresh token is stored as
 * its SHA-256 only; using it marks it used and issues a new pair in one statement, so it works
 * once. Presenting a used one again revokes its whole family (RFC 6819 §5.2.2.3): whoever holds
 * the stolen copy and whoever holds the rotated one both have to sign in again.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { AccessTokens, Principal } from '../auth/access-tokens.js';

export const ENROLLMENT_AUDIENCE = 'enrollment-api';
export const ENROLLMENT_SCOPE = 'enrollment';
const REFRESH_TTL_MS = 30 * 86_400_000;

export interface TokenPair {
  Token: string;
  TokenType: 'bearer';
  RefreshToken: string;
  ExpiresIn: number;
}

export interface EnrollmentTokens {
  /** `subject` names the caller: `user:<id>` or `client:<id>`; enrollments remember it as owner. */
  issue(tenantId: string, subject: string): Promise<TokenPair>;
  refresh(refreshToken: string): Promise<TokenPair | undefined>;
  verify(token: string): ReturnType<AccessTokens['verify']>;
}

const hash = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function createEnrollmentTokens(
  db: Kysely<Database>,
  tokens: AccessTokens,
  now: () => number = Date.now,
): EnrollmentTokens {
  /** Stores a new refresh token (in the caller's transaction, if any) and returns it in clear. */
  async function newRefresh(
    executor: Kysely<Database>,
    tenantId: string,
    subject: string,
    familyId: string,
  ): Promise<string> {
    const refresh = `rt_${randomBytes(32).toString('base64url')}`;
    const at = now();
    await executor
      .insertInto('enrollment_refresh_tokens')
      .values({
        token_hash: hash(refresh),
        family_id: familyId,
        tenant_id: tenantId,
        subject,
        expires_at: at + REFRESH_TTL_MS,
        used_at: null,
        revoked_at: null,
        created_at: at,
      })
      .execute();
    return refresh;
  }

  // The access token is signed outside any transaction: signing may read the key ring, and on
  // SQLite a read on the root handle inside a transaction would wait for that transaction.
  async function pair(tenantId: string, subject: string, refresh: string): Promise<TokenPair> {
    const principal: Principal = { tenantId, clientId: subject, scopes: [ENROLLMENT_SCOPE] };
    const access = await tokens.issue(principal, ENROLLMENT_AUDIENCE);
    return { Token: access.token, TokenType: 'bearer', RefreshToken: refresh, ExpiresIn: access.expiresIn };
  }

  return {
    async issue(tenantId, subject) {
      return pair(tenantId, subject, await newRefresh(db, tenantId, subject, randomUUID()));
    },
    async refresh(refreshToken) {
      const tokenHash = hash(refreshToken);
      const rotated = await db.transaction().execute(async (tx) => {
        const at = now();
        const used = await tx
          .updateTable('enrollment_refresh_tokens')
          .set({ used_at: at })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', at)
          .returning(['tenant_id', 'subject', 'family_id'])
          .executeTakeFirst();
        if (used) return { ...used, refresh: await newRefresh(tx, used.tenant_id, used.subject, used.family_id) };
        const replay = await tx
          .selectFrom('enrollment_refresh_tokens')
          .select('family_id')
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is not', null)
          .executeTakeFirst();
        if (replay) {
          await tx
            .updateTable('enrollment_refresh_tokens')
            .set({ revoked_at: at })
            .where('family_id', '=', replay.family_id)
            .where('revoked_at', 'is', null)
            .execute();
        }
        return undefined;
      });
      return rotated ? pair(rotated.tenant_id, rotated.subject, rotated.refresh) : undefined;
    },
    verify: (token) => tokens.verify(token, ENROLLMENT_AUDIENCE),
  };
}

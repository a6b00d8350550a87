/**
 * Signing keys for tokens and signed links. Kept in the database so every API process behind one
 * PostgreSQL signs and verifies with the same key; ONWARD_SIGNING_SECRET overrides it for
 * deployments that manage secrets outside the database.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export type KeyPurpose =
  | 'access-token'
  | 'resume-link'
  | 'prefill'
  | 'webhook-secrets'
  | 'flow-connector'
  | 'subsequent-token'
  | 'sms-code'
  | 'event-callback-token';

export interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

export interface KeyRing {
  /** The key new signatures use. */
  current(purpose: KeyPurpose): Promise<SigningKey>;
  /** Any key that may have signed something still valid (rotation keeps old ones). */
  find(purpose: KeyPurpose, kid: string): Promise<SigningKey | undefined>;
}

export function createKeyRing(db: Kysely<Database>, envSecret?: string): KeyRing {
  const cache = new Map<string, SigningKey>();

  const derived = (purpose: KeyPurpose): SigningKey | undefined =>
    envSecret === undefined
      ? undefined
      : {
          kid: `env-${purpose}`,
          secret: createHash('sha256').update(`onward:${purpose}:`).update(envSecret).digest(),
        };

  async function load(purpose: KeyPurpose, kid: string): Promise<SigningKey | undefined> {
    const hit = cache.get(kid);
    if (hit) return hit;
    const row = await db
      .selectFrom('signing_keys')
      .select(['id', 'secret'])
      .where('id', '=', kid)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return undefined;
    const key = { kid: row.id, secret: Buffer.from(row.secret, 'base64url') };
    cache.set(kid, key);
    return key;
  }

  return {
    async current(purpose) {
      const fromEnv = derived(purpose);
      if (fromEnv) return fromEnv;
      const kid = `${purpose}-1`;
      const existing = await load(purpose, kid);
      if (existing) return existing;
      // Several processes may start at once: insert-if-absent, then read whichever won.
      await db
        .insertInto('signing_keys')
        .values({ id: kid, purpose, secret: randomBytes(32).toString('base64url'), created_at: Date.now() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const key = await load(purpose, kid);
      if (!key) throw new Error(`could not create signing key ${kid}`);
      return key;
    },
    async find(purpose, kid) {
      const fromEnv = derived(purpose);
      if (fromEnv && fromEnv.kid === kid) return fromEnv;
      return load(purpose, kid);
    },
  };
}

/**
 * Tenants and their credentials: OAuth clients (flow API) and Basic/enrollment users. Secrets are
 * stored as scrypt hashes only; the clear secret is shown once, when it is created.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { dummySecretHash, generateSecret, hashSecret, verifySecret } from './secrets.js';
import { FLOW_API_SCOPE } from './access-tokens.js';

export interface Tenant {
  id: string;
  name: string;
}
export interface ApiUser {
  id: string;
  tenantId: string;
  username: string;
}

export interface TenantService {
  createTenant(input: { name: string; id?: string }): Promise<Tenant>;
  getTenant(id: string): Promise<Tenant | undefined>;
  /** Creates or replaces an OAuth client; returns the clear secret (generated when not given). */
  putClient(input: {
    tenantId: string;
    clientId?: string;
    secret?: string;
    scopes?: string[];
  }): Promise<{ clientId: string; secret: string }>;
  /** Creates or replaces a Basic user; returns the clear password (generated when not given). */
  putUser(input: {
    tenantId: string;
    username: string;
    password?: string;
  }): Promise<{ username: string; password: string }>;
  authenticateClient(
    clientId: string,
    secret: string,
  ): Promise<{ tenantId: string; clientId: string; scopes: string[] } | undefined>;
  authenticateUser(username: string, password: string): Promise<ApiUser | undefined>;
}

export function createTenantService(db: Kysely<Database>, now: () => number = Date.now): TenantService {
  return {
    async createTenant({ name, id }) {
      const tenant = { id: id ?? randomUUID(), name };
      await db
        .insertInto('tenants')
        .values({ ...tenant, created_at: now() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ name }))
        .execute();
      return tenant;
    },

    async getTenant(id) {
      return db.selectFrom('tenants').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async putClient({ tenantId, clientId, secret, scopes }) {
      const id = clientId ?? `onw_${generateSecret(12)}`;
      const clear = secret ?? generateSecret();
      const secretHash = await hashSecret(clear);
      const scopeText = (scopes ?? [FLOW_API_SCOPE]).join(' ');
      const existing = await db
        .selectFrom('oauth_clients')
        .select('tenant_id')
        .where('client_id', '=', id)
        .executeTakeFirst();
      if (existing && existing.tenant_id !== tenantId) throw new Error(`client id ${id} belongs to another tenant`);
      await db
        .insertInto('oauth_clients')
        .values({
          client_id: id,
          tenant_id: tenantId,
          secret_hash: secretHash,
          scopes: scopeText,
          created_at: now(),
          revoked_at: null,
        })
        .onConflict((oc) =>
          oc.column('client_id').doUpdateSet({ secret_hash: secretHash, scopes: scopeText, revoked_at: null }),
        )
        .execute();
      return { clientId: id, secret: clear };
    },

    async putUser({ tenantId, username, password }) {
      if (username.includes(':') || username.length === 0)
        throw new Error('username must be non-empty and contain no ":"');
      const clear = password ?? generateSecret(18);
      const passwordHash = await hashSecret(clear);
      const existing = await db
        .selectFrom('api_users')
        .select('tenant_id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (existing && existing.tenant_id !== tenantId) throw new Error(`user ${username} belongs to another tenant`);
      // Studio sign-in takes an account's username before a Basic user's: one name, one person.
      const account = await db
        .selectFrom('studio_accounts')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirst();
      if (account) throw new Error(`user ${username} is a Studio account's username`);
      await db
        .insertInto('api_users')
        .values({ id: randomUUID(), tenant_id: tenantId, username, password_hash: passwordHash, created_at: now() })
        .onConflict((oc) => oc.column('username').doUpdateSet({ password_hash: passwordHash }))
        .execute();
      return { username, password: clear };
    },

    async authenticateClient(clientId, secret) {
      const row = await db
        .selectFrom('oauth_clients')
        .select(['tenant_id', 'secret_hash', 'scopes', 'revoked_at'])
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      // Hash even when the client is unknown so the answer time does not reveal which part was wrong.
      const ok = await verifySecret(secret, row?.secret_hash ?? (await dummySecretHash()));
      if (!row || !ok || row.revoked_at !== null) return undefined;
      return { tenantId: row.tenant_id, clientId, scopes: row.scopes.split(' ').filter(Boolean) };
    },

    async authenticateUser(username, password) {
      const row = await db
        .selectFrom('api_users')
        .select(['id', 'tenant_id', 'password_hash'])
        .where('username', '=', username)
        .executeTakeFirst();
      const ok = await verifySecret(password, row?.password_hash ?? (await dummySecretHash()));
      if (!row || !ok) return undefined;
      return { id: row.id, tenantId: row.tenant_id, username };
    },
  };
}

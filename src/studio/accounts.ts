/**
 * The Studio's user accounts: people of a tenant with a role (roles.ts) and a password, stored as
 * a scrypt hash with its own salt and parameters (src/auth/secrets.ts) and checked in constant
 * time. Accounts are never deleted, only disabled, so the audit trail's actor ids always name
 * someone; a disabled account's sessions stop at their next call (the guard reads the account on
 * every call). Every change is written to the audit trail in the change's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import { OnwardError } from '../errors/index.js';
import { generateSecret, hashSecret, verifySecret } from '../auth/secrets.js';
import type { AuditActor, AuditTrail } from '../audit/trail.js';
import { isStudioRole, type StudioRole } from './roles.js';

export interface StudioAccount {
  id: string;
  tenantId: string;
  username: string;
  displayName: string;
  role: StudioRole;
  createdAt: string;
  updatedAt: string;
  disabled: boolean;
}

/** People choose these; 12 characters is the floor NIST SP 800-63B suggests when no other factor exists. */
export const MIN_PASSWORD_LENGTH = 12;
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._@+-]{0,199}$';
const usernameRe = new RegExp(USERNAME_PATTERN);

export interface StudioAccountsDeps {
  db: Kysely<Database>;
  audit: Pick<AuditTrail, 'record'>;
  now: () => number;
}

type Row = Database['studio_accounts'];

function shape(row: Row): StudioAccount {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    username: row.username,
    displayName: row.display_name,
    role: isStudioRole(row.role) ? row.role : 'read_only',
    createdAt: new Date(Number(row.created_at)).toISOString(),
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
    disabled: row.disabled_at !== null,
  };
}

const invalid = (field: string, reason: string, message: string) =>
  new OnwardError(4400, 'Invalid account', [{ field, reason, message }]);

function checkPassword(password: string, field: string): void {
  if (password.length < MIN_PASSWORD_LENGTH)
    throw invalid(field, 'too_short', `at least ${MIN_PASSWORD_LENGTH} characters`);
}

/** What an entry shows of an account: never its password hash. */
const visible = (a: Pick<StudioAccount, 'username' | 'displayName' | 'role' | 'disabled'>) => ({
  username: a.username,
  displayName: a.displayName,
  role: a.role,
  disabled: a.disabled,
});

export function createStudioAccounts(deps: StudioAccountsDeps) {
  const { db } = deps;

  async function owned(tenantId: string, id: string, executor: Kysely<Database> = db): Promise<Row> {
    const row = await executor.selectFrom('studio_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    // Another tenant's account answers like a missing one.
    if (!row || row.tenant_id !== tenantId) throw new OnwardError(4404, 'Account not found');
    return row;
  }

  async function change(
    tenantId: string,
    id: string,
    actor: AuditActor,
    action: string,
    set: Partial<Pick<Row, 'role' | 'disabled_at' | 'password_hash' | 'display_name'>>,
  ): Promise<StudioAccount> {
    const at = deps.now();
    return db.transaction().execute(async (tx) => {
      const row = await owned(tenantId, id, tx);
      const next = { ...row, ...set, updated_at: at };
      await tx
        .updateTable('studio_accounts')
        .set({ ...set, updated_at: at })
        .where('id', '=', id)
        .execute();
      await deps.audit.record(
        tx,
        [
          {
            tenantId,
            actor,
            action,
            target: { type: 'account', id },
            before: visible(shape(row)),
            after: visible(shape(next)),
          },
        ],
        at,
      );
      return shape(next);
    });
  }

  return {
    /** 4409 when the username is taken (by any tenant's account or Basic user: sign-in names no tenant). */
    async create(input: {
      tenantId: string;
      username: string;
      displayName?: string;
      role: StudioRole;
      password?: string;
      actor: AuditActor;
    }): Promise<{ account: StudioAccount; password: string }> {
      if (!usernameRe.test(input.username)) throw invalid('body/username', 'pattern', `must match ${USERNAME_PATTERN}`);
      const password = input.password ?? generateSecret(18);
      checkPassword(password, 'body/password');
      const taken = await db
        .selectFrom('api_users')
        .select('id')
        .where('username', '=', input.username)
        .executeTakeFirst();
      if (taken) throw new OnwardError(4409, 'The username is taken');
      const at = deps.now();
      const row: Row = {
        id: randomUUID(),
        tenant_id: input.tenantId,
        username: input.username,
        display_name: input.displayName ?? input.username,
        role: input.role,
        password_hash: await hashSecret(password),
        created_at: at,
        updated_at: at,
        disabled_at: null,
      };
      try {
        await db.transaction().execute(async (tx) => {
          await tx.insertInto('studio_accounts').values(row).execute();
          await deps.audit.record(
            tx,
            [
              {
                tenantId: input.tenantId,
                actor: input.actor,
                action: 'account.created',
                target: { type: 'account', id: row.id },
                after: visible(shape(row)),
              },
            ],
            at,
          );
        });
      } catch (err) {
        if (/unique|duplicate|constraint/i.test(String((err as Error).message)))
          throw new OnwardError(4409, 'The username is taken');
        throw err;
      }
      return { account: shape(row), password };
    },

    async list(tenantId: string): Promise<StudioAccount[]> {
      const rows = await db
        .selectFrom('studio_accounts')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .orderBy('username')
        .execute();
      return rows.map(shape);
    },

    /** The tenant's account, enabled or not; 4404 otherwise. */
    async get(tenantId: string, id: string): Promise<StudioAccount> {
      return shape(await owned(tenantId, id));
    },

    /** The account a session names, whatever its tenant, or undefined. */
    async byId(id: string): Promise<StudioAccount | undefined> {
      const row = await db.selectFrom('studio_accounts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && shape(row);
    },

    setRole: (tenantId: string, id: string, role: StudioRole, actor: AuditActor) =>
      change(tenantId, id, actor, 'account.role_changed', { role }),

    setDisabled: (tenantId: string, id: string, disabled: boolean, actor: AuditActor) =>
      change(tenantId, id, actor, disabled ? 'account.disabled' : 'account.enabled', {
        disabled_at: disabled ? deps.now() : null,
      }),

    /** Sets a new password (generated when not given) and returns it: it is shown this once. */
    async resetPassword(
      tenantId: string,
      id: string,
      actor: AuditActor,
      password?: string,
    ): Promise<{ account: StudioAccount; password: string }> {
      const clear = password ?? generateSecret(18);
      checkPassword(clear, 'body/password');
      const account = await change(tenantId, id, actor, 'account.password_reset', {
        password_hash: await hashSecret(clear),
      });
      return { account, password: clear };
    },

    /**
     * The enabled account with these credentials, `unknown` when no account has the username (the
     * caller may then try the tenant's Basic user), or `refused`. A hash is computed either way,
     * so timing tells nothing about which part was wrong.
     */
    async authenticate(
      username: string,
      password: string,
    ): Promise<{ ok: true; account: StudioAccount } | { ok: false; reason: 'unknown' | 'refused' }> {
      const row = await db
        .selectFrom('studio_accounts')
        .selectAll()
        .where('username', '=', username)
        .executeTakeFirst();
      if (!row) return { ok: false, reason: 'unknown' };
      const ok = await verifySecret(password, row.password_hash);
      if (!ok || row.disabled_at !== null) return { ok: false, reason: 'refused' };
      return { ok: true, account: shape(row) };
    },
  };
}

export type StudioAccounts = ReturnType<typeof createStudioAccounts>;

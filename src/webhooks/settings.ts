/**
 * Per-tenant webhook settings: the authentication mode (spec, Authentication item 4), the
 * Standard Webhooks signing secret and the verification token of flow events in the real API's
 * envelope. Secrets are sealed with the secret box, bound to the tenant (associated data), so a
 * row copied into another tenant does not open.
 *
 * The token is not stored: it is an HMAC, under the key ring's `event-callback-token` key, of the
 * tenant id and a generation number that a rotation increments. It is no secret in the signing
 * sense (it travels in every body; the signature is what proves Onward sent it), so deriving it
 * beats keeping one more sealed value, and a rotation cannot leave two processes disagreeing.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { WebhookAuth } from './auth.js';
import type { SecretBox } from './secret-box.js';
import { generateWebhookSecret } from './signature.js';

export interface TenantWebhookSettings {
  auth: WebhookAuth;
  signingSecret: string;
  /** The `token` of flow events in the real API's envelope (event-callback.ts). */
  eventToken: string;
}

/** What the management API shows: everything but passwords and client secrets. */
export type WebhookAuthView =
  | { mode: 'none' }
  | { mode: 'basic'; username: string }
  | { mode: 'oauth'; tokenUrl: string; clientId: string; scope?: string };

/**
 * Who changed a setting. Webhooks import no other domain, so this mirrors the audit trail's actor
 * (src/audit/trail.ts) by shape and the composition root plugs the trail in as `recordChange`.
 */
export interface SettingsChangedBy {
  type: 'account' | 'user' | 'client' | 'system';
  id: string;
  name: string;
}

/** A settings change for the audit trail: what the management API shows, never a secret. */
export interface SettingsChange {
  tenantId: string;
  action: 'webhook_auth_changed' | 'event_token_rotated';
  before: unknown;
  after: unknown;
  by: SettingsChangedBy;
}

export interface WebhookSettingsStore {
  /** The tenant's settings; a tenant that never configured any gets `none` and a new secret. */
  get(tenantId: string): Promise<TenantWebhookSettings>;
  putAuth(tenantId: string, auth: WebhookAuth, by?: SettingsChangedBy): Promise<TenantWebhookSettings>;
  /** A new flow-event token; the old one is never sent again, not even on retries of queued events. */
  rotateEventToken(tenantId: string, by?: SettingsChangedBy): Promise<TenantWebhookSettings>;
}

export interface WebhookSettingsDeps {
  db: Kysely<Database>;
  box: () => Promise<SecretBox>;
  /** The key ring's `event-callback-token` key. */
  tokenKey: () => Promise<Uint8Array>;
  now?: () => number;
  /** Writes a change within `executor`, the change's own transaction (the audit trail). */
  recordChange?: (executor: Kysely<Database>, change: SettingsChange, at: number) => Promise<void>;
}

/** 43 base64url characters; the same for every process holding the key ring. */
export function deriveEventToken(key: Uint8Array, tenantId: string, generation: number): string {
  return createHmac('sha256', key).update(`${tenantId}\n${generation}`).digest('base64url');
}

export function viewOf(auth: WebhookAuth): WebhookAuthView {
  switch (auth.mode) {
    case 'none':
      return { mode: 'none' };
    case 'basic':
      return { mode: 'basic', username: auth.username };
    case 'oauth':
      return {
        mode: 'oauth',
        tokenUrl: auth.tokenUrl,
        clientId: auth.clientId,
        ...(auth.scope ? { scope: auth.scope } : {}),
      };
  }
}

export function createWebhookSettings({
  db,
  box,
  tokenKey,
  now = Date.now,
  recordChange,
}: WebhookSettingsDeps): WebhookSettingsStore {
  const secretAad = (tenantId: string) => `${tenantId}:signing-secret`;
  const authAad = (tenantId: string) => `${tenantId}:webhook-auth`;

  async function read(tenantId: string): Promise<TenantWebhookSettings | undefined> {
    const row = await db
      .selectFrom('webhook_settings')
      .select(['auth_sealed', 'signing_secret_sealed', 'event_token_generation'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    if (!row) return undefined;
    const b = await box();
    return {
      auth: JSON.parse(b.open(row.auth_sealed, authAad(tenantId))) as WebhookAuth,
      signingSecret: b.open(row.signing_secret_sealed, secretAad(tenantId)),
      eventToken: deriveEventToken(await tokenKey(), tenantId, Number(row.event_token_generation)),
    };
  }

  async function insertDefault(tenantId: string): Promise<void> {
    const b = await box();
    // Two processes may race here: the first insert wins and both read it back.
    await db
      .insertInto('webhook_settings')
      .values({
        tenant_id: tenantId,
        auth_mode: 'none',
        auth_sealed: b.seal(JSON.stringify({ mode: 'none' }), authAad(tenantId)),
        signing_secret_sealed: b.seal(generateWebhookSecret(), secretAad(tenantId)),
        updated_at: now(),
      })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
  }

  async function readBack(tenantId: string): Promise<TenantWebhookSettings> {
    const saved = await read(tenantId);
    if (!saved) throw new Error(`webhook settings for ${tenantId} vanished`);
    return saved;
  }

  return {
    async get(tenantId) {
      const found = await read(tenantId);
      if (found) return found;
      await insertDefault(tenantId);
      return readBack(tenantId);
    },
    async putAuth(tenantId, auth, by) {
      await insertDefault(tenantId);
      const b = await box();
      const before = await readBack(tenantId);
      const at = now();
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('webhook_settings')
          .set({ auth_mode: auth.mode, auth_sealed: b.seal(JSON.stringify(auth), authAad(tenantId)), updated_at: at })
          .where('tenant_id', '=', tenantId)
          .execute();
        if (by && recordChange)
          await recordChange(
            tx,
            { tenantId, action: 'webhook_auth_changed', before: viewOf(before.auth), after: viewOf(auth), by },
            at,
          );
      });
      return readBack(tenantId);
    },
    async rotateEventToken(tenantId, by) {
      await insertDefault(tenantId);
      const at = now();
      await db.transaction().execute(async (tx) => {
        await tx
          .updateTable('webhook_settings')
          .set((eb) => ({ event_token_generation: eb('event_token_generation', '+', 1), updated_at: at }))
          .where('tenant_id', '=', tenantId)
          .execute();
        // The token itself stays out of the trail: that it was rotated, by whom and when is the record.
        if (by && recordChange)
          await recordChange(tx, { tenantId, action: 'event_token_rotated', before: null, after: null, by }, at);
      });
      return readBack(tenantId);
    },
  };
}

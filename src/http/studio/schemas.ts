import { Type } from '@sinclair/typebox';
import type { StudioSession } from '../../studio/sessions.js';
import type { Tenant } from '../../auth/tenants.js';

const closed = { additionalProperties: false } as const;

/** Sign-in takes either of the tenant's credentials: its Basic user or an OAuth client. */
export const SignInBody = Type.Union([
  Type.Object(
    {
      username: Type.String({ minLength: 1, maxLength: 200 }),
      password: Type.String({ minLength: 1, maxLength: 1024 }),
    },
    closed,
  ),
  Type.Object(
    {
      clientId: Type.String({ minLength: 1, maxLength: 200 }),
      clientSecret: Type.String({ minLength: 1, maxLength: 1024 }),
    },
    closed,
  ),
]);

export const SessionInfo = Type.Object({
  tenant: Type.Object({ id: Type.String(), name: Type.String() }),
  subject: Type.String({ description: '`user:<username>` or `client:<clientId>`' }),
  csrfToken: Type.String({ description: 'Send as `x-onward-csrf` on every state-changing call' }),
  expiresAt: Type.String({ format: 'date-time' }),
  idleExpiresAt: Type.String({ format: 'date-time' }),
});

export function sessionInfo(tenant: Tenant, session: StudioSession, csrfToken: string) {
  return {
    tenant: { id: tenant.id, name: tenant.name },
    subject: session.subject,
    csrfToken,
    expiresAt: new Date(session.expiresAt).toISOString(),
    idleExpiresAt: new Date(session.idleExpiresAt).toISOString(),
  };
}

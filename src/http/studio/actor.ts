/**
 * Who a Studio session is: a Studio account with its role, or the tenant's own credentials (its
 * Basic user or an OAuth client), which act as admin. Read on every call, so disabling an account
 * or changing its role takes effect at the account's next call, on every process.
 */
import type { AuditActor } from '../../audit/trail.js';
import type { StudioAccounts } from '../../studio/accounts.js';
import type { StudioSession } from '../../studio/sessions.js';
import type { StudioRole } from '../../studio/roles.js';

export interface StudioActor extends AuditActor {
  role: StudioRole;
  displayName: string;
}

export const accountSubject = (accountId: string): string => `account:${accountId}`;

export async function actorOf(
  accounts: Pick<StudioAccounts, 'byId'>,
  session: StudioSession,
): Promise<StudioActor | undefined> {
  const colon = session.subject.indexOf(':');
  const kind = session.subject.slice(0, colon);
  const id = session.subject.slice(colon + 1);
  if (kind === 'user' || kind === 'client') return { type: kind, id, name: id, displayName: id, role: 'admin' };
  if (kind !== 'account') return undefined;
  const account = await accounts.byId(id);
  if (!account || account.disabled || account.tenantId !== session.tenantId) return undefined;
  return {
    type: 'account',
    id: account.id,
    name: account.username,
    displayName: account.displayName,
    role: account.role,
  };
}

/** The audit trail's actor: who, without the session's role. */
export const auditActorOf = (a: StudioActor): AuditActor => ({ type: a.type, id: a.id, name: a.name });

/** How version history names a Studio author (`studio:user:<name>`, `studio:account:<username>`, ...). */
export const authorLabel = (a: StudioActor): string => `studio:${a.type}:${a.name}`;

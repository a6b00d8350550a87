import { Type, type Static } from '@sinclair/typebox';
import type { StudioSession } from '../../studio/sessions.js';
import type { Tenant } from '../../auth/tenants.js';
import type { SavedVersion, StudioSessionInfo } from '../../studio/api-types.js';
import type { FlowVersion, PublishedSlot, VersionHistory } from '../../flows/publication/types.js';
import type { SameType } from '../../lib/same-type.js';
import { FlowSummary } from '../flows/schemas.js';
import { STUDIO_ROLES } from '../../studio/roles.js';
import type { StudioActor } from './actor.js';

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
  subject: Type.String({ description: '`account:<accountId>`, `user:<username>` or `client:<clientId>`' }),
  role: Type.Union(
    STUDIO_ROLES.map((r) => Type.Literal(r)),
    { description: "What the session may do; the tenant's own credentials act as admin" },
  ),
  name: Type.String({ description: 'The account’s display name, or the username or client id' }),
  csrfToken: Type.String({ description: 'Send as `x-onward-csrf` on every state-changing call' }),
  expiresAt: Type.String({ format: 'date-time' }),
  idleExpiresAt: Type.String({ format: 'date-time' }),
});

const Target = Type.Union([Type.Literal('test'), Type.Literal('live')]);

export const VersionHistorySchema = Type.Object({
  flow: FlowSummary,
  versions: Type.Array(
    Type.Object({
      version: Type.Integer(),
      createdAt: Type.String({ format: 'date-time' }),
      createdBy: Type.String(),
      publications: Type.Array(
        Type.Object({
          target: Target,
          publishedAt: Type.String({ format: 'date-time' }),
          publishedBy: Type.String(),
        }),
      ),
    }),
  ),
});

export const FlowVersionSchema = Type.Object({
  flow: FlowSummary,
  version: Type.Integer(),
  document: Type.Unknown(),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
});

export const SavedVersionSchema = Type.Object({
  flow: FlowSummary,
  version: Type.Integer(),
  warnings: Type.Array(Type.Unknown()),
});

export const PublishedSlotSchema = Type.Object({
  flowId: Type.String(),
  target: Target,
  version: Type.Integer(),
  publishedAt: Type.String({ format: 'date-time' }),
});

// The Studio's browser app imports the plain interfaces (src/flows/publication/types.ts,
// src/studio/api-types.ts), not these schemas: changing one side without the other fails typecheck.
export const STUDIO_SHAPES_ARE_SHARED: [
  SameType<Static<typeof SessionInfo>, StudioSessionInfo>,
  SameType<Static<typeof VersionHistorySchema>, VersionHistory>,
  SameType<Static<typeof FlowVersionSchema>, FlowVersion>,
  SameType<Static<typeof SavedVersionSchema>, SavedVersion>,
  SameType<Static<typeof PublishedSlotSchema>, PublishedSlot>,
] = [true, true, true, true, true];

export function sessionInfo(
  tenant: Tenant,
  session: StudioSession,
  csrfToken: string,
  actor: StudioActor,
): StudioSessionInfo {
  return {
    tenant: { id: tenant.id, name: tenant.name },
    subject: session.subject,
    role: actor.role,
    name: actor.displayName,
    csrfToken,
    expiresAt: new Date(session.expiresAt).toISOString(),
    idleExpiresAt: new Date(session.idleExpiresAt).toISOString(),
  };
}

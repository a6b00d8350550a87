/** Schemas shared by the Studio's case review, audit and account routes (docs/studio.md, "Case review API"). */
import { Type, type TSchema } from '@sinclair/typebox';
import { STUDIO_ROLES } from '../../studio/roles.js';
import { ACTOR_TYPES, AUDIT_TARGET_TYPES } from '../../audit/trail.js';
import { END_CLIENT_STATUSES } from '../../end-clients/status.js';
import { OnwardError } from '../../errors/index.js';

const literals = <T extends string>(values: readonly T[], options: { description?: string } = {}) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const Role = literals(STUDIO_ROLES, { description: 'admin, builder, reviewer or read_only' });
export const Status = literals(END_CLIENT_STATUSES);

export const Account = Type.Object({
  id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
  role: Role,
  disabled: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const AccountIdParams = Type.Object({ accountId: Type.String({ minLength: 1, maxLength: 64 }) });
export const CaseIdParams = Type.Object({ endClientId: Type.String({ minLength: 1, maxLength: 64 }) });

export const Password = Type.String({
  minLength: 12,
  maxLength: 1024,
  description: 'At least 12 characters; generated (and answered once) when left out',
});

export const AssigneeObject = Type.Object({
  accountId: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
});
export const Assignee = Nullable(AssigneeObject);
/** An assignee with when the case was assigned. */
export const Assignment = Nullable(
  Type.Composite([AssigneeObject, Type.Object({ assignedAt: Type.String({ format: 'date-time' }) })]),
);

export const Note = Type.Object({
  id: Type.String(),
  author: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const Decision = Type.Object({
  id: Type.String(),
  from: Type.String(),
  to: Type.String(),
  reason: Type.String(),
  requestedBy: Type.String(),
  requestedAt: Type.String({ format: 'date-time' }),
  state: literals(['pending', 'approved', 'rejected'] as const),
  resolvedBy: Nullable(Type.String()),
  resolvedAt: Nullable(Type.String({ format: 'date-time' })),
  resolutionReason: Nullable(Type.String()),
});

export const AuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String({ format: 'date-time' }),
  actor: Type.Object({ type: literals(ACTOR_TYPES), id: Type.String(), name: Type.String() }),
  action: Type.String({ description: 'case.status_changed, case.note_added, flow.published, account.created, ...' }),
  target: Type.Object({ type: literals(AUDIT_TARGET_TYPES), id: Type.String() }),
  before: Type.Unknown(),
  after: Type.Unknown(),
  reason: Nullable(Type.String()),
});

export const Reason = Type.String({ minLength: 1, maxLength: 2000 });

/** Query values arrive as strings (app.ts never coerces them): a page size and a cursor. */
export const PageQuery = {
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,4}$', description: 'Page size, 1 to 500 (default 50)' })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 300, description: 'nextCursor of the previous page' })),
};

export function pageSize(limit: string | undefined, max = 500, fallback = 50): number {
  const n = limit === undefined ? fallback : Number(limit);
  if (n < 1 || n > max)
    throw new OnwardError(4400, 'Invalid request querystring', [
      { field: 'querystring/limit', reason: 'range', message: `must be 1 to ${max}` },
    ]);
  return n;
}

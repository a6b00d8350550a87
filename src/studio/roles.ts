/**
 * Studio roles and what each may do. A permission names an area, not a route, so a new route
 * picks the area it belongs to and every role's reach follows:
 * - read: look at flows, versions, cases and their audit trail (every role);
 * - flows: save and publish flow versions, change a flow's review settings (builder);
 * - cases: assign, annotate and decide cases (reviewer);
 * - monitoring: change, resend and delete enrollments, retry webhook deliveries (reviewer);
 * - accounts: manage the tenant's Studio accounts (admin only).
 * The tenant's own credentials (its Basic user and OAuth clients) act as admin.
 */
export const STUDIO_ROLES = ['admin', 'builder', 'reviewer', 'read_only'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

export type StudioPermission = 'read' | 'flows' | 'cases' | 'monitoring' | 'accounts';

const GRANTS: Readonly<Record<StudioRole, readonly StudioPermission[]>> = {
  admin: ['read', 'flows', 'cases', 'monitoring', 'accounts'],
  builder: ['read', 'flows'],
  reviewer: ['read', 'cases', 'monitoring'],
  read_only: ['read'],
};

export function isStudioRole(value: string): value is StudioRole {
  return (STUDIO_ROLES as readonly string[]).includes(value);
}

export function allows(role: StudioRole, permission: StudioPermission): boolean {
  return GRANTS[role].includes(permission);
}

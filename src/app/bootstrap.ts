/**
 * The bootstrap tenant: created from ONWARD_BOOTSTRAP_* so a fresh deployment has working
 * credentials. With the demo on and no credentials configured, the documented demo credentials are
 * used (never in production: the demo is off unless asked for).
 */
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import type { TenantService } from '../auth/tenants.js';

export const BOOTSTRAP_TENANT_ID = 'default';
export const DEMO_CREDENTIALS = {
  clientId: 'demo-client',
  clientSecret: 'demo-secret-change-me',
  username: 'demo',
  password: 'demo-password-change-me',
} as const;

/**
 * The demo's Studio accounts beside its admin credentials, so the review side can be tried with
 * each role's limits: a reviewer (cases) and a read-only user. Published, like DEMO_CREDENTIALS.
 */
export const DEMO_ACCOUNTS = [
  { username: 'demo-reviewer', password: 'demo-reviewer-change-me', role: 'reviewer', displayName: 'Demo reviewer' },
  { username: 'demo-viewer', password: 'demo-viewer-change-me', role: 'read_only', displayName: 'Demo viewer' },
] as const;

/** Whether the bootstrap tenant runs on the published demo credentials (demo on, no ONWARD_BOOTSTRAP_* given). */
export function demoCredentialsInUse(config: Pick<Config, 'demo' | 'bootstrap'>): boolean {
  return config.demo && config.bootstrap.clientId === undefined && config.bootstrap.username === undefined;
}

export async function ensureBootstrapTenant(
  config: Config,
  tenants: TenantService,
  logger: Logger,
): Promise<string | undefined> {
  const b = config.bootstrap;
  const useDemo = demoCredentialsInUse(config);
  const clientId = b.clientId ?? (useDemo ? DEMO_CREDENTIALS.clientId : undefined);
  const clientSecret = b.clientSecret ?? (useDemo ? DEMO_CREDENTIALS.clientSecret : undefined);
  const username = b.username ?? (useDemo ? DEMO_CREDENTIALS.username : undefined);
  const password = b.password ?? (useDemo ? DEMO_CREDENTIALS.password : undefined);
  if (!clientId && !username) return undefined;

  await tenants.createTenant({ id: BOOTSTRAP_TENANT_ID, name: 'Bootstrap tenant' });
  if (clientId && clientSecret)
    await tenants.putClient({ tenantId: BOOTSTRAP_TENANT_ID, clientId, secret: clientSecret });
  if (username && password) await tenants.putUser({ tenantId: BOOTSTRAP_TENANT_ID, username, password });
  if (useDemo)
    logger.warn({ clientId, username }, 'demo credentials in use: set ONWARD_BOOTSTRAP_* for anything but a demo');
  return BOOTSTRAP_TENANT_ID;
}

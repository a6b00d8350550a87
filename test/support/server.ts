/**
 * Starts the real service (real services, real database, real HTTP on a random port) for
 * integration tests, with a second tenant for isolation checks.
 */
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/config/env.js';
import { createServices, type Services } from '../../src/app/services.js';
import { buildApp } from '../../src/http/app.js';
import type { App } from '../../src/http/types.js';
import type { Dialect } from '../../src/store/database.js';
import { openTestStore, type TestStore } from './stores.js';
import { installContractCheck, type ContractCheck } from './contract-check.js';
import { appendFileSync } from 'node:fs';

export interface TestServer {
  app: App;
  services: Services;
  baseUrl: string;
  tenants: { a: TenantCreds; b: TenantCreds };
  store: TestStore;
  close(): Promise<void>;
  /** Stops serving and working without waiting for running jobs, as a killed process would. */
  crash(): Promise<void>;
  /** Responses checked against /openapi.json so far, and what did not match (test/support/contract-check.ts). */
  contract: ContractCheck;
}

export interface TenantCreds {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
}

export interface TestServerOptions {
  now?: () => number;
  /** Reuse a store (restart tests); otherwise a fresh one is made and disposed on close. */
  store?: TestStore;
  jobExpireSeconds?: number;
}

export async function startTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const testStore = options.store ?? (await openTestStore(dialect, { migrate: false }));
  const config: Config = loadConfig({
    LOG_LEVEL: 'silent',
    ONWARD_OUTBOUND_ALLOW: '127.0.0.1,::1',
    // Every request of a test comes from 127.0.0.1: the per-address limits are off unless a test
    // sets them (src/http/rate-limits.test.ts).
    ONWARD_RATE_LIMIT_SESSIONS: '0',
    ONWARD_RATE_LIMIT_SEARCH: '0',
    ONWARD_RATE_LIMIT_RESUME: '0',
    ONWARD_RATE_LIMIT_TOKEN: '0',
    DATABASE_URL: testStore.url,
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const services = await createServices(config, {
    logger,
    store: testStore.store,
    ...(options.now ? { now: options.now } : {}),
    ...(options.jobExpireSeconds !== undefined ? { jobExpireSeconds: options.jobExpireSeconds } : {}),
  });
  await services.startWorkers();
  const tenants = {
    a: await makeTenant(services, 'a'),
    b: await makeTenant(services, 'b'),
  };
  const app = await buildApp(services, { logger });
  const contract = installContractCheck(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    services,
    baseUrl: address,
    tenants,
    store: testStore,
    contract,
    close: async () => {
      await app.close();
      await services.close().catch(() => {});
      if (!options.store) await testStore.dispose();
      assertContractKept(contract);
    },
    crash: async () => {
      await app.close();
      services.monitoring.halt();
      services.webhooks.halt();
      await services.queue.stop(0);
      await services.signals.close();
      assertContractKept(contract);
    },
  };
}

/**
 * Fails the test whose server answered outside its documented contract. ONWARD_CONTRACT_LOG (a
 * file) collects how many responses each server had checked, for the run's report.
 */
function assertContractKept(contract: ContractCheck): void {
  const log = process.env.ONWARD_CONTRACT_LOG;
  if (log) appendFileSync(log, `${contract.checked} ${contract.violations.length}\n`);
  if (contract.violations.length > 0) {
    throw new Error(`responses outside the OpenAPI contract:\n${[...new Set(contract.violations)].join('\n')}`);
  }
}

async function makeTenant(services: Services, label: string): Promise<TenantCreds> {
  const tenant = await services.tenants.createTenant({ name: `Tenant ${label}`, id: `tenant-${label}` });
  const client = await services.tenants.putClient({
    tenantId: tenant.id,
    clientId: `client-${label}`,
    secret: `secret-${label}-0123456789`,
  });
  const user = await services.tenants.putUser({
    tenantId: tenant.id,
    username: `user-${label}`,
    password: `password-${label}`,
  });
  return {
    tenantId: tenant.id,
    clientId: client.clientId,
    clientSecret: client.secret,
    username: user.username,
    password: user.password,
  };
}

export async function getToken(server: TestServer, creds: TenantCreds): Promise<string> {
  const res = await fetch(`${server.baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: creds.clientId,
      client_secret: creds.clientSecret,
    }),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Uploads `document` as the flow's draft and publishes it to live and test, as most route tests need. */
export async function publishFlow(
  server: TestServer,
  tenantId: string,
  flowId: string,
  document: unknown,
): Promise<void> {
  await server.services.flows.putDraft({ tenantId, flowId, document, actor: 'test' });
  for (const target of ['live', 'test'] as const)
    await server.services.flows.publish({ tenantId, flowId, target, actor: 'test' });
}

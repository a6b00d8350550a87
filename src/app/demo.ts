/** Demo data: the example flows under examples/flows/, uploaded to the bootstrap tenant and published to test and live. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Logger } from 'pino';
import type { FlowPublicationService } from '../flows/publication/service.js';
import { OnwardError } from '../errors/index.js';
import type { Config } from '../config/env.js';
import type { TenantService } from '../auth/tenants.js';
import { DEMO_ACCOUNTS, demoCredentialsInUse, ensureBootstrapTenant } from './bootstrap.js';
import type { StudioAccounts } from '../studio/accounts.js';
import { systemActor } from '../audit/trail.js';

export const EXAMPLES_DIR = new URL('../../examples/flows/', import.meta.url).pathname;

/** A flow file's flow id: its name without .json. */
const flowIdOf = (file: string): string => basename(file).replace(/\.json$/i, '');

/** A publication refused only because a flow it names is not published there yet. */
const waitsForReference = (err: unknown): boolean =>
  err instanceof OnwardError &&
  err.code === 4420 &&
  (err.details ?? []).length > 0 &&
  (err.details ?? []).every((d) => d.reason === 'referenced_flow_not_published');

/**
 * Uploads each file as flow `<file name without .json>` unless that exact document is already the
 * newest, then publishes them. A flow naming another (a flow_connector's flow, an owner_verification
 * node's person flow, an END's subsequent flow) is published only once that one is
 * (src/flows/publication/flow-links.ts), whatever the order of
 * the files: publication goes in rounds, each retrying what waited for a flow of the round before.
 */
export async function loadFlowFiles(
  flows: FlowPublicationService<unknown>,
  tenantId: string,
  files: string[],
  options: { publish: Array<'test' | 'live'>; actor: string; logger: Logger },
): Promise<string[]> {
  const loaded: string[] = [];
  for (const file of files) {
    const flowId = flowIdOf(file);
    const document = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    let unchanged = false;
    try {
      const current = await flows.get(tenantId, flowId);
      unchanged = JSON.stringify(current.document) === JSON.stringify(document);
    } catch (err) {
      if (!(err instanceof OnwardError && err.code === 4000)) throw err;
    }
    if (!unchanged) await flows.putDraft({ tenantId, flowId, document, actor: options.actor });
    options.logger.info({ flowId, unchanged }, 'flow loaded');
    loaded.push(flowId);
  }
  let waiting = options.publish.flatMap((target) => loaded.map((flowId) => ({ flowId, target })));
  while (waiting.length > 0) {
    const next: typeof waiting = [];
    let refused: unknown;
    for (const p of waiting) {
      try {
        await flows.publish({ tenantId, ...p, actor: options.actor });
      } catch (err) {
        if (!waitsForReference(err)) throw err;
        next.push(p);
        refused = err;
      }
    }
    // A round that published nothing cannot help the next: the flows named are not among the files.
    if (next.length === waiting.length) throw refused;
    waiting = next;
  }
  return loaded;
}

export function exampleFlowFiles(): string[] {
  return readdirSync(EXAMPLES_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(EXAMPLES_DIR, f));
}

/** What the landing page lists of one shipped example: its flow id and the document's own name and description. */
export interface ExampleFlow {
  flowId: string;
  name: string;
  description: string | undefined;
}

/** The shipped examples, read from the same files the demo publishes, so the list cannot drift from them. */
export function exampleFlows(): ExampleFlow[] {
  return exampleFlowFiles().map((file) => {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; description?: unknown };
    const flowId = flowIdOf(file);
    return {
      flowId,
      name: typeof doc.name === 'string' && doc.name !== '' ? doc.name : flowId,
      description: typeof doc.description === 'string' ? doc.description : undefined,
    };
  });
}

/**
 * The demo's start-up: the bootstrap tenant (with the demo credentials unless ONWARD_BOOTSTRAP_*
 * are set) and every example flow published to test and live. Shared by `onward serve` and the
 * tests that check the demo finishes what it ships. Returns the tenant, or undefined when the demo is off.
 */
export async function setUpDemo(
  config: Config,
  services: {
    tenants: TenantService;
    flows: FlowPublicationService<unknown>;
    studioAccounts: Pick<StudioAccounts, 'list' | 'create'>;
  },
  logger: Logger,
): Promise<string | undefined> {
  const tenantId = await ensureBootstrapTenant(config, services.tenants, logger);
  // Only beside the published demo credentials: an operator's own bootstrap tenant gets no known passwords.
  if (tenantId && demoCredentialsInUse(config)) await seedDemoAccounts(services.studioAccounts, tenantId);
  if (config.demo && tenantId) {
    await loadFlowFiles(services.flows, tenantId, exampleFlowFiles(), {
      publish: ['test', 'live'],
      actor: 'demo',
      logger,
    });
  }
  return config.demo ? tenantId : undefined;
}

/** Creates the demo's reviewer and read-only accounts unless they exist (a restart keeps them and their sessions). */
async function seedDemoAccounts(accounts: Pick<StudioAccounts, 'list' | 'create'>, tenantId: string): Promise<void> {
  const existing = new Set((await accounts.list(tenantId)).map((a) => a.username));
  for (const a of DEMO_ACCOUNTS) {
    if (existing.has(a.username)) continue;
    await accounts.create({ tenantId, ...a, actor: systemActor('demo') }).catch((err: unknown) => {
      // Another process of the same start created it first.
      if (!(err instanceof OnwardError && err.code === 4409)) throw err;
    });
  }
}

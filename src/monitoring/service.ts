/**
 * The monitoring module's composition: screening lists, enrollment tokens, enrollments, the scan
 * scheduler and the webhook outbox worker. createServices builds it; `start` runs the workers
 * (API-only processes may skip it), `stop` drains them.
 */
import type { Logger } from 'pino';
import type { Config } from '../config/env.js';
import type { Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { KeyRing } from '../auth/keys.js';
import type { AccessTokens } from '../auth/access-tokens.js';
import type { OutboundClient } from '../outbound/client.js';
import { createAllowList, type AllowList } from '../outbound/guard.js';
import type { ListRegistry, ListSnapshot, ScreeningService } from '../screening/index.js';
import { createSecretBox, type SecretBox } from '../webhooks/secret-box.js';
import { createWebhookSettings, type WebhookSettingsStore } from '../webhooks/settings.js';
import { createWebhookDispatcher, type WebhookDispatcher } from '../webhooks/dispatcher.js';
import { createEnrollmentTokens, type EnrollmentTokens } from './tokens.js';
import type { FailureLimiter } from '../auth/failure-limiter.js';
import { createEnrollmentService, type EnrollmentService } from './enrollments.js';
import { createScanner, SCAN_JOB, type ScanJobData, type Scanner } from './scanner.js';

export interface MonitoringOptions {
  config: Config;
  /** Credential-failure limiter shared with the flow API's token endpoints. */
  limiter: FailureLimiter;
  store: Store;
  queue: JobQueue;
  outbound: OutboundClient;
  keys: KeyRing;
  tokens: AccessTokens;
  logger: Logger;
  now: () => number;
  /** The active screening lists (the lists service at the composition root loads and updates them). */
  registry: ListRegistry;
  screening: ScreeningService;
  /** How often the scheduler looks for due scans (ms). */
  schedulerPollMs?: number;
  dispatcher?: { batchSize?: number; concurrency?: number; pollMs?: number };
  scanBatchSize?: number;
  scanConcurrency?: number;
}

export interface Monitoring {
  registry: ListRegistry;
  screening: ScreeningService;
  tokens: EnrollmentTokens;
  limiter: FailureLimiter;
  enrollments: EnrollmentService;
  webhookSettings: WebhookSettingsStore;
  dispatcher: WebhookDispatcher;
  scanner: Scanner;
  allow: AllowList;
  basePath: string;
  /** Activates a list snapshot; with ONWARD_RESCAN_ON_LIST_UPDATE, rescans enrolled entities out of cycle. */
  activateList(snapshot: ListSnapshot): Promise<void>;
  /** Claims due scans now instead of at the next poll (tests and operators). */
  runDueScans(): Promise<number>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops every worker at once without recording in-flight work (crash tests). */
  halt(): void;
}


export function createMonitoring(o: MonitoringOptions): Monitoring {
  const { registry, screening } = o;
  const tokens = createEnrollmentTokens(o.store.db, o.tokens, o.now);
  // Per username (or client id) 5 failures per 15 minutes; per IP 50, for a shared office NAT.
  const limiter = o.limiter;
  let box: Promise<SecretBox> | undefined;
  const secretBox = () => {
    box ??= (async () => createSecretBox(o.config.webhookEncryptionKey ?? (await o.keys.current('webhook-secrets')).secret))();
    return box;
  };
  let tokenKey: Promise<Uint8Array> | undefined;
  const webhookSettings = createWebhookSettings({
    db: o.store.db, box: secretBox, now: o.now,
    tokenKey: () => (tokenKey ??= o.keys.current('event-callback-token').then((k) => k.secret)),
  });
  const dispatcher = createWebhookDispatcher({
    store: o.store, client: o.outbound, settings: webhookSettings, scheduleMs: o.config.webhookRetryScheduleMs,
    logger: o.logger, now: o.now, ...o.dispatcher,
  });
  const onOutbox = () => dispatcher.wake();
  const scanner = createScanner({
    store: o.store, queue: o.queue, screening, logger: o.logger, now: o.now, onOutbox,
    ...(o.scanBatchSize ? { batchSize: o.scanBatchSize } : {}),
  });
  const enrollments = createEnrollmentService({ store: o.store, queue: o.queue, now: o.now, onOutbox });
  const pollMs = o.schedulerPollMs ?? 1000;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let claiming: Promise<number> | undefined;

  const runDueScans = () => {
    claiming ??= scanner.claimDue().finally(() => { claiming = undefined; });
    return claiming;
  };
  const tick = () => {
    if (!running) return;
    timer = setTimeout(() => {
      runDueScans().catch((err: unknown) => { if (running) o.logger.error({ err }, 'scan scheduling failed'); }).finally(tick);
    }, pollMs);
    timer.unref();
  };

  return {
    registry, screening, tokens, limiter, enrollments, webhookSettings, dispatcher, scanner,
    allow: createAllowList(o.config.outboundAllow),
    basePath: o.config.enrollmentBasePath,
    async activateList(snapshot) {
      registry.activate(snapshot);
      if (o.config.rescanOnListUpdate) await scanner.rescanAll();
    },
    runDueScans,
    async start() {
      await o.queue.work<ScanJobData>(SCAN_JOB, async (job) => { await scanner.runJob(job.data); }, { concurrency: o.scanConcurrency ?? 2 });
      running = true;
      dispatcher.start();
      tick();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await claiming?.catch(() => undefined);
      await dispatcher.stop();
    },
    halt() {
      running = false;
      if (timer) clearTimeout(timer);
      dispatcher.halt();
    },
  };
}

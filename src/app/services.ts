/**
 * The composition root: opens the store, runs migrations and wires every domain service with the
 * narrow dependencies it needs. `serve`, the CLI and the integration tests all build the service
 * graph here, so tests exercise exactly what production runs.
 */
import type { AppServices } from '../http/services.js';
import { exampleFlows } from './demo.js';
import { BOOTSTRAP_TENANT_ID, DEMO_CREDENTIALS, demoCredentialsInUse } from './bootstrap.js';
import type { Config } from '../config/env.js';
import { migrateToLatest, openStore, type Store, type StoreOptions } from '../store/database.js';
import { createKeyRing } from '../auth/keys.js';
import { createAccessTokens } from '../auth/access-tokens.js';
import { createTenantService } from '../auth/tenants.js';
import { createFlowPublicationService } from '../flows/publication/service.js';
import { checkFlowReferences } from '../flows/publication/flow-links.js';
import { createPrepareFlow, type CompiledFlow } from '../flows/prepare.js';
import { SERVICE_CONFIG_VALIDATORS } from '../services/config-validators.js';
import { createStudioSessions } from '../studio/sessions.js';
import { createStudioAccounts } from '../studio/accounts.js';
import { createAuditTrail } from '../audit/trail.js';
import { createCases } from '../cases/index.js';
import { createCaseSearchIndexer, type CaseSearchIndexer } from '../cases/search-index.js';
import { createMetricsRegistry } from '../http/metrics.js';
import { EID_CALLBACK_PATH, eidStartPath, kybSearchPath } from '../http/flow-execution/paths.js';
import { createEidVerifier } from '../verification/eid/verifier.js';
import { createEidPurge, type EidPurge } from '../verification/eid/purge.js';
import { createPeriodicPurge, type PeriodicPurge } from '../lib/periodic-purge.js';
import { createElectronicId } from '../sessions/eid.js';
import { createSecretBox } from '../webhooks/secret-box.js';
import {
  createBusinessRegistry,
  createBusinessSearch,
  createPrefillTokens,
  deserialiseDataset,
  loadDemoBusinesses,
} from '../businesses/index.js';
import { createKybPicks } from '../sessions/kyb-pick.js';
import { readFileSync } from 'node:fs';
import { CREDENTIAL_WINDOW_MS, createFailureLimiter, credentialLimits } from '../auth/failure-limiter.js';
import { createStoredFailureLimiter } from '../auth/failure-limiter-store.js';
import { createRequestLimiter } from '../auth/request-limits.js';
import type { Logger } from 'pino';
import { createSqliteQueue } from '../jobs/sqlite-queue.js';
import { createPgBossQueue } from '../jobs/pgboss-queue.js';
import { createLocalSignals, createPostgresSignals } from '../sessions/signals.js';
import { createFlowRuntime } from '../sessions/runtime.js';
import { createKybSearch } from '../sessions/kyb-search.js';
import { createEndClients } from '../end-clients/service.js';
import { createEndClientLinks } from '../end-clients/links.js';
import { createServiceTimings } from '../sessions/service-timings.js';
import { startServiceWorker } from '../sessions/service-jobs.js';
import { createFlowServices } from '../services/flow-services.js';
import { createLazyDocumentVerifier } from './document-verifier.js';
import { createLazyDocumentReader } from './document-reader.js';
import { createSmsGateway } from '../sms/gateway.js';
import { startSmsWorker } from '../sms/send-job.js';
import { createOutboundClient } from '../outbound/client.js';
import { createMonitoring } from '../monitoring/service.js';
import { createWebhooks } from '../webhooks/index.js';
import { createListRegistry, createListsService, createScreeningService } from '../screening/index.js';
import { handleEvent, newSession, prefillableFields } from '../engine/index.js';
import { createConnector } from '../connector/service.js';
import { createConnectorTokens } from '../connector/token.js';
import { createConnectorNode } from '../connector/flow-node.js';
import { createSubsequent } from '../subsequent/service.js';
import { createSubsequentTokenCodec } from '../subsequent/token.js';
import { createResumeTokens } from '../resume-links/token.js';
import { createResumeLinks, publicBaseUrlOf } from '../resume-links/links.js';
import { createCaptureCodes } from '../resume-links/capture-codes.js';
import { createLinkGenerations } from '../resume-links/generations.js';
import { createSessionFileRepository } from '../files/repository.js';
import { createSessionFiles } from '../files/service.js';
import { createEndClientDetails } from '../end-clients/details.js';
import { createEndClientExport } from '../end-clients/export.js';
import { createStatusEvents, runMessages } from '../end-clients/status-events.js';
import { createEndClientList } from '../end-clients/list.js';
import { createMailer } from '../notifications/mailer.js';
import { createMailbox } from '../mailbox/repository.js';
import { createNotifications } from '../notifications/service.js';
import { createAbandonmentSweeper } from '../end-clients/abandonment.js';
import { createOwners } from '../owners/service.js';
import { createOwnerSweeper } from '../owners/sweeper.js';
import { createOwnerViews } from '../owners/view.js';
import { SERVICE_NAME as OWNER_VERIFICATION } from '../services/owner-verification-config.js';
import { createFaultPoint } from './fault-points.js';

const optionalFaultPoint = <F>(faultPoint: F | undefined) => (faultPoint ? { faultPoint } : {});

/** How often expired eID authorizations and capture codes are deleted; they are refused once expired either way. */
const EID_PURGE_INTERVAL_MS = 10 * 60_000;

export interface Services extends AppServices {
  /** Deletes expired eID authorizations every EID_PURGE_INTERVAL_MS once workers start; `purge()` runs it now. */
  eidPurge: EidPurge;
  /** Deletes expired capture codes on the same schedule; `purge()` runs it now. */
  captureCodePurge: PeriodicPurge;
  /** SQLite's case search indexer, every ONWARD_CASE_INDEX_MS once workers start (nothing on PostgreSQL); `run()` runs it now. */
  caseSearchIndex: CaseSearchIndexer;
  /**
   * Starts what the process's role runs (config.role): every role loads the business indexes
   * and screening lists its routes or jobs read; `worker` and `all` also start the job workers
   * (service jobs, SMS sends, monitoring scans), the webhook dispatcher, the abandonment sweep and
   * the case search indexer.
   */
  startWorkers(): Promise<void>;
  /** Stops workers, then closes connections; `onStep` names each step (shutdown diagnostics). */
  close(onStep?: (step: string) => void): Promise<void>;
}

export interface ServiceOptions {
  logger: Logger;
  store?: Store;
  /** pg-boss: seconds before an active job is taken as lost (tests shorten it). */
  jobExpireSeconds?: number;
  storeOptions?: StoreOptions;
  now?: () => number;
}

export async function createServices(config: Config, options: ServiceOptions): Promise<Services> {
  const now = options.now ?? Date.now;
  const store = options.store ?? openStore(config.databaseUrl, options.storeOptions);
  await migrateToLatest(store);
  const keys = createKeyRing(store.db, config.signingSecret);
  const tokens = createAccessTokens(keys, config.tokenTtlSeconds, now);
  const tenants = createTenantService(store.db, now);
  // Before every domain that changes what it records: they write to it in their own transactions.
  const audit = createAuditTrail(store.db);
  // eID client secrets are sealed like webhook secrets (same key; their own associated data).
  const eidBox = createSecretBox(config.webhookEncryptionKey ?? (await keys.current('webhook-secrets')).secret);
  const eidInsecure = config.eid.allowInsecureLoopback;
  // Service nodes' configs are checked at publication by the services themselves (src/services).
  const flows = createFlowPublicationService<CompiledFlow>(
    store.db,
    createPrepareFlow(SERVICE_CONFIG_VALIDATORS, {
      secrets: eidBox,
      electronicId: { allowInsecureLoopbackIssuer: eidInsecure },
    }),
    now,
    audit,
    // Connected, owners' and subsequent flows must be published in the mode, without cycles.
    checkFlowReferences,
  );
  const metrics = createMetricsRegistry();
  const logger = options.logger;

  const queue =
    store.dialect === 'sqlite'
      ? createSqliteQueue(store.db, logger)
      : await createPgBossQueue(
          {
            connectionString: config.databaseUrl,
            expireInSeconds: options.jobExpireSeconds ?? config.jobLeaseSeconds,
            supervise: config.role !== 'api',
            ...(store.schema ? { schema: `${store.schema}_boss` } : {}),
          },
          logger,
        );
  const signals =
    store.dialect === 'sqlite'
      ? createLocalSignals()
      : await createPostgresSignals(config.databaseUrl, logger, store.schema ?? '');
  const outbound = createOutboundClient({ allow: config.outboundAllow });
  // Before every producer (runtime, status events, monitoring): they all get its one outbox port.
  const webhooks = createWebhooks({
    store,
    outbound,
    logger,
    now,
    // Settings changes go to the audit trail under target `settings` / `webhooks`.
    recordSettingsChange: (executor, change, at) =>
      audit.record(
        executor,
        [
          {
            tenantId: change.tenantId,
            actor: change.by,
            action: `settings.${change.action}`,
            target: { type: 'settings', id: 'webhooks' },
            before: change.before,
            after: change.after,
          },
        ],
        at,
      ),
    // A manual "retry now" goes to the audit trail under the delivery (`webhook_delivery`).
    recordDeliveryRetry: (executor, retry, at) =>
      audit.record(
        executor,
        [
          {
            tenantId: retry.tenantId,
            actor: retry.by,
            action: 'webhook_delivery.retried',
            target: { type: 'webhook_delivery', id: retry.deliveryId },
            before: retry.before,
            after: { ...retry.after, enrollmentId: retry.enrollmentId },
          },
        ],
        at,
      ),
    keys: {
      sealing: async () => (await keys.current('webhook-secrets')).secret,
      eventToken: async () => (await keys.current('event-callback-token')).secret,
    },
    config: {
      encryptionKey: config.webhookEncryptionKey,
      retryScheduleMs: config.webhookRetryScheduleMs,
      outboundAllow: config.outboundAllow,
    },
    // A delivery must end well within its lease, or a live worker's message is sent twice.
    dispatcher: {
      leaseMs: config.webhookLeaseSeconds * 1000,
      timeoutMs: Math.min(15_000, (config.webhookLeaseSeconds * 1000) / 2),
    },
  });
  const timings = createServiceTimings();
  const fileRepository = createSessionFileRepository(store);
  const documentVerifier = createLazyDocumentVerifier({ workers: config.ocrWorkers, clock: () => new Date(now()) });
  const documentReader = createLazyDocumentReader({ workers: config.ocrWorkers });
  const sessionFiles = createSessionFiles({
    files: fileRepository,
    now,
    maxFilesPerSession: config.maxFilesPerSession,
  });
  const smsCodeKey = (await keys.current('sms-code')).secret;
  const businessRegistry = createBusinessRegistry();
  const prefillKey = await keys.current('prefill');
  const businesses = createBusinessSearch(businessRegistry, {
    tokens: createPrefillTokens({ secret: prefillKey.secret, now }),
  });
  // The runtime's ports (src/sessions/ports.ts): each plugged in with the domain implementing it.
  const faultPoint = createFaultPoint(config.testFault, logger);
  const runtime = createFlowRuntime({
    store,
    flows,
    smsCodeKey,
    engine: { newState: newSession, step: handleEvent, prefillFields: prefillableFields },
    queue,
    signals,
    timings,
    now,
    pendingWaitMs: config.pendingWaitMs,
    files: sessionFiles,
    kybPicks: createKybPicks(businesses),
    kybSearchPath,
    eidStartPath,
    // Run events go to the webhooks' one outbox, written in the transaction writing the state.
    events: { messages: runMessages, record: (executor, messages, at) => webhooks.outbox.add(executor, messages, at) },
    wakeOutbox: () => {
      webhooks.outbox.wake();
    },
    // An owner's run ending may complete its business case at once; the owners sweep is the backstop.
    // A connected run ending moves its parent on; the parent's client submitting its id is the backstop.
    // A run ending at an END naming a subsequent flow gets its token; showing the END issues it too.
    runEnded: (sessionId) => {
      owners.runEnded(sessionId).catch((err: unknown) => {
        logger.error({ err, sessionId }, 'owner case not settled after the run ended; the sweep will');
      });
      connectorNode.runEnded(sessionId).catch((err: unknown) => {
        logger.error({ err, sessionId }, 'connected run ended but its parent did not move on');
      });
      subsequent.runEnded(sessionId).catch((err: unknown) => {
        logger.error({ err, sessionId }, 'subsequent token not issued at the END; showing the END will');
      });
    },
    ...optionalFaultPoint(faultPoint),
  });
  const eidVerifier = createEidVerifier({
    store,
    box: eidBox,
    outbound,
    namedSecrets: (name) => config.eid.secrets[name],
    now,
    allowInsecureLoopbackIssuers: eidInsecure,
  });
  const electronicId = createElectronicId({
    verifier: eidVerifier,
    runtime,
    redirectUri: `${publicBaseUrlOf(config)}${EID_CALLBACK_PATH}`,
    allowInsecureLoopbackIssuers: eidInsecure,
  });
  const eidPurge = createEidPurge({ verifier: eidVerifier, logger, intervalMs: EID_PURGE_INTERVAL_MS });
  const captureCodes = createCaptureCodes({ store, now, ttlMs: 10 * 60_000 });
  const captureCodePurge = createPeriodicPurge({
    purgeExpired: () => captureCodes.purgeExpired(),
    what: 'expired capture codes',
    logger,
    intervalMs: EID_PURGE_INTERVAL_MS,
  });
  const statusEvents = createStatusEvents({ db: store.db, flows, outbox: webhooks.outbox });
  const endClients = createEndClients({ store, sessions: runtime.sessions, now, events: statusEvents, audit });
  const links = createEndClientLinks({ store, now, audit });
  const endClientDetails = createEndClientDetails({ sessions: runtime.sessions, flows, files: fileRepository });
  const endClientExport = createEndClientExport({ db: store.db, details: endClientDetails, flows });
  const studioAccounts = createStudioAccounts({ db: store.db, audit, now });
  const cases = createCases({
    db: store.db,
    endClients,
    details: endClientDetails,
    links,
    accounts: studioAccounts,
    audit,
    now,
  });
  const connectorKey = await keys.current('flow-connector');
  const connector = createConnector({
    store,
    runtime,
    links,
    now,
    tokens: createConnectorTokens({ secret: connectorKey.secret, ttlSeconds: config.connectorTokenTtlSeconds, now }),
  });
  const connectorNode = createConnectorNode({ store, runtime, links, now });
  const subsequentKey = await keys.current('subsequent-token');
  const subsequent = createSubsequent({
    store,
    runtime,
    links,
    now,
    codec: createSubsequentTokenCodec(subsequentKey.secret),
    ttlSeconds: config.subsequentTokenTtlSeconds,
  });
  const registry = createListRegistry();
  const screening = createScreeningService({ registry });
  const resumeKey = await keys.current('resume-link');
  const resumeTokens = createResumeTokens({ secret: resumeKey.secret, ttlSeconds: config.resumeLinkTtlSeconds, now });
  const linkGenerations = createLinkGenerations({ db: store.db, now, audit });
  const resumeLinks = createResumeLinks({
    tokens: resumeTokens,
    generations: linkGenerations,
    publicBaseUrl: publicBaseUrlOf(config),
  });
  // One limiter for every credential endpoint (flow API and enrollment API): an attacker cannot
  // spread guesses across the two. Shared through PostgreSQL, where several processes serve.
  const authLimiter =
    store.dialect === 'postgres'
      ? createStoredFailureLimiter(store.db, credentialLimits, CREDENTIAL_WINDOW_MS, now)
      : createFailureLimiter(credentialLimits, now);
  const monitoring = createMonitoring({
    config,
    store,
    queue,
    outbox: webhooks.outbox,
    tokens,
    logger,
    now,
    registry,
    screening,
    limiter: authLimiter,
    audit,
    jobLeaseSeconds: options.jobExpireSeconds ?? config.jobLeaseSeconds,
    ...optionalFaultPoint(faultPoint),
  });
  const lists = createListsService({
    store,
    registry,
    logger,
    now,
    sources: config.lists,
    demo: config.demo,
    snapshotsKept: config.listSnapshotsKept,
    // Runs once per cluster per new snapshot (the lists service claims it in the database).
    onListUpdated: async (listName, snapshotId, tx) => {
      if (config.rescanOnListUpdate) await monitoring.listUpdated(listName, snapshotId, tx);
    },
  });
  const mailbox = createMailbox(store.db, now);
  const mailer = createMailer(config.mail, { mailbox });
  const notifications = createNotifications({
    store,
    sessions: runtime.sessions,
    flows,
    links: resumeLinks,
    mailer,
    audit,
    now,
  });
  const owners = createOwners({ store, runtime, flows, links, notifications, logger, now });
  // Reminders and deadlines are hours apart: the abandonment sweep's interval serves them too.
  const ownerSweeper = createOwnerSweeper({ owners, logger, now, intervalMs: config.abandonSweepMs });
  const abandonment = createAbandonmentSweeper({
    store,
    sessions: runtime.sessions,
    logger,
    now,
    intervalMs: config.abandonSweepMs,
    events: statusEvents,
  });

  const caseSearchIndex = createCaseSearchIndexer({
    db: store.db,
    dialect: store.dialect,
    now,
    intervalMs: config.studio.caseIndexMs,
    logger,
  });

  // What the HTTP layer shows of the demo (landing page, one-click runs); nothing when it is off.
  const demo = config.demo
    ? {
        tenantId: BOOTSTRAP_TENANT_ID,
        flows: exampleFlows(),
        credentials: demoCredentialsInUse(config) ? { ...DEMO_CREDENTIALS } : undefined,
      }
    : undefined;

  return {
    demo,
    config,
    store,
    keys,
    tokens,
    tenants,
    flows,
    metrics,
    queue,
    signals,
    outbound,
    runtime,
    endClients,
    links,
    connector,
    subsequent,
    sessionFiles,
    endClientDetails,
    endClientExport,
    endClientList: createEndClientList(store.db),
    monitoring,
    webhooks,
    lists,
    screening,
    businesses,
    kybSearch: createKybSearch({ businesses }),
    electronicId,
    eidPurge,
    businessRegistry,
    authLimiter,
    requestLimiter: createRequestLimiter(store, config.rateLimits),
    resumeTokens,
    resumeLinks,
    captureCodes,
    captureCodePurge,
    linkGenerations,
    mailer,
    mailbox,
    notifications,
    abandonment,
    owners: createOwnerViews({ owners, links: resumeLinks }),
    ownerSweeper,
    now,
    studioAccounts,
    audit,
    cases,
    caseSearchIndex,
    studioSessions: createStudioSessions(
      store.db,
      { idleMs: config.studio.idleSeconds * 1000, maxMs: config.studio.maxSeconds * 1000 },
      now,
    ),
    async startWorkers() {
      for (const file of config.businessIndexes) {
        const meta = businessRegistry.activate(deserialiseDataset(new Uint8Array(readFileSync(file))));
        logger.info(
          { file, source: meta.source, version: meta.version, records: meta.recordCount },
          'business index loaded',
        );
      }
      if (config.demo && businessRegistry.active().length === 0) await loadDemoBusinesses(businessRegistry);
      // Lists first: the first scans and screening service jobs must see them (a screening job
      // before would answer 6505, no list loaded). CLI commands never start them (no 3 s SDN load).
      await lists.start();
      // An API process only enqueues: the jobs it writes are run by the worker processes.
      if (config.role === 'api') return;
      const services = createFlowServices({
        outbound,
        screening,
        businesses,
        businessRegistry,
        documents: {
          verifier: () => documentVerifier.get(),
          readFile: (sessionId, fileId) => fileRepository.read(sessionId, fileId),
        },
        readings: {
          reader: () => documentReader.get(),
          readFile: (sessionId, fileId) => fileRepository.read(sessionId, fileId),
        },
      });
      // Registered here, not in src/services: it needs the runtime, links and notifications above it.
      services.set(OWNER_VERIFICATION, owners.service);
      await startServiceWorker({
        queue,
        runtime,
        services,
        timings,
        logger,
      });
      await connectorNode.startWorker(queue);
      await startSmsWorker({
        queue,
        runtime,
        gateway: createSmsGateway(config.sms, { outbound, logger }),
        logger,
        now,
        codeKey: smsCodeKey,
      });
      webhooks.start();
      await monitoring.start();
      abandonment.start();
      ownerSweeper.start();
      eidPurge.start();
      captureCodePurge.start();
      caseSearchIndex.start();
    },
    async close(onStep = () => {}) {
      onStep('abandonment sweep');
      await abandonment.stop();
      await ownerSweeper.stop();
      await eidPurge.stop();
      await captureCodePurge.stop();
      await caseSearchIndex.stop();
      mailer.close();
      onStep('list poller');
      await lists.stop();
      onStep('monitoring scheduler');
      await monitoring.stop();
      onStep('webhook dispatcher');
      await webhooks.stop();
      onStep('job queue');
      await queue.stop();
      onStep('document verifier');
      await documentVerifier.close();
      onStep('document reader');
      await documentReader.close();
      onStep('session signals');
      await signals.close();
      outbound.close();
      onStep('store');
      await store.close();
      onStep('closed');
    },
  };
}

/**
 * The service's configuration, decoded from the environment against the one schema (./schema/),
 * checked at start-up with a clear message per bad value, so a misconfigured deployment fails
 * before it serves. `Config` is inferred from `toConfig`, whose inputs are the schema's types.
 */
import { decodeEnv, type Env } from './decode.js';
import { crossProblems, mailTransport, resumeLinkTtlSeconds } from './rules.js';
import type { EnvValues } from './schema/index.js';
import { smsGateway, type SmsGatewayConfig } from './sms.js';

export type { SmsGatewayConfig } from './sms.js';
export type { ConfiguredListEntry } from './schema/lists.js';
export type { MailTransportKind } from './schema/mail.js';
export type { ProcessRole } from './schema/server.js';
export type { Env } from './decode.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The demo is for trying Onward on one machine: with no allow-list of its own it lets outbound
 * calls reach loopback, so the README's local webhook receiver gets its callbacks from a plain
 * `npm start`. Any other deployment refuses private and loopback targets unless listed.
 */
export const DEMO_OUTBOUND_ALLOW: readonly string[] = ['127.0.0.1', '::1'];

function outboundAllowOf(v: EnvValues): string[] {
  return v.ONWARD_DEMO && v.ONWARD_OUTBOUND_ALLOW.length === 0 ? [...DEMO_OUTBOUND_ALLOW] : v.ONWARD_OUTBOUND_ALLOW;
}

/** The shape the rest of the code reads, grouped where settings belong together. */
/** Deployment secrets an eID node names by `clientSecretRef`: only these variables, so a flow author cannot name any other. */
export const EID_SECRET_PREFIX = 'ONWARD_EID_SECRET_';

function eidSecretsOf(env: Env): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env))
    if (name.startsWith(EID_SECRET_PREFIX) && value !== undefined && value !== '')
      out[name.slice(EID_SECRET_PREFIX.length)] = value;
  return out;
}

function toConfig(v: EnvValues, sms: SmsGatewayConfig, eidSecrets: Readonly<Record<string, string>>) {
  return {
    /** What this process runs (api, worker or all); see docs/deployment.md. */
    role: v.ONWARD_ROLE,
    /** PostgreSQL jobs: seconds before an active job is taken as lost and run again. */
    jobLeaseSeconds: v.ONWARD_JOB_LEASE_SECONDS,
    /** Whose X-Forwarded-For decides the client address (Fastify's trustProxy). */
    trustProxy: v.ONWARD_TRUST_PROXY,
    /** Requests per client address per minute on the public unauthenticated routes; 0 is off. */
    rateLimits: {
      sessions: v.ONWARD_RATE_LIMIT_SESSIONS,
      search: v.ONWARD_RATE_LIMIT_SEARCH,
      resume: v.ONWARD_RATE_LIMIT_RESUME,
      token: v.ONWARD_RATE_LIMIT_TOKEN,
    },
    /** Test-only: the armed fault point (src/app/fault-points.ts); never set in a deployment. */
    testFault: v.ONWARD_TEST_FAULT,
    /** Seconds a claimed webhook message is its worker's before another may deliver it. */
    webhookLeaseSeconds: v.ONWARD_WEBHOOK_LEASE_SECONDS,
    port: v.PORT,
    host: v.HOST,
    databaseUrl: v.DATABASE_URL,
    /** Secret for signing flow-API tokens and resume links; generated per data directory when unset. */
    signingSecret: v.ONWARD_SIGNING_SECRET,
    tokenTtlSeconds: v.ONWARD_TOKEN_TTL_SECONDS,
    bootstrap: {
      clientId: v.ONWARD_BOOTSTRAP_CLIENT_ID,
      clientSecret: v.ONWARD_BOOTSTRAP_CLIENT_SECRET,
      username: v.ONWARD_BOOTSTRAP_USERNAME,
      password: v.ONWARD_BOOTSTRAP_PASSWORD,
    },
    outboundAllow: outboundAllowOf(v),
    demo: v.ONWARD_DEMO,
    logLevel: v.LOG_LEVEL,
    bodyLimitBytes: v.ONWARD_BODY_LIMIT_BYTES,
    pendingWaitMs: v.ONWARD_PENDING_WAIT_MS,
    publicBaseUrl: v.ONWARD_PUBLIC_URL,
    /** Browser origins allowed to call the API (CORS); empty means any origin. */
    corsOrigins: v.ONWARD_CORS_ORIGINS,
    /** Path prefix of the enrollment API ('' serves it at /Token, /Enrollment/...). */
    enrollmentBasePath: v.ONWARD_ENROLLMENT_BASE_PATH,
    /** 32-byte key sealing stored webhook secrets; derived from the key ring when unset. */
    webhookEncryptionKey: v.ONWARD_WEBHOOK_ENCRYPTION_KEY,
    /** Waits before webhook retries 2..n+1 (docs/monitoring.md). */
    webhookRetryScheduleMs: v.ONWARD_WEBHOOK_RETRY_SCHEDULE,
    rescanOnListUpdate: v.ONWARD_RESCAN_ON_LIST_UPDATE,
    /** Screening lists imported at start; unchanged files are skipped by content hash. */
    lists: v.ONWARD_LISTS,
    listSnapshotsKept: v.ONWARD_LIST_SNAPSHOTS_KEPT,
    businessIndexes: v.ONWARD_BUSINESS_INDEXES,
    connectorTokenTtlSeconds: v.ONWARD_CONNECTOR_TOKEN_TTL_SECONDS,
    /** Lifetime of subsequent tokens (src/subsequent). */
    subsequentTokenTtlSeconds: v.ONWARD_SUBSEQUENT_TOKEN_TTL_SECONDS,
    resumeLinkTtlSeconds: resumeLinkTtlSeconds(v),
    resumeLinkMaxTtlSeconds: v.ONWARD_RESUME_LINK_MAX_TTL_SECONDS,
    maxUploadBytes: v.ONWARD_MAX_UPLOAD_BYTES,
    maxFilesPerSession: v.ONWARD_MAX_FILES_PER_SESSION,
    /** OCR worker threads of built-in provider_doc_v steps, and as many for OCR steps (src/verification/document/ocr/pool.ts). */
    ocrWorkers: v.ONWARD_OCR_WORKERS,
    /** Outgoing e-mail (notification e-mails): the transport and its SMTP settings. */
    mail: {
      transport: mailTransport(v),
      smtpUrl: v.ONWARD_SMTP_URL,
      from: v.ONWARD_MAIL_FROM?.trim(),
      timeoutMs: v.ONWARD_SMTP_TIMEOUT_MS,
    },
    abandonSweepMs: v.ONWARD_ABANDON_SWEEP_MS,
    /** Gateway of sms steps' codes (docs/sms.md); kind `none` makes sms steps fail with 5302. */
    sms,
    /** The Studio's sessions (docs/studio.md). */
    studio: {
      idleSeconds: v.ONWARD_STUDIO_IDLE_SECONDS,
      maxSeconds: v.ONWARD_STUDIO_MAX_SECONDS,
      trustForwardedProto: v.ONWARD_TRUST_FORWARDED_PROTO,
      /** Time between runs of SQLite's case search indexer (src/cases/search-index.ts). */
      caseIndexMs: v.ONWARD_CASE_INDEX_MS,
    },
    /** Built-in electronic ID steps (docs/verification.md). */
    eid: {
      allowInsecureLoopback: v.ONWARD_EID_ALLOW_INSECURE_LOOPBACK,
      /** `clientSecretRef` → secret, from ONWARD_EID_SECRET_<ref> variables. */
      secrets: eidSecrets,
    },
  };
}

export type Config = ReturnType<typeof toConfig>;
export type MailConfig = Config['mail'];

/** Parses and validates the environment; throws ConfigError listing every bad value at once. */
export function loadConfig(env: Env = process.env): Config {
  const { values, problems, failed } = decodeEnv(env);
  problems.push(...crossProblems(values, failed));
  const { sms, problems: smsProblems } = smsGateway(values, failed);
  problems.push(...smsProblems);
  if (problems.length > 0) throw new ConfigError(problems);
  return toConfig(values, sms, eidSecretsOf(env));
}

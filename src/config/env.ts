/**
 * The one validated environment schema. Every setting the service reads comes from here, checked at
 * start-up with a clear message per bad value, so a misconfigured deployment fails before it serves.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { DEFAULT_RETRY_SCHEDULE_MS, parseRetrySchedule } from '../webhooks/policy.js';
import { parseListsEnv, type ConfiguredListEntry } from './lists-env.js';
import { parseSmsEnv, type SmsGatewayConfig } from './sms-env.js';
import { MAX_RESUME_TOKEN_CHARS } from '../resume-links/token.js';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /** Secret for signing flow-API tokens and resume links; generated per data directory when unset. */
  signingSecret: string | undefined;
  tokenTtlSeconds: number;
  bootstrap: {
    clientId: string | undefined;
    clientSecret: string | undefined;
    username: string | undefined;
    password: string | undefined;
  };
  outboundAllow: string[];
  demo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  bodyLimitBytes: number;
  pendingWaitMs: number;
  publicBaseUrl: string | undefined;
  /** Browser origins allowed to call the API (CORS); empty means any origin. */
  corsOrigins: string[];
  /** Path prefix of the enrollment API ('' serves it at /Token, /Enrollment/...). */
  enrollmentBasePath: string;
  /** 32-byte key sealing stored webhook secrets; derived from the key ring when unset. */
  webhookEncryptionKey: Buffer | undefined;
  /** Waits before webhook retries 2..n+1 (docs/monitoring.md). */
  webhookRetryScheduleMs: number[];
  /** Rescan enrolled entities out of cycle when a watchlist is updated. */
  rescanOnListUpdate: boolean;
  /** Screening lists imported at start (ONWARD_LISTS); unchanged files are skipped by content hash. */
  lists: ConfiguredListEntry[];
  /** Snapshots stored per screening list, the active one included; older ones are deleted (ONWARD_LIST_SNAPSHOTS_KEPT). */
  listSnapshotsKept: number;
  /** Business index files (from `onward businesses import --out`) loaded at start. */
  businessIndexes: string[];
  /** Lifetime of deprecated connector tokens (GET /connector), seconds (ONWARD_CONNECTOR_TOKEN_TTL_SECONDS). */
  connectorTokenTtlSeconds: number;
  /** Default lifetime of resume links (signed URLs, notification e-mails), seconds (ONWARD_RESUME_LINK_TTL_SECONDS). */
  resumeLinkTtlSeconds: number;
  /** Longest lifetime a caller may ask for with ttlSeconds (ONWARD_RESUME_LINK_MAX_TTL_SECONDS). */
  resumeLinkMaxTtlSeconds: number;
  /** Largest file POST /file/{flowId} accepts, in bytes (ONWARD_MAX_UPLOAD_BYTES); bigger is 413. */
  maxUploadBytes: number;
  /** Files one session may hold (ONWARD_MAX_FILES_PER_SESSION); more are 413. */
  maxFilesPerSession: number;
  /** Outgoing e-mail (notification e-mails); `smtpUrl` undefined means e-mail is not configured. */
  mail: MailConfig;
  /** Time between sweeps of the abandonment timer (docs/notifications.md). */
  abandonSweepMs: number;
  /** Gateway of sms steps' codes (docs/sms.md); kind `none` makes sms steps fail with 5302. */
  sms: SmsGatewayConfig;
}

export interface MailConfig {
  /** `smtp://user:pass@host:port` (STARTTLS when offered) or `smtps://...` (TLS from the start). */
  smtpUrl: string | undefined;
  /** The From header, `address` or `Name <address>`. */
  from: string | undefined;
  /** Connect, greeting and socket timeout, so an unreachable server answers 502 promptly. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Parses and validates the environment; throws ConfigError listing every bad value at once. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (raw === undefined || raw === '') return fallback;
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
    if (['0', 'false', 'no', 'off'].includes(raw)) return false;
    problems.push(`${name} must be a boolean (true/false/1/0), got ${JSON.stringify(env[name])}`);
    return fallback;
  };
  const opt = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v === '' ? undefined : v;
  };

  const databaseUrl = opt('DATABASE_URL') ?? 'sqlite:./data/onward.sqlite';
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with sqlite: or postgres://, got ${JSON.stringify(databaseUrl)}`);
  }

  const logLevel = (opt('LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const outboundAllow = (opt('ONWARD_OUTBOUND_ALLOW') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const entry of outboundAllow) {
    const [addr, bits, extra] = entry.split('/');
    const hostLike = /^[a-z0-9.-]+$/i.test(entry);
    const cidrOk = addr !== undefined && isIP(addr) !== 0 && extra === undefined &&
      (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128)));
    if (!cidrOk && !hostLike) problems.push(`ONWARD_OUTBOUND_ALLOW entry ${JSON.stringify(entry)} is neither a host name, an IP nor a CIDR`);
  }

  const signingSecret = opt('ONWARD_SIGNING_SECRET');
  if (signingSecret !== undefined && signingSecret.length < 32) {
    problems.push('ONWARD_SIGNING_SECRET must be at least 32 characters');
  }

  const clientId = opt('ONWARD_BOOTSTRAP_CLIENT_ID');
  const clientSecret = opt('ONWARD_BOOTSTRAP_CLIENT_SECRET');
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    problems.push('ONWARD_BOOTSTRAP_CLIENT_ID and ONWARD_BOOTSTRAP_CLIENT_SECRET must be set together');
  }
  const username = opt('ONWARD_BOOTSTRAP_USERNAME');
  const password = opt('ONWARD_BOOTSTRAP_PASSWORD');
  if ((username === undefined) !== (password === undefined)) {
    problems.push('ONWARD_BOOTSTRAP_USERNAME and ONWARD_BOOTSTRAP_PASSWORD must be set together');
  }
  if (username !== undefined && username.includes(':')) problems.push('ONWARD_BOOTSTRAP_USERNAME must not contain ":"');

  // Credentials travel in headers, never cookies, so reflecting any origin leaks nothing; a
  // deployment may still pin the origins of its own onboarding pages.
  const corsOrigins = (opt('ONWARD_CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of corsOrigins) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) problems.push(`ONWARD_CORS_ORIGINS entry ${JSON.stringify(origin)} must be an origin such as https://onboarding.example.com`);
  }
  const publicBaseUrl = opt('ONWARD_PUBLIC_URL');
  if (publicBaseUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(publicBaseUrl)) {
    problems.push(`ONWARD_PUBLIC_URL must be an absolute http(s) URL, got ${JSON.stringify(publicBaseUrl)}`);
  }
  // Signed URLs are promised to stay within 256 characters: base + "/resume/" + the longest token
  // (54 characters, with a link generation above 255; 51 for most links).
  const maxBase = 256 - '/resume/'.length - MAX_RESUME_TOKEN_CHARS;
  if (publicBaseUrl !== undefined && publicBaseUrl.replace(/\/+$/, '').length > maxBase) {
    problems.push(`ONWARD_PUBLIC_URL must be at most ${maxBase} characters (resume links stay within 256)`);
  }

  const enrollmentBasePath = (opt('ONWARD_ENROLLMENT_BASE_PATH') ?? '').replace(/\/+$/, '');
  if (enrollmentBasePath !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(enrollmentBasePath)) {
    problems.push(`ONWARD_ENROLLMENT_BASE_PATH must be empty or a path such as /identity-enrollment, got ${JSON.stringify(enrollmentBasePath)}`);
  }

  const webhookKeyText = opt('ONWARD_WEBHOOK_ENCRYPTION_KEY');
  let webhookEncryptionKey: Buffer | undefined;
  if (webhookKeyText !== undefined) {
    // 64 hex characters or base64/base64url of exactly 32 bytes: an AES-256 key, nothing weaker.
    const key = /^[0-9a-f]{64}$/i.test(webhookKeyText) ? Buffer.from(webhookKeyText, 'hex')
      : /^[A-Za-z0-9+/_-]{43}=?$/.test(webhookKeyText) ? Buffer.from(webhookKeyText, 'base64') : undefined;
    if (key?.length === 32) webhookEncryptionKey = key;
    else problems.push('ONWARD_WEBHOOK_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or base64');
  }

  let webhookRetryScheduleMs = [...DEFAULT_RETRY_SCHEDULE_MS];
  const scheduleText = opt('ONWARD_WEBHOOK_RETRY_SCHEDULE');
  if (scheduleText !== undefined) {
    const parsed = parseRetrySchedule(scheduleText);
    if (parsed.ok) webhookRetryScheduleMs = parsed.delaysMs;
    else problems.push(`ONWARD_WEBHOOK_RETRY_SCHEDULE: ${parsed.message}`);
  }

  const listsEnv = parseListsEnv(opt('ONWARD_LISTS') ?? '');
  problems.push(...listsEnv.problems);

  const businessIndexes = (opt('ONWARD_BUSINESS_INDEXES') ?? '').split(',').map((p) => p.trim()).filter(Boolean);
  for (const file of businessIndexes) {
    if (!existsSync(file)) problems.push(`ONWARD_BUSINESS_INDEXES: ${file} does not exist`);
  }

  // A resume link is a bearer capability for one run: short by default, bounded by the operator.
  const resumeLinkMaxTtlSeconds = int('ONWARD_RESUME_LINK_MAX_TTL_SECONDS', 30 * 86400, 60, 365 * 86400);
  const resumeLinkTtlSeconds = int('ONWARD_RESUME_LINK_TTL_SECONDS', Math.min(7 * 86400, resumeLinkMaxTtlSeconds), 60, 365 * 86400);
  if (resumeLinkTtlSeconds > resumeLinkMaxTtlSeconds) {
    problems.push(`ONWARD_RESUME_LINK_TTL_SECONDS (${resumeLinkTtlSeconds}) must not exceed ONWARD_RESUME_LINK_MAX_TTL_SECONDS (${resumeLinkMaxTtlSeconds})`);
  }
  const smtpUrl = opt('ONWARD_SMTP_URL');
  const mailFrom = opt('ONWARD_MAIL_FROM');
  if (smtpUrl !== undefined) {
    let url: URL | undefined;
    try { url = new URL(smtpUrl); } catch { url = undefined; }
    // The URL holds the password: never echo it back.
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '') {
      problems.push('ONWARD_SMTP_URL must be smtp://[user:pass@]host[:port] or smtps://...');
    }
    if (mailFrom === undefined) problems.push('ONWARD_MAIL_FROM must be set with ONWARD_SMTP_URL (the From address of notification e-mails)');
  }
  if (mailFrom !== undefined && !/^(?:[^<>]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(mailFrom.trim())) {
    problems.push(`ONWARD_MAIL_FROM must be an address or "Name <address>", got ${JSON.stringify(mailFrom)}`);
  }

  const smsEnv = parseSmsEnv(env, int('ONWARD_SMS_TIMEOUT_MS', 10_000, 100, 60_000));
  problems.push(...smsEnv.problems);

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
    host: opt('HOST') ?? '0.0.0.0',
    databaseUrl,
    signingSecret,
    tokenTtlSeconds: int('ONWARD_TOKEN_TTL_SECONDS', 3600, 60, 86400),
    bootstrap: { clientId, clientSecret, username, password },
    outboundAllow,
    demo: bool('ONWARD_DEMO', false),
    logLevel,
    bodyLimitBytes: int('ONWARD_BODY_LIMIT_BYTES', 1_048_576, 1024, 64 * 1_048_576),
    pendingWaitMs: int('ONWARD_PENDING_WAIT_MS', 30_000, 0, 120_000),
    publicBaseUrl,
    corsOrigins,
    enrollmentBasePath,
    webhookEncryptionKey,
    webhookRetryScheduleMs,
    rescanOnListUpdate: bool('ONWARD_RESCAN_ON_LIST_UPDATE', true),
    lists: listsEnv.lists,
    listSnapshotsKept: int('ONWARD_LIST_SNAPSHOTS_KEPT', 10, 1, 10_000),
    businessIndexes,
    // Redeemed by possession: minutes, not hours (docs/connector.md).
    connectorTokenTtlSeconds: int('ONWARD_CONNECTOR_TOKEN_TTL_SECONDS', 600, 10, 86_400),
    resumeLinkTtlSeconds,
    resumeLinkMaxTtlSeconds,
    // Files live in the database (session_files), so the cap bounds a row as well as a request.
    maxUploadBytes: int('ONWARD_MAX_UPLOAD_BYTES', 10 * 1_048_576, 1, 100 * 1_048_576),
    maxFilesPerSession: int('ONWARD_MAX_FILES_PER_SESSION', 20, 1, 1000),
    mail: { smtpUrl, from: mailFrom?.trim(), timeoutMs: int('ONWARD_SMTP_TIMEOUT_MS', 10_000, 100, 120_000) },
    abandonSweepMs: int('ONWARD_ABANDON_SWEEP_MS', 60_000, 10, 3_600_000),
    sms: smsEnv.sms,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

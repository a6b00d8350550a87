// HTTP server: where it listens, what it logs, how large and how long requests may be, and how it
// is reached from outside.
import { MAX_PUBLIC_BASE_CHARS } from '../../lib/resume-url.js';
import { bool, csv, int, oneOf, text, withDefault, EnvProblem } from './kinds.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * What a `serve` process does: `api` answers HTTP and enqueues jobs, `worker` runs the jobs and
 * sweeps (its listener serves only health and metrics), `all` both (the embedded default).
 */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export const serverVars = {
  PORT: int(8080, 0, 65535, { description: 'HTTP port' }),
  HOST: withDefault(
    '0.0.0.0',
    { description: 'Interface to listen on' },
    (raw) => raw,
    (v) => v,
  ),
  ONWARD_ROLE: oneOf(
    PROCESS_ROLES,
    'all',
    {
      description:
        'What `onward serve` runs: `api` (HTTP, enqueues jobs), `worker` (service jobs, SMS, scans, webhooks, sweeps; HTTP only for /healthz, /readyz, /metrics) or `all`. `api` and `worker` need PostgreSQL (docs/deployment.md); `serve --role` overrides it',
    },
    (raw) => `must be one of ${PROCESS_ROLES.join(', ')}, got ${JSON.stringify(raw)}`,
  ),
  ONWARD_JOB_LEASE_SECONDS: int(300, 2, 3600, {
    description:
      "PostgreSQL: how long a running job (service call, SMS, scan) is its worker's; after it, a job whose worker died is run by another (longer than the slowest service call)",
  }),
  LOG_LEVEL: oneOf(
    LOG_LEVELS,
    'info',
    { description: `pino level: ${LOG_LEVELS.join(', ')}` },
    (raw) => `must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(raw)}`,
  ),
  ONWARD_DEMO: bool(false, {
    docDefault: 'off (`npm start` turns it on)',
    description: 'Load the demo flows and data into the bootstrap tenant',
  }),
  ONWARD_BODY_LIMIT_BYTES: int(1_048_576, 1024, 64 * 1_048_576, {
    description: 'Largest accepted JSON body (1 KiB to 64 MiB)',
  }),
  ONWARD_PENDING_WAIT_MS: int(30_000, 0, 120_000, {
    description: 'How long `x-hf-retry-on-pending` holds a submit (at most 120000)',
  }),
  ONWARD_PUBLIC_URL: text(
    {
      docDefault: '`http://localhost:$PORT`',
      description: `External base URL (OpenAPI servers, signed links): what end users' browsers reach, path prefix included; at most ${MAX_PUBLIC_BASE_CHARS} characters so signed URLs stay within 256`,
    },
    (url) => {
      if (!/^https?:\/\/[^\s]+$/.test(url)) return `must be an absolute http(s) URL, got ${JSON.stringify(url)}`;
      // Signed URLs are promised to stay within 256 characters: base + "/resume/" + the longest token.
      if (url.replace(/\/+$/, '').length > MAX_PUBLIC_BASE_CHARS)
        return `must be at most ${MAX_PUBLIC_BASE_CHARS} characters (resume links stay within 256)`;
      return undefined;
    },
  ),
  // Credentials travel in headers, never cookies, so reflecting any origin leaks nothing; a
  // deployment may still pin the origins of its own onboarding pages.
  ONWARD_CORS_ORIGINS: csv(
    {
      docDefault: 'any origin',
      description: 'Comma-separated browser origins allowed to call the API (credentials are headers, never cookies)',
    },
    (origin) =>
      /^https?:\/\/[^/\s]+$/.test(origin)
        ? undefined
        : `entry ${JSON.stringify(origin)} must be an origin such as https://onboarding.example.com`,
  ),
  ONWARD_ENROLLMENT_BASE_PATH: withDefault(
    '',
    {
      docDefault: 'empty',
      description:
        'Path prefix of the enrollment API (e.g. `/identity-enrollment`); empty serves it at `/Token`, `/Enrollment/...`',
    },
    (raw) => {
      const path = raw.replace(/\/+$/, '');
      if (path !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) {
        throw new EnvProblem(`must be empty or a path such as /identity-enrollment, got ${JSON.stringify(path)}`);
      }
      return path;
    },
    (path) => path,
  ),
  ONWARD_MAX_UPLOAD_BYTES: int(10 * 1_048_576, 1, 100 * 1_048_576, {
    docDefault: '`10485760` (10 MiB)',
    description:
      'Largest file `POST /file/{flowId}` accepts (1 B to 100 MiB); bigger is 413. Files live in the database, so this also bounds a row',
  }),
  ONWARD_MAX_FILES_PER_SESSION: int(20, 1, 1000, {
    description: 'Files one session may hold (1 to 1000); more are 413',
  }),
  ONWARD_OCR_WORKERS: int(1, 1, 8, {
    description:
      'OCR worker threads of built-in document steps, per model: as many again for OCR steps (1 to 8; each ~100-170 MB, started on the first document, not at boot)',
  }),
};

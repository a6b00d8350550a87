// Running behind a load balancer: whose address a request comes from, how often one address may use
// the public unauthenticated routes, and the fault points the multi-process tests arm.
import { isIP } from 'node:net';
import { int, optionalOneOf, withDefault, EnvProblem } from './kinds.js';

/** Which reverse proxies' X-Forwarded-For is believed (Fastify's trustProxy). */
export type TrustProxy = boolean | number | string[];

function proxyEntryProblem(entry: string): string | undefined {
  const [addr, bits, extra] = entry.split('/');
  const ok =
    addr !== undefined &&
    isIP(addr) !== 0 &&
    extra === undefined &&
    (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(addr) === 4 ? 32 : 128)));
  return ok ? undefined : `entry ${JSON.stringify(entry)} is neither an IP nor a CIDR`;
}

function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (['', '0', 'false', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return true;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const problems = entries.map(proxyEntryProblem).filter((p): p is string => p !== undefined);
  if (problems.length > 0) throw new EnvProblem(problems);
  return entries;
}

/**
 * Points in the code where a test can make a process stop dead (src/app/fault-points.ts). Named
 * here so a typo fails at start instead of arming nothing.
 */
export const FAULT_POINTS = ['submit-before-commit', 'list-rescan-after-first-scans'] as const;
export type FaultPointName = (typeof FAULT_POINTS)[number];

const perMinute = (fallback: number, what: string) =>
  int(fallback, 0, 1_000_000, {
    description: `${what} per client address per minute, counted across every process (0 turns the limit off); over it the answer is 429 (code 4429) with Retry-After`,
  });

export const deploymentVars = {
  // Off by default: anyone can send X-Forwarded-For, so believing it without a proxy that
  // overwrites it would let a client pick the address its rate limits are counted under.
  ONWARD_TRUST_PROXY: withDefault<TrustProxy>(
    'false',
    {
      description:
        'Whose `X-Forwarded-For` decides the client address (rate limits, credential-failure limits, logs): `false` (the TCP peer), `true` (any hop: only behind a proxy that overwrites the header), a number of proxy hops, or comma-separated proxy IPs/CIDRs',
    },
    parseTrustProxy,
    (v) => (Array.isArray(v) ? v.join(',') : String(v)),
  ),
  ONWARD_RATE_LIMIT_SESSIONS: perMinute(
    120,
    'New flow sessions (`GET /flow/{flowId}` or `POST /submit/{flowId}` without `x-hf-session`, `/init`)',
  ),
  ONWARD_RATE_LIMIT_SEARCH: perMinute(
    600,
    'KYB searches of flow steps (`/kyb-search/{flowId}`, `/resume/api/kyb-search`)',
  ),
  ONWARD_RATE_LIMIT_RESUME: perMinute(120, 'Resume API requests (`/resume/api/...`, `GET /c/{code}`)'),
  ONWARD_RATE_LIMIT_TOKEN: perMinute(
    60,
    'Token requests (`/connect/token`, `/Token`, `/Token/ClientCredentials`, refresh)',
  ),
  ONWARD_TEST_FAULT: optionalOneOf(
    FAULT_POINTS,
    {
      description: `Test-only, never in a deployment: the fault point (${FAULT_POINTS.join(', ')}) at which the process stops dead, holding what it was doing until the test kills it (test/scaleout/faults.test.ts). Refused with \`NODE_ENV=production\``,
    },
    (raw) => `must be one of ${FAULT_POINTS.join(', ')}, got ${JSON.stringify(raw)}`,
  ),
};

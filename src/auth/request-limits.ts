/**
 * Rate limits of the public unauthenticated routes (new sessions, KYB search, the resume API,
 * token requests), per client address and surface, in fixed one-minute windows. Counted by
 * rate-limiter-flexible: on PostgreSQL in the shared table `request_limits` (migration 0026), so
 * the budget is the cluster's and not N processes' worth; on SQLite, where one process serves
 * everything, in memory.
 *
 * The per-process fast path: once a process has seen a key use up its window, it refuses that key
 * from memory until the window ends (`inMemoryBlockOnConsumed`), so a flood costs the database one
 * upsert per process per window, not one per request. While the database cannot be reached the
 * counting falls back to the process's own memory (`insuranceLimiter`) instead of failing the
 * request on the limiter's account.
 */
import { CompiledQuery } from 'kysely';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Store } from '../store/database.js';
import { OnwardError } from '../errors/index.js';

export const LIMITED_SURFACES = ['sessions', 'search', 'resume', 'token'] as const;
export type LimitedSurface = (typeof LIMITED_SURFACES)[number];

/** Requests per client address per minute by surface; 0 turns a surface's limit off. */
export type RequestLimits = Record<LimitedSurface, number>;

export interface RequestLimiter {
  /** Counts one request of `client` on `surface`; throws 4429 (with Retry-After) over the limit. */
  consume(surface: LimitedSurface, client: string): Promise<void>;
}

const WINDOW_SECONDS = 60;

const MESSAGES: Record<LimitedSurface, string> = {
  sessions: 'Too many new sessions from this address; try again later',
  search: 'Too many searches from this address; try again later',
  resume: 'Too many requests from this address; try again later',
  token: 'Too many token requests from this address; try again later',
};

/** The library's query interface over the store's own pool (and its schema's search path). */
function queryClient(store: Store) {
  return {
    query: async (q: { text: string; values?: unknown[] }) => {
      const result = await store.db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows };
    },
  };
}

function limiterFor(store: Store, surface: LimitedSurface, points: number): RateLimiterAbstract {
  const common = { keyPrefix: surface, points, duration: WINDOW_SECONDS };
  if (store.dialect === 'sqlite') return new RateLimiterMemory(common);
  return new RateLimiterPostgres({
    ...common,
    storeClient: queryClient(store),
    storeType: 'pool',
    tableName: 'request_limits',
    tableCreated: true,
    inMemoryBlockOnConsumed: points + 1,
    insuranceLimiter: new RateLimiterMemory(common),
  });
}

export function createRequestLimiter(store: Store, limits: RequestLimits): RequestLimiter {
  const limiters = new Map<LimitedSurface, RateLimiterAbstract>();
  for (const surface of LIMITED_SURFACES)
    if (limits[surface] > 0) limiters.set(surface, limiterFor(store, surface, limits[surface]));
  return {
    async consume(surface, client) {
      const limiter = limiters.get(surface);
      if (!limiter) return;
      try {
        await limiter.consume(client);
      } catch (err) {
        // The library rejects with its result when the key is over the limit; anything else is a
        // store error the insurance limiter already answered for, so it is passed on as it is.
        if (!(err instanceof RateLimiterRes)) throw err;
        throw new OnwardError(4429, MESSAGES[surface], undefined, {
          retryAfterSeconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)),
        });
      }
    },
  };
}

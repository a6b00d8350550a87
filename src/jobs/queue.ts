/**
 * Durable background jobs. A job is enqueued in the same database transaction as the state that
 * needs it, so it exists exactly when that state committed; handlers run outside any transaction
 * and must be idempotent (delivery is at least once).
 *
 * Two engines behind one interface: on SQLite (single process, embedded) a table polled in-process;
 * on PostgreSQL pg-boss, so several worker processes share the work with no double claim.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface JobSpec<Data> {
  name: string;
  data: Data;
  /** Epoch ms; defaults to now. */
  runAt?: number;
  maxAttempts?: number;
}

export interface Job<Data> {
  id: string;
  name: string;
  data: Data;
  attempt: number;
}

export type JobHandler<Data> = (job: Job<Data>) => Promise<void>;

export interface JobQueue {
  /** Enqueues in the caller's transaction (or directly with the root handle). Returns the job id. */
  enqueue<Data extends object>(executor: Kysely<Database>, spec: JobSpec<Data>): Promise<string>;
  /** Registers a handler; a handler that throws is retried with backoff until maxAttempts. */
  work<Data>(name: string, handler: JobHandler<Data>, options?: { concurrency?: number }): Promise<void>;
  /** Hint that a job was just committed: look now instead of at the next poll. */
  wake(): void;
  /**
   * Throws when the queue cannot take or hand out jobs (stopped, or its tables unreachable): a
   * worker process's readiness.
   */
  check(): Promise<void>;
  /** Stops taking jobs and waits up to graceMs for running ones. */
  stop(graceMs?: number): Promise<void>;
}

/** Backoff between attempts: 1 s, 2 s, 4 s ... capped at 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(300_000, 1000 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Wakes requests waiting on a session (x-hf-retry-on-pending) when its background service finishes,
 * instead of polling the database. In one process an EventEmitter is enough; with PostgreSQL the
 * signal goes through LISTEN/NOTIFY so a job finished by another process wakes this one too.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';

export interface SessionSignals {
  /** Announces that a session's state changed (call after the change committed). */
  notify(sessionId: string): Promise<void>;
  /**
   * Subscribes before the caller re-reads the state (so no signal is missed between the two);
   * `done` resolves true when the session is signalled, false when timeoutMs passes first.
   */
  wait(sessionId: string, timeoutMs: number): Waiter;
  close(): Promise<void>;
}

export interface Waiter {
  done: Promise<boolean>;
  cancel(): void;
}

function waiter(emitter: EventEmitter, sessionId: string, timeoutMs: number): Waiter {
  let settle: (signalled: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => {
    settle = resolve;
  });
  const onSignal = () => {
    clearTimeout(timer);
    settle(true);
  };
  const timer = setTimeout(() => {
    emitter.off(sessionId, onSignal);
    settle(false);
  }, timeoutMs);
  emitter.once(sessionId, onSignal);
  return {
    done,
    cancel: () => {
      clearTimeout(timer);
      emitter.off(sessionId, onSignal);
      settle(false);
    },
  };
}

export function createLocalSignals(): SessionSignals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: async (sessionId) => {
      emitter.emit(sessionId);
    },
    wait: (sessionId, timeoutMs) => waiter(emitter, sessionId, timeoutMs),
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'onward_session';

export async function createPostgresSignals(
  connectionString: string,
  logger: Logger,
  schemaTag = '',
): Promise<SessionSignals> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Tests share one database across schemas: the tag keeps their signals apart.
  const channel = schemaTag ? `${CHANNEL}_${schemaTag}` : CHANNEL;
  let closed = false;
  let listener: pg.Client | undefined;
  const notifier = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 10_000 });
  // A dropped connection (database restart) is an 'error' event on the pool or, while checked
  // out, on the client: fatal when unhandled. The pool discards it and the next notify connects afresh.
  notifier.on('error', (err) => logger.warn({ err }, 'session signal notifier connection lost'));
  notifier.on('connect', (client) => client.on('error', () => {}));

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    client.on('notification', (msg) => {
      if (msg.payload) emitter.emit(msg.payload);
    });
    client.on('error', (err) => {
      if (listener !== client) return;
      logger.warn({ err }, 'session signal connection lost; reconnecting');
      listener = undefined;
      client.end().catch(() => {});
      relisten();
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    listener = client;
  }

  /**
   * Reconnects until it succeeds (the database may be down for a while), then wakes every waiter:
   * a NOTIFY sent while the connection was down is lost, so each waiting request looks again.
   */
  function relisten(attempt = 0): void {
    if (closed) return;
    setTimeout(
      () => {
        if (closed) return;
        listen().then(
          () => {
            logger.info('session signal connection restored');
            for (const name of emitter.eventNames()) emitter.emit(name);
          },
          (err: unknown) => {
            logger.warn({ err, attempt }, 'signal reconnect failed; retrying');
            relisten(attempt + 1);
          },
        );
      },
      Math.min(5000, 250 * 2 ** Math.min(attempt, 5)),
    ).unref();
  }
  await listen();

  return {
    async notify(sessionId) {
      await notifier.query('select pg_notify($1, $2)', [channel, sessionId]);
    },
    wait: (sessionId, timeoutMs) => waiter(emitter, sessionId, timeoutMs),
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await listener?.end().catch(() => {});
      await notifier.end();
    },
  };
}

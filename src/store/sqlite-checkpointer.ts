/**
 * Runs SQLite's WAL checkpoints on a worker thread with its own connection.
 *
 * better-sqlite3 is synchronous: with SQLite's automatic checkpoint, every ~1,000th commit copies
 * the WAL back into the database file and fsyncs it on the event loop, which measured at about
 * half of all write time and set the tail latency of every request. A PASSIVE checkpoint from a
 * second connection runs beside the writer (WAL mode allows it) and never blocks it. The main
 * connection keeps a far higher automatic threshold as a fallback, so the WAL stays bounded even
 * if this thread falls behind or is not running (short-lived CLI processes).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface Checkpointer {
  stop(): Promise<void>;
}

// A CommonJS script evaluated in the worker: it needs only better-sqlite3, resolved by the parent.
const SCRIPT = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const tick = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { parentPort.postMessage({ error: String(err && err.message || err) }); }
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort.on('message', (m) => {
  if (m !== 'stop') return;
  clearInterval(timer);
  try { db.close(); } finally { parentPort.close(); }
});
`;

/** Pages the main connection may let the WAL grow to before checkpointing itself (about 64 MB). */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 16384;

export function startCheckpointer(
  file: string,
  options: { intervalMs?: number; onError?: (message: string) => void } = {},
): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(SCRIPT, {
    eval: true,
    workerData: { driver, file, intervalMs: options.intervalMs ?? 200 },
  });
  // It must not keep a process alive that has nothing else to do.
  worker.unref();
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  worker.on('message', (m: { error?: string }) => {
    if (m.error) options.onError?.(m.error);
  });
  worker.on('error', (err) => options.onError?.(err.message));
  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopped ??= (async () => {
        if (exited) return;
        // Unreferenced, the thread's exit would not keep this process waiting for it.
        worker.ref();
        worker.postMessage('stop');
        // A checkpoint in progress finishes first; after that the thread has no reason to live.
        const timer = setTimeout(() => {
          void worker.terminate();
        }, 2000);
        await exit;
        clearTimeout(timer);
      })();
      return stopped;
    },
  };
}

/**
 * One timer chain per process for work that runs every interval in every worker (the abandonment
 * and owners sweeps, the purges of expired records). The work's own rows say what is due, so a
 * missed tick loses nothing; this only keeps the loop honest:
 * - a run in progress is joined, never started twice in one process;
 * - the next tick is armed when a run ends, so a slow run delays the next instead of overlapping;
 * - a run that outlived stop() re-arms only after a new start(): one chain, never two;
 * - stop() waits for the run in progress, and `stopping` lets a long run end after its batch.
 */
export interface PeriodicTask<T> {
  /** Runs now, or joins the run in progress. */
  run: () => Promise<T>;
  start: () => void;
  stop: () => Promise<void>;
  /** Stops the timer without waiting for a run in progress (a process being torn down at once). */
  halt: () => void;
  /** True from stop() until the next start(): a backlog run ends after its current batch. */
  readonly stopping: boolean;
}

export function createPeriodicTask<T>(deps: {
  work: () => Promise<T>;
  intervalMs: number;
  /** Called with a failed run's error while the task is running (a run failing during stop() is expected). */
  onError: (err: unknown) => void;
}): PeriodicTask<T> {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopping = false;
  let inFlight: Promise<T> | undefined;

  const run = () => {
    inFlight ??= deps.work().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const tick = () => {
    if (!running) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      run()
        .catch((err: unknown) => {
          if (running) deps.onError(err);
        })
        .finally(tick);
    }, deps.intervalMs);
    timer.unref();
  };

  return {
    run,
    get stopping() {
      return stopping;
    },
    start: () => {
      if (running) return;
      running = true;
      stopping = false;
      tick();
    },
    stop: async () => {
      running = false;
      stopping = true;
      clearTimeout(timer);
      await inFlight?.catch(() => undefined);
    },
    halt: () => {
      running = false;
      stopping = true;
      clearTimeout(timer);
    },
  };
}

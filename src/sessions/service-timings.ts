/**
 * The server's estimate of how long a service takes, for the Retry-After header of `pending`
 * answers: an exponentially weighted moving average of observed durations per service name.
 */
export interface ServiceTimings {
  record(service: string, durationMs: number): void;
  /** Seconds a client should wait before polling again (1 to 30). */
  estimateSeconds(service: string | undefined): number;
}

export function createServiceTimings(initialMs = 1000, weight = 0.2): ServiceTimings {
  const averages = new Map<string, number>();
  return {
    record(service, durationMs) {
      const previous = averages.get(service);
      averages.set(service, previous === undefined ? durationMs : previous + weight * (durationMs - previous));
    },
    estimateSeconds(service) {
      const ms = (service !== undefined ? averages.get(service) : undefined) ?? initialMs;
      return Math.min(30, Math.max(1, Math.ceil(ms / 1000)));
    },
  };
}

/**
 * When a delta rescan's exact narrowing pays (docs/monitoring.md, "Delta rescans", the cost rule).
 * Narrowing one reached enrollment costs two candidate lookups in the changed list; scanning it
 * costs screening it against every list plus the scan job's reads. A list-update scan is itself
 * exact (it records only changed hits), so narrowing is only an optimisation: it pays while
 *
 *   narrowing time + (kept share) × (scan time)  <  scan time        (per examined enrollment)
 *
 * with both times measured as CPU time of the process running the rescan job, on the same
 * enrollments, batch after batch (CPU time: on a shared machine wall time would count the other
 * processes' turns, which hit a short sample and a long narrowing unevenly). The scan time is measured as screening alone (no database), which is
 * less than a scan job spends per enrollment: the rule errs towards scanning without narrowing,
 * which is never slower than the full rescan.
 */
export interface NarrowingMeasure {
  /** Enrollments narrowed so far. */
  examined: number;
  /** Of those, kept for a scan. */
  kept: number;
  /** CPU milliseconds spent narrowing them. */
  narrowMs: number;
  /** Enrollments screened as a sample, and the CPU milliseconds that took. */
  sampled: number;
  sampleMs: number;
}

/** True while narrowing the rest is expected to cost less than scanning it unnarrowed. */
export function narrowingPays(m: NarrowingMeasure): boolean {
  if (m.examined === 0 || m.sampled === 0) return true;
  const narrow = m.narrowMs / m.examined;
  const scan = m.sampleMs / m.sampled;
  return narrow + (m.kept / m.examined) * scan < scan;
}

/**
 * What a sample of the active enrollments says about an update's reach, read before any key
 * lookup: how many were read and how many of them the delta reaches (their keys, computed in
 * memory, meet the delta's, or they were never scanned). When there are no more active
 * enrollments than the sample holds, it is all of them and the answer is exact.
 */
export interface ReachSample {
  sampled: number;
  reached: number;
}

/** The choices a delta rescan makes from measures; tests fix them to take each path. */
export interface RescanPolicy {
  /** Rescan every enrollment instead, without looking the keys up: from the reach sample. */
  rescanEveryone(sample: ReachSample): boolean;
  narrowingPays(m: NarrowingMeasure): boolean;
}

/**
 * When the sample finds every enrollment reached, the update is rescanned in full at once: the
 * key lookup would return (nearly) everyone, so the delta would cost the lookup on top of scans
 * that could at best be narrowed; deciding from the sample, before the lookup, keeps that case
 * at the full rescan's cost. A reach the sample puts at, say, 99 % is not decided here: the cost
 * rule, seeded by the sample, decides whether narrowing pays from the first batch on.
 */
export const MEASURED_POLICY: RescanPolicy = {
  rescanEveryone: (s) => s.sampled > 0 && s.reached >= s.sampled,
  narrowingPays,
};

/**
 * The run's trail (SessionState.trail): what each event did to the run, with when, kept in the
 * state so that it commits with the change it records and costs the submit no other write. The
 * case timeline reads it (src/cases/view.ts). Made from what the step already says (its effects,
 * and the event for `back` and failures), so the engine's handlers know nothing of it.
 */
import type { EngineEvent, EngineOutcome, SessionState, TrailEntry } from './types.js';

/**
 * The newest entries kept. A run is a few dozen events; only a loop of back and submit grows
 * past this, and its oldest steps are then dropped from the timeline (never from the state's
 * submissions, which keep every value).
 */
export const TRAIL_LIMIT = 500;

/** The entries `event` adds, given the state before it and the outcome. */
function entriesOf(before: SessionState, event: EngineEvent, outcome: EngineOutcome, at: number): TrailEntry[] {
  const out: TrailEntry[] = [];
  if (event.type === 'back' && before.position.kind === 'step')
    out.push({ at, event: 'back', nodeId: before.position.nodeId });
  if (event.type === 'service_failed')
    out.push({ at, event: 'service_failed', nodeId: event.nodeId, code: event.code });
  for (const e of outcome.effects) {
    if (e.type === 'step_submitted') out.push({ at, event: 'step_submitted', nodeId: e.nodeId, stepType: e.stepType });
    else if (e.type === 'service_completed')
      out.push({ at, event: 'service_completed', nodeId: e.nodeId, service: e.service });
    else if (e.type === 'status_changed')
      out.push({
        at,
        event: 'status_changed',
        from: e.from,
        to: e.to,
        ...(e.endNodeId !== undefined ? { endNodeId: e.endNodeId } : {}),
      });
  }
  return out;
}

/** `outcome` with its state's trail extended; the same outcome when the event changed nothing to record. */
export function traced(before: SessionState, event: EngineEvent, outcome: EngineOutcome, at: number): EngineOutcome {
  // A failed service answers an error, yet moves the run back to the step that started it.
  if (outcome.state === before || (!outcome.ok && event.type !== 'service_failed')) return outcome;
  const added = entriesOf(before, event, outcome, at);
  if (added.length === 0) return outcome;
  const kept = outcome.state.trail ?? [];
  const trail = [...kept, ...added];
  const state = { ...outcome.state, trail: trail.length > TRAIL_LIMIT ? trail.slice(-TRAIL_LIMIT) : trail };
  return { ...outcome, state };
}

/**
 * What happened in a case's run, oldest first, for its timeline: the engine's trail of the run
 * (src/engine/trail.ts: steps submitted, going back, services finished or failed, the flow's
 * status changes), each with its time. Runs older than the trail have none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { SessionState, TrailEntry } from '../engine/types.js';

export interface CaseRunEvent {
  at: string;
  event: TrailEntry['event'];
  /** The step, the service node, or the END a status change reached; null for a change without one. */
  nodeId: string | null;
  /** service_completed: the service's name. */
  service?: string;
  /** service_failed: the error code the run answered. */
  code?: number;
  /** status_changed: the statuses before and after. */
  from?: string;
  to?: string;
}

function answer(e: TrailEntry): CaseRunEvent {
  const at = new Date(e.at).toISOString();
  switch (e.event) {
    case 'step_submitted':
    case 'back':
      return { at, event: e.event, nodeId: e.nodeId };
    case 'service_completed':
      return { at, event: e.event, nodeId: e.nodeId, service: e.service };
    case 'service_failed':
      return { at, event: e.event, nodeId: e.nodeId, code: e.code };
    case 'status_changed':
      return { at, event: e.event, nodeId: e.endNodeId ?? null, from: e.from, to: e.to };
  }
}

/** The case's run events; the caller has checked the case is the tenant's (scope.ts caseIn). */
export async function caseRunEvents(db: Kysely<Database>, caseId: string): Promise<CaseRunEvent[]> {
  const row = await db.selectFrom('sessions').select('state').where('id', '=', caseId).executeTakeFirst();
  if (!row) return [];
  const state = JSON.parse(row.state) as Pick<SessionState, 'trail'>;
  return (state.trail ?? []).map(answer);
}

/**
 * A background service's (or sms send's) failure, as the client learns it: stored with the state the
 * failure leaves, reported once by the next poll with the status its code maps to, and dropped when
 * the user acts again before any poll saw it.
 */
import type { EngineEvent, EngineOutcome, SessionState } from '../engine/types.js';
import { OnwardError, isErrorCode, kindOf } from '../errors/index.js';
import type { SessionRecord, SessionRepository } from './repository.js';
import type { OpenedFlow } from './open.js';

type PendingError = NonNullable<SessionRecord<SessionState>['pendingError']>;

/** The error to store with a state write, when the event was a background failure the engine refused. */
export function pendingErrorOf(event: EngineEvent, outcome: EngineOutcome): PendingError | undefined {
  if ((event.type !== 'service_failed' && event.type !== 'sms_failed') || outcome.ok) return undefined;
  return { code: outcome.error.code, message: outcome.error.message };
}

export function createFailures(
  sessions: Pick<SessionRepository<SessionState>, 'takePendingError' | 'setPendingError'>,
) {
  return {
    /** A service that failed in the background is reported once, with the status its code maps to. */
    async reportOnce(o: OpenedFlow): Promise<void> {
      const failure = o.session?.pendingError;
      if (!failure || !o.session || !(await sessions.takePendingError(o.session.id))) return;
      const code = isErrorCode(failure.code) ? failure.code : 4009;
      // Only an unavailable service (503) invites a retry; a 422 (data the service needs is missing) needs a new submit.
      throw new OnwardError(
        code,
        failure.message,
        undefined,
        kindOf(code) === 'unavailable'
          ? { retryAfterSeconds: 1, sessionId: o.session.id }
          : { sessionId: o.session.id },
      );
    },

    /** A new action supersedes an unreported failure of the previous one. */
    async drop(o: OpenedFlow): Promise<void> {
      if (!o.session?.pendingError) return;
      await sessions.takePendingError(o.session.id);
      // What this request writes next must not carry the dropped error along.
      o.session = { ...o.session, pendingError: undefined };
    },

    /** Normally stored with the state (apply.ts); this covers a failure that left the state as it was. */
    async keepUnwritten(
      sessionId: string,
      event: EngineEvent,
      outcome: EngineOutcome,
      after: SessionRecord<SessionState>,
    ): Promise<void> {
      const failure = pendingErrorOf(event, outcome);
      if (failure && !after.pendingError) await sessions.setPendingError(sessionId, failure);
    },
  };
}

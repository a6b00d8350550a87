/**
 * Resolving what a request runs: the session it names (if any) and the flow version that session
 * runs, or, for a request starting a run, the version published for the mode.
 */
import type { FlowPublicationService, PublishedFlow } from '../flows/publication/service.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { SessionState } from '../engine/types.js';
import { OnwardError } from '../errors/index.js';
import type { FlowMode, SessionRecord, SessionRepository } from './repository.js';

/** A request's flow version and session, resolved once and handed to the operation. */
export interface OpenedFlow {
  mode: FlowMode;
  published: PublishedFlow<CompiledFlow>;
  session: SessionRecord<SessionState> | undefined;
}

export function createOpen(
  flows: Pick<FlowPublicationService<CompiledFlow>, 'published' | 'version'>,
  sessions: Pick<SessionRepository<SessionState>, 'get'>,
) {
  /** Resolves the flow version a request runs: the session's own, or the one published for the mode. */
  return async function open(mode: FlowMode, flowId: string, sessionId: string | undefined): Promise<OpenedFlow> {
    if (sessionId !== undefined) {
      const session = await sessions.get(sessionId);
      if (!session) throw new OnwardError(4100, 'Session not found');
      if (session.flowId !== flowId || session.mode !== mode) throw new OnwardError(4101);
      const published = await flows.version(flowId, session.version);
      if (!published) throw new OnwardError(4000);
      return { mode, published, session };
    }
    const published = await flows.published(flowId, mode);
    if (!published) {
      if (mode === 'test' && (await flows.published(flowId, 'live'))) throw new OnwardError(4017);
      throw new OnwardError(4000);
    }
    return { mode, published, session: undefined };
  };
}

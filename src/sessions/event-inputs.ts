/**
 * What the runtime adds to an event before the engine sees it, and the one check it makes first.
 * Each is decided per attempt, on the state the event is applied to: a submit that loses a race is
 * applied to the newer state, which may stand on another step.
 * - Uploaded files: only a submit to a form with file elements carries the session's files, so the
 *   engine rejects ids not uploaded to this session and checks types and sizes.
 * - A business pick: the PrefillId of a provider_kyb_search submit, resolved (src/businesses).
 * - Integration-only steps: a submit to a provider step Onward does not run is refused from
 *   anyone but the tenant's integration.
 */
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import { INTEGRATION_NODE_TYPES } from '../flows/document/constants.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import type { EngineEvent, SessionState } from '../engine/types.js';
import { isBuiltinEid } from '../engine/eid-step.js';
import { OnwardError } from '../errors/index.js';
import type { SessionRecord, SessionRepository } from './repository.js';
import type { KybPicks, UploadedFiles } from './ports.js';
import { fileNodesOf } from './file-nodes.js';
import { isBuiltinDocv } from '../flows/document/docv-node.js';
import { isBuiltinOcr } from '../flows/document/ocr-node.js';

type Base = SessionRecord<SessionState>;

/** 4031 for a submit to an INTEGRATION_NODE_TYPES step unless `integration` (the caller holds the tenant's bearer token). */
export function refuseUntrusted(flow: CompiledFlow, base: Base, event: EngineEvent, integration: boolean): void {
  if (integration || event.type !== 'submit' || base.state.position.kind !== 'step') return;
  const node = own(flow.nodes, base.state.position.nodeId);
  const type = node?.type;
  // A built-in eID step takes no submit from anyone (the engine answers 4014): a bearer token would not help.
  if (isBuiltinEid(node)) return;
  // A built-in provider_doc_v step takes the person's own photos: Onward verifies them itself.
  // A built-in OCR step takes the person's own document: Onward reads it itself.
  const builtin = isBuiltinDocv(node) || isBuiltinOcr(node);
  if (type !== undefined && (INTEGRATION_NODE_TYPES as readonly string[]).includes(type) && !builtin) {
    throw new OnwardError(
      4031,
      `A ${type} step is completed by the tenant's integration: its submit needs a bearer token of the flow's tenant`,
      undefined,
      {
        challenge: { scheme: 'Bearer', realm: 'onward' },
      },
    );
  }
}

/**
 * Whether a submit needs the session's files: every other submit skips the query. Nothing can
 * have been uploaded to a session that does not exist yet (its files are then `{}`).
 */
function needsFiles(flow: CompiledFlow, base: Base, isNew: boolean): boolean {
  const nodes = fileNodesOf(flow);
  if (nodes.size === 0) return false;
  if (isNew) return true;
  const position = base.state.position;
  return position.kind === 'step' && nodes.has(position.nodeId);
}

function hasKybStep(flow: CompiledFlow): boolean {
  return flow.nodeOrder.some((id) => flow.nodes[id]?.type === 'provider_kyb_search');
}

/**
 * A submit carrying `{PrefillId}` to a flow with provider_kyb_search steps gets the resolved pick.
 * Whether the session stands on such a step (or reaches one first, from `new`) is the engine's to
 * decide, which ignores a pick anywhere else.
 */
function withKybPick(
  picks: KybPicks,
  flow: CompiledFlow,
  base: Base,
  event: Extract<EngineEvent, { type: 'submit' }>,
): EngineEvent {
  const data = event.data;
  if (typeof data !== 'object' || data === null || !('PrefillId' in data)) return event;
  const token = data.PrefillId;
  if (typeof token !== 'string' || token === '' || !hasKybStep(flow)) return event;
  return { ...event, kybPick: picks.resolve(token, base.tenantId) };
}

/** The connected run of the flow_connector step the session stands on, when it has one. */
function connectedRunId(flow: CompiledFlow, base: Base): string | undefined {
  const pos = base.state.position;
  if (pos.kind !== 'step' || own(flow.nodes, pos.nodeId)?.type !== 'flow_connector') return undefined;
  return pos.connector?.endClientId;
}

export function createEventInputs(deps: {
  files: UploadedFiles;
  kybPicks: KybPicks;
  sessions: Pick<SessionRepository<SessionState>, 'get'>;
}) {
  /** A submit to a flow_connector step carries its connected run as it stands (the engine checks it ended). */
  async function withConnected(event: Extract<EngineEvent, { type: 'submit' }>, runId: string): Promise<EngineEvent> {
    const run = await deps.sessions.get(runId);
    return run ? { ...event, connected: { endClientId: run.id, status: run.state.status } } : event;
  }

  async function withFiles(
    flow: CompiledFlow,
    base: Base,
    event: Extract<EngineEvent, { type: 'submit' }>,
  ): Promise<EngineEvent> {
    return withKybPick(deps.kybPicks, flow, base, { ...event, files: await deps.files.infoFor(base.id) });
  }

  /**
   * The event as the engine gets it. A promise only when the files query runs, so every other
   * event keeps its synchronous path (the caller awaits only a promise).
   */
  return function eventFor(
    flow: CompiledFlow,
    base: Base,
    event: EngineEvent,
    isNew: boolean,
  ): EngineEvent | Promise<EngineEvent> {
    if (event.type !== 'submit') return event;
    const connected = connectedRunId(flow, base);
    if (connected !== undefined) return withConnected(event, connected);
    if (!needsFiles(flow, base, isNew)) return withKybPick(deps.kybPicks, flow, base, event);
    return isNew ? withKybPick(deps.kybPicks, flow, base, { ...event, files: {} }) : withFiles(flow, base, event);
  };
}

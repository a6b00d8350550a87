/**
 * The runtime side of flow_connector steps (docs/connected-flows.md). The engine asks for a
 * connected run with a `connect_flow` effect (a `flow.connect` job); `connect` makes it, once per
 * session and node (`connector_runs`, migration 0029): a run of the connected flow in the parent's
 * mode and tenant, prefilled with the mapped values and linked to the parent end client, and
 * answers `connector_started`. When the connected run reaches its END, `runEnded` (the runtime's
 * port, as for owners' runs) hands the parent `connector_ended` at once, which wakes requests
 * waiting on it; a parent whose wake-up a crash lost moves on when its client submits the
 * connected run's id (connector-step.ts), so no sweep is needed.
 *
 * No transaction is held while a run is created or a result applied.
 */
import { bindParameters, type Store } from '../store/database.js';
import type { JobQueue } from '../jobs/queue.js';
import { CONNECT_JOB, type ConnectJobData, type FlowRuntime, type OpenedFlow } from '../sessions/runtime.js';
import type { SessionRecord } from '../sessions/repository.js';
import type { EndStatus } from '../flows/document/constants.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import type { SessionState } from '../engine/types.js';
import type { EndClientLinks } from '../end-clients/links.js';
import { OnwardError } from '../errors/index.js';
import { carryOver, mappedValues } from './carry-over.js';
import { createPrefilledRun } from './create-run.js';

export interface ConnectorNodeDeps {
  store: Pick<Store, 'db' | 'read'>;
  runtime: Pick<FlowRuntime, 'open' | 'initFields' | 'init' | 'sessions' | 'finishService'>;
  links: Pick<EndClientLinks, 'link'>;
  now: () => number;
}

const END_STATUSES: ReadonlySet<string> = new Set<EndStatus>(['ACCEPTED', 'PENDING_REVIEW', 'DECLINED']);
const endStatusOf = (s: SessionRecord<SessionState>): EndStatus | undefined =>
  END_STATUSES.has(s.state.status) ? (s.state.status as EndStatus) : undefined;

export function createConnectorNode(deps: ConnectorNodeDeps) {
  const { db } = deps.store;
  const { runtime } = deps;
  // Every run that reaches its END asks whether it is a connected run (runEnded): compiled once,
  // as the owners' ownerOf query is, since building it cost more than running it, and run through
  // `store.read`, since on SQLite a read transaction of its own cost more than both.
  const parentsQuery = db
    .selectFrom('connector_runs')
    .select(['session_id', 'node_id'])
    .where('child_id', '=', '')
    .compile();

  async function childOf(sessionId: string, nodeId: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('connector_runs')
      .select('child_id')
      .where('session_id', '=', sessionId)
      .where('node_id', '=', nodeId)
      .executeTakeFirst();
    return row?.child_id;
  }

  /** The connected flow as published for the parent's mode; another tenant's flow reads as absent. */
  async function openTarget(parent: SessionRecord<SessionState>, flowId: string): Promise<OpenedFlow> {
    const opened = await runtime.open(parent.mode, flowId, undefined);
    if (opened.published.tenantId !== parent.tenantId) throw new OnwardError(4000);
    return opened;
  }

  /** Makes the connected run, or answers the one a duplicate job or an earlier arrival made. */
  async function makeChild(parent: SessionRecord<SessionState>, data: ConnectJobData): Promise<string> {
    const found = await childOf(parent.id, data.nodeId);
    if (found !== undefined) return found;
    const source = await runtime.open(parent.mode, parent.flowId, parent.id);
    const node = own(source.published.compiled.nodes, data.nodeId);
    const target = await openTarget(parent, data.flowId);
    const from = { flow: source.published.compiled, state: parent.state };
    const values =
      node?.type === 'flow_connector' && node.config.mapping
        ? mappedValues(from, node.config.mapping, target.published.compiled)
        : carryOver(from, runtime.initFields(target));
    const made = await createPrefilledRun(runtime, target, values);
    await db
      .insertInto('connector_runs')
      .values({
        session_id: parent.id,
        node_id: data.nodeId,
        flow_id: data.flowId,
        child_id: made.id,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['session_id', 'node_id']).doNothing())
      .execute();
    const winner = await childOf(parent.id, data.nodeId);
    if (winner === undefined) throw new OnwardError(4409, 'The end client was changed concurrently; retry');
    // A duplicate job made its run first: the one made here was never seen by anyone.
    if (winner !== made.id)
      await runtime.sessions.rewriting([made.id], () => db.deleteFrom('sessions').where('id', '=', made.id).execute());
    await deps.links.link(
      { tenantId: parent.tenantId, mode: parent.mode },
      { endClientId: parent.id, linkedEndClientId: winner },
    );
    return winner;
  }

  async function tellEnded(parentId: string, nodeId: string, childId: string): Promise<void> {
    const child = await runtime.sessions.get(childId);
    const status = child && endStatusOf(child);
    if (status === undefined) return;
    await runtime.finishService(parentId, { type: 'connector_ended', nodeId, endClientId: childId, status });
  }

  /** The `flow.connect` job: idempotent, as the queue delivers at least once. */
  async function connect(data: ConnectJobData): Promise<void> {
    const parent = await runtime.sessions.get(data.sessionId);
    const pos = parent?.state.position;
    // The parent left the step (back, a newer arrival) before the job ran: nothing to connect.
    if (!parent || pos?.kind !== 'step' || pos.nodeId !== data.nodeId || pos.connector?.connectId !== data.connectId)
      return;
    const childId = await makeChild(parent, data);
    await runtime.finishService(parent.id, {
      type: 'connector_started',
      nodeId: data.nodeId,
      connectId: data.connectId,
      endClientId: childId,
    });
    // Arriving again at a step whose connected run has already ended moves on at once.
    await tellEnded(parent.id, data.nodeId, childId);
  }

  return {
    connect,

    /** A run reached its END: the parent waiting on it as its connected run moves on. */
    async runEnded(childId: string): Promise<void> {
      const { rows } = await deps.store.read(bindParameters(parentsQuery, [childId]));
      for (const row of rows) await tellEnded(row.session_id, row.node_id, childId);
    },

    async startWorker(queue: Pick<JobQueue, 'work'>, concurrency = 4): Promise<void> {
      await queue.work<ConnectJobData>(CONNECT_JOB, (job) => connect(job.data), { concurrency });
    },
  };
}

export type ConnectorNode = ReturnType<typeof createConnectorNode>;

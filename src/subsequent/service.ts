/**
 * Subsequent flows (docs/connected-flows.md): a flow whose root is a `subsequent` node continues
 * an earlier end client. A subsequent token names that end client and the flow; it is issued at an
 * END naming the subsequent flow (`subsequentFlowId`, shown in the END step) or by the management
 * API, lives ONWARD_SUBSEQUENT_TOKEN_TTL_SECONDS and starts one run (single use). Starting the
 * flow with it makes a run prefilled from the earlier end client (by role and normalizedName, as
 * the connector carries values), attached to it (the engine passes the root) and linked to it.
 *
 * Errors: 4005 the flow's root is not `subsequent` (checked first: a token is never spent on such
 * a flow); 4102 the token is unknown, forged, issued for another flow or mode, already used, or
 * expired (the message says which).
 */
import type { Store } from '../store/database.js';
import type { FlowRuntime, OpenedFlow } from '../sessions/runtime.js';
import type { SessionRecord } from '../sessions/repository.js';
import type { SessionState } from '../engine/types.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import { lookup as own } from '../flows/document/compiled-types.js';
import type { EndClientLinks } from '../end-clients/links.js';
import { endClientIn, type Scope } from '../end-clients/scope.js';
import { OnwardError } from '../errors/index.js';
import { carryOver } from '../connector/carry-over.js';
import { createPrefilledRun } from '../connector/create-run.js';
import type { SubsequentTokenCodec } from './token.js';

export interface SubsequentDeps {
  store: Pick<Store, 'db'>;
  runtime: Pick<FlowRuntime, 'open' | 'initFields' | 'init' | 'sessions'>;
  links: Pick<EndClientLinks, 'link'>;
  codec: SubsequentTokenCodec;
  ttlSeconds: number;
  now: () => number;
}

export interface IssuedSubsequentToken {
  token: string;
  flowId: string;
  endClientId: string;
  /** ISO 8601. */
  expiresAt: string;
}

/** What an END naming a subsequent flow shows: its token, null once used or expired. */
export interface EndSubsequent {
  flowId: string;
  token: string | null;
  expiresAt: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

export function createSubsequent(deps: SubsequentDeps) {
  const { db } = deps.store;
  const { runtime } = deps;

  async function insert(source: SessionRecord<SessionState>, flowId: string, endNodeId: string | null) {
    const at = deps.now();
    const row = {
      id: deps.codec.newId(),
      tenant_id: source.tenantId,
      mode: source.mode,
      source_id: source.id,
      flow_id: flowId,
      end_node_id: endNodeId,
      issued_at: at,
      expires_at: at + deps.ttlSeconds * 1000,
      used_at: null,
      used_by: null,
    };
    await db
      .insertInto('subsequent_tokens')
      .values(row)
      .onConflict((oc) => oc.columns(['source_id', 'end_node_id']).doNothing())
      .execute();
    return row;
  }

  /** The subsequent flow an END names, when the run stands at one that does. */
  function endSubsequentFlow(
    flow: CompiledFlow,
    state: SessionState,
  ): { endNodeId: string; flowId: string } | undefined {
    const pos = state.position;
    if (pos.kind !== 'end') return undefined;
    const node = own(flow.nodes, pos.nodeId);
    return node?.type === 'end' && node.subsequentFlowId !== undefined
      ? { endNodeId: node.id, flowId: node.subsequentFlowId }
      : undefined;
  }

  /** The END's token row, issued on first sight (the END step or the run's end, whichever comes first). */
  async function endToken(source: SessionRecord<SessionState>, flow: CompiledFlow) {
    const named = endSubsequentFlow(flow, source.state);
    if (!named) return undefined;
    const find = () =>
      db
        .selectFrom('subsequent_tokens')
        .selectAll()
        .where('source_id', '=', source.id)
        .where('end_node_id', '=', named.endNodeId)
        .executeTakeFirst();
    const found = await find();
    if (found) return found;
    await insert(source, named.flowId, named.endNodeId);
    return find();
  }

  return {
    /** The END step's `subsequent` part, for a run standing at an END that names a subsequent flow. */
    async atEnd(sessionId: string, flow: CompiledFlow): Promise<EndSubsequent | undefined> {
      const source = await runtime.sessions.get(sessionId);
      if (!source) return undefined;
      const row = await endToken(source, flow);
      if (!row) return undefined;
      const usable = row.used_at === null && Number(row.expires_at) > deps.now();
      return {
        flowId: row.flow_id,
        token: usable ? deps.codec.encode(row.id) : null,
        expiresAt: iso(Number(row.expires_at)),
      };
    },

    /** The runtime's port: a run reached its END (a token is then ready before anyone asks). */
    async runEnded(sessionId: string): Promise<void> {
      const source = await runtime.sessions.get(sessionId);
      if (!source) return;
      const opened = await runtime.open(source.mode, source.flowId, source.id);
      await endToken(source, opened.published.compiled);
    },

    /** POST /end-clients/{id}/subsequent-token: a new token for one of the scope's end clients. */
    async issue(scope: Scope, endClientId: string, flowId: string): Promise<IssuedSubsequentToken> {
      const source = await endClientIn(runtime.sessions, scope, endClientId);
      const target = await runtime.open(scope.mode, flowId, undefined);
      if (target.published.tenantId !== scope.tenantId) throw new OnwardError(4000);
      refuseRoot(target);
      const row = await insert(source, flowId, null);
      return { token: deps.codec.encode(row.id), flowId, endClientId: source.id, expiresAt: iso(row.expires_at) };
    },

    /**
     * GET /flow/{flowId} with x-hf-subsequent-token: a new run of the opened flow for the token's end
     * client. The run is made first and the token spent after, so a crash in between spends nothing;
     * a replay racing this one loses the compare-and-set and its run is removed unseen.
     */
    async start(target: OpenedFlow, token: string): Promise<string> {
      refuseRoot(target);
      const id = deps.codec.decode(token);
      const notFound = (why: string) => new OnwardError(4102, `Subsequent token not found: ${why}`);
      if (id === undefined) throw notFound('it is malformed or its signature does not match');
      const row = await db.selectFrom('subsequent_tokens').selectAll().where('id', '=', id).executeTakeFirst();
      const flowId = target.published.flowId;
      if (!row || row.tenant_id !== target.published.tenantId) throw notFound('no such token');
      if (row.flow_id !== flowId) throw notFound(`it was issued for flow ${row.flow_id}`);
      if (row.mode !== target.mode)
        throw notFound(`it was issued for the ${row.mode === 'test' ? 'test (/test)' : 'live'} version`);
      if (row.used_at !== null) throw notFound('it has already been used');
      if (Number(row.expires_at) <= deps.now()) throw notFound(`it expired at ${iso(Number(row.expires_at))}`);
      const source = await runtime.sessions.get(row.source_id);
      if (!source) throw notFound('the end client it names no longer exists');
      const sourceRun = await runtime.open(source.mode, source.flowId, source.id);
      const data = carryOver({ flow: sourceRun.published.compiled, state: source.state }, runtime.initFields(target));
      const made = await createPrefilledRun(runtime, target, data, source.id);
      const spent = await db
        .updateTable('subsequent_tokens')
        .set({ used_at: deps.now(), used_by: made.id })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) {
        await runtime.sessions.rewriting([made.id], () =>
          db.deleteFrom('sessions').where('id', '=', made.id).execute(),
        );
        throw notFound('it has already been used');
      }
      await deps.links.link(
        { tenantId: source.tenantId, mode: source.mode },
        { endClientId: source.id, linkedEndClientId: made.id },
      );
      return made.id;
    },
  };
}

function refuseRoot(target: OpenedFlow): void {
  const flow = target.published.compiled;
  if (own(flow.nodes, flow.start)?.type !== 'subsequent')
    throw new OnwardError(
      4005,
      `Root node is not a subsequent token node: flow ${flow.flowId} does not continue earlier end clients`,
    );
}

export type Subsequent = ReturnType<typeof createSubsequent>;

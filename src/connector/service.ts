/**
 * The deprecated connector pair: an existing end client (a session of one of the tenant's flows)
 * starts or continues another flow of the same tenant as the same person. `issue` signs a
 * short-lived token naming (end client, flow, mode); `redeem` turns it into that person's session
 * of the flow: the one made by an earlier redemption, or a new one prefilled with the end client's
 * values and linked to it (end-clients/links.ts). See docs/connector.md.
 */
import type { Store } from '../store/database.js';
import type { FlowRuntime, OpenedFlow } from '../sessions/runtime.js';
import type { FlowMode } from '../sessions/repository.js';
import type { EndClientLinks } from '../end-clients/links.js';
import { endClientIn, type Scope } from '../end-clients/scope.js';
import { OnwardError } from '../errors/index.js';
import { carryOver } from './carry-over.js';
import { createPrefilledRun } from './create-run.js';
import type { ConnectorTokens } from './token.js';

export interface ConnectorDeps {
  store: Pick<Store, 'db'>;
  runtime: Pick<FlowRuntime, 'open' | 'initFields' | 'init' | 'sessions'>;
  links: Pick<EndClientLinks, 'link'>;
  tokens: ConnectorTokens;
  now: () => number;
}

export interface IssuedConnector {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  clientId: string;
  flowId: string;
}

export interface Connection {
  /** The session of the target flow (its x-hf-session). */
  endClientId: string;
  sourceEndClientId: string;
  flowId: string;
  mode: FlowMode;
  /** True when this redemption started the session. */
  created: boolean;
  /** Target element ids this redemption prefilled from the source (empty when not created). */
  prefilled: string[];
}

export function createConnector(deps: ConnectorDeps) {
  const { db } = deps.store;
  const { runtime } = deps;

  /** The target flow as published for the mode; another tenant's flow reads as absent (4000). */
  async function openTarget(mode: FlowMode, flowId: string, tenantId: string): Promise<OpenedFlow> {
    const opened = await runtime.open(mode, flowId, undefined);
    if (opened.published.tenantId !== tenantId) throw new OnwardError(4000);
    return opened;
  }

  /** This person's session of `flowId` made by an earlier connection, in either direction. */
  async function existing(sourceId: string, flowId: string): Promise<string | undefined> {
    const forward = await db
      .selectFrom('flow_connections')
      .select('target_id')
      .where('source_id', '=', sourceId)
      .where('flow_id', '=', flowId)
      .executeTakeFirst();
    if (forward) return forward.target_id;
    // The source may itself have been started by a connector from a run of `flowId`: continue that run.
    const backward = await db
      .selectFrom('flow_connections')
      .innerJoin('sessions', 'sessions.id', 'flow_connections.source_id')
      .select('flow_connections.source_id')
      .where('flow_connections.target_id', '=', sourceId)
      .where('sessions.flow_id', '=', flowId)
      .orderBy('flow_connections.created_at')
      .executeTakeFirst();
    return backward?.source_id;
  }

  return {
    /** GET /connector/{clientId}/{flowId}: a token for the caller's end client and flow. */
    async issue(scope: Scope, clientId: string, flowId: string): Promise<IssuedConnector> {
      // Another tenant's or mode's end client reads as absent, as in every end-client operation.
      const source = await endClientIn(runtime.sessions, scope, clientId);
      await openTarget(scope.mode, flowId, scope.tenantId);
      const { token, expiresAt } = deps.tokens.issue({ sourceId: source.id, flowId, mode: scope.mode });
      return { token, expiresAt, clientId: source.id, flowId };
    },

    /**
     * GET /flow-connect/{token}: the person's session of the token's flow. `authorize` runs on the
     * target flow before anything is written (an authenticated flow needs its tenant's token).
     */
    async redeem(mode: FlowMode, token: string, authorize: (target: OpenedFlow) => Promise<void>): Promise<Connection> {
      const verified = deps.tokens.verify(token);
      if (!verified.ok) {
        if (verified.error === 'expired') throw new OnwardError(4412);
        throw new OnwardError(4102, 'Connector token not found: it is malformed or its signature does not match');
      }
      const { sourceId, flowId } = verified.ref;
      // A test token names a test session: it is redeemed under /test only, and a live one never there.
      if (verified.ref.mode !== mode) {
        throw new OnwardError(
          4102,
          `This connector token was issued for the ${verified.ref.mode === 'test' ? 'test (/test)' : 'live'} version`,
        );
      }
      const source = await runtime.sessions.get(sourceId);
      if (!source) throw new OnwardError(4100, 'The end client this token names no longer exists');
      const target = await openTarget(mode, flowId, source.tenantId);
      await authorize(target);
      const base = { sourceEndClientId: source.id, flowId, mode };
      // Connecting a run to its own flow is that run.
      if (source.flowId === flowId) return { ...base, endClientId: source.id, created: false, prefilled: [] };

      const scope: Scope = { tenantId: source.tenantId, mode };
      const found = await existing(source.id, flowId);
      if (found !== undefined) {
        // Links are idempotent: re-asserting it repairs a redemption that stopped before linking.
        await deps.links.link(scope, { endClientId: source.id, linkedEndClientId: found });
        return { ...base, endClientId: found, created: false, prefilled: [] };
      }

      const sourceRun = await runtime.open(source.mode, source.flowId, source.id);
      const data = carryOver({ flow: sourceRun.published.compiled, state: source.state }, runtime.initFields(target));
      const made = await createPrefilledRun(runtime, target, data);
      // The primary key (source, flow) settles a race between two redemptions: the first row wins
      // and the loser removes the session it made, which nobody has seen yet.
      await db
        .insertInto('flow_connections')
        .values({ source_id: source.id, flow_id: flowId, target_id: made.id, created_at: deps.now() })
        .onConflict((oc) => oc.columns(['source_id', 'flow_id']).doNothing())
        .execute();
      const row = await db
        .selectFrom('flow_connections')
        .select('target_id')
        .where('source_id', '=', source.id)
        .where('flow_id', '=', flowId)
        .executeTakeFirst();
      if (!row) throw new OnwardError(4409, 'The end client was changed concurrently; retry');
      if (row.target_id !== made.id) {
        await runtime.sessions.rewriting([made.id], () =>
          db.deleteFrom('sessions').where('id', '=', made.id).execute(),
        );
        await deps.links.link(scope, { endClientId: source.id, linkedEndClientId: row.target_id });
        return { ...base, endClientId: row.target_id, created: false, prefilled: [] };
      }
      await deps.links.link(scope, { endClientId: source.id, linkedEndClientId: made.id });
      return { ...base, endClientId: made.id, created: true, prefilled: made.prefilled };
    },
  };
}

export type Connector = ReturnType<typeof createConnector>;

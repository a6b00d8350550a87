/**
 * Inviting a business run's owners, when its owner_verification node starts: the case is claimed
 * first (one per run and node), then each listed owner gets a row and, when the rule invites them,
 * an end client of their own: a new run of the person flow prefilled from their record, linked to
 * the business end client. Every step is idempotent per owner, so a job run twice (the queue is
 * at-least-once) or cut short by a crash finishes the same work and never invites anyone twice.
 */
import type { FlowRuntime, OpenedFlow } from '../sessions/runtime.js';
import type { SessionRecord } from '../sessions/repository.js';
import type { OwnerOf, SessionState } from '../engine/types.js';
import { targetOf } from '../end-clients/event-target.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { EndClientLinks } from '../end-clients/links.js';
import { ownerPrefillInit, type OwnerPrefill } from '../engine/index.js';
import { OnwardError } from '../errors/index.js';
import type { OwnerVerificationConfig } from '../services/owner-verification-config.js';
import { listOwners, ownerPrefill, type ListedOwner } from './select.js';
import type { OwnerRepository } from './repository.js';

export interface InviteDeps {
  runtime: Pick<FlowRuntime, 'open' | 'initFields' | 'init' | 'sessions'>;
  links: Pick<EndClientLinks, 'link'>;
  repo: OwnerRepository;
  now: () => number;
}

const HOUR_MS = 3_600_000;

/** The person flow as published for the business run's mode and tenant; 4200 when it is not. */
export async function openPersonFlow(
  runtime: InviteDeps['runtime'],
  business: SessionRecord<SessionState>,
  personFlowId: string,
): Promise<OpenedFlow> {
  let opened: OpenedFlow;
  try {
    opened = await runtime.open(business.mode, personFlowId, undefined);
  } catch (err) {
    if (err instanceof OnwardError && (err.code === 4000 || err.code === 4017)) throw notConfigured(personFlowId);
    throw err;
  }
  // Another tenant's flow reads as absent, as everywhere.
  if (opened.published.tenantId !== business.tenantId) throw notConfigured(personFlowId);
  return opened;
}

function notConfigured(flowId: string): OnwardError {
  return new OnwardError(4200, `The person flow ${flowId} owners complete is not published for this tenant and mode`);
}

/**
 * What an owner's run keeps of its business run: the link its own events carry, and the business
 * flow version's webhook, to which each change of the owner's status is reported.
 */
function ownerOfFor(
  business: SessionRecord<SessionState>,
  flow: CompiledFlow,
  nodeId: string,
  ownerIndex: number,
): OwnerOf {
  const t = targetOf(flow, business);
  return {
    businessEndClientId: business.id,
    businessFlowId: business.flowId,
    nodeId,
    ownerIndex,
    ...(t ? { businessWebhook: { url: t.url, format: t.format, flowVersion: t.flowVersion, mode: t.mode } } : {}),
  };
}

/**
 * A new person run with the owner's prefill. A value a field refuses (another format) is dropped
 * and the owner asked for it instead, as the connector does with carried values.
 */
async function personRun(
  deps: InviteDeps,
  target: OpenedFlow,
  prefill: OwnerPrefill,
  ownerOf: OwnerOf,
): Promise<string> {
  let elements = prefill.elements;
  for (let attempt = 1; ; attempt++) {
    const { data, prefillTypes } = ownerPrefillInit({ elements });
    try {
      return (await deps.runtime.init(target, data, prefillTypes, { ownerOf })).sessionId;
    } catch (err) {
      if (!(err instanceof OnwardError) || (err.code !== 4007 && err.code !== 4008) || attempt >= 3) throw err;
      const refused = new Set((err.details ?? []).map((d) => d.field));
      const kept = elements.filter((e) => !refused.has(e.elementId));
      elements = attempt === 1 && kept.length < elements.length ? kept : [];
    }
  }
}

export function createInvite(deps: InviteDeps) {
  /** Makes the rows (and runs) of the owners that have none yet. */
  async function inviteMissing(
    business: SessionRecord<SessionState>,
    flow: CompiledFlow,
    nodeId: string,
    config: OwnerVerificationConfig,
    target: OpenedFlow,
  ): Promise<void> {
    const have = new Set((await deps.repo.invitations(business.id, nodeId)).map((i) => i.index));
    const fields = deps.runtime.initFields(target);
    for (const owner of listOwners(flow, business.state, config)) {
      if (have.has(owner.index)) continue;
      await inviteOne(business, flow, nodeId, config, target, fields, owner);
    }
  }

  async function inviteOne(
    business: SessionRecord<SessionState>,
    flow: CompiledFlow,
    nodeId: string,
    config: OwnerVerificationConfig,
    target: OpenedFlow,
    fields: ReturnType<InviteDeps['runtime']['initFields']>,
    owner: ListedOwner,
  ): Promise<void> {
    const prefill = owner.invited ? ownerPrefill(owner, fields, config.prefill) : { elements: [] };
    const personSessionId = owner.invited
      ? await personRun(deps, target, prefill, ownerOfFor(business, flow, nodeId, owner.index))
      : null;
    const row = { sessionId: business.id, nodeId, ...owner, personSessionId, prefill };
    if (!(await deps.repo.addInvitation(row, deps.now()))) {
      // A duplicate job invited this owner first: the run made here was never seen by anyone.
      if (personSessionId !== null) await deleteRun(personSessionId);
      return;
    }
    if (personSessionId !== null)
      await deps.links.link(
        { tenantId: business.tenantId, mode: business.mode },
        { endClientId: business.id, linkedEndClientId: personSessionId },
      );
  }

  async function deleteRun(id: string): Promise<void> {
    const { sessions } = deps.runtime;
    await sessions.rewriting([id], async () => {
      await deps.repo.deleteSession(id);
    });
  }

  return {
    /**
     * Claims the case (or takes it up again under a new run id after `back`) and invites the owners
     * not yet invited. Owners are invited once per business run and node: going back and changing
     * the owner list afterwards invites no one new (docs/kyb-end-to-end.md).
     */
    async invite(
      business: SessionRecord<SessionState>,
      flow: CompiledFlow,
      run: { nodeId: string; runId: number },
      config: OwnerVerificationConfig,
    ): Promise<void> {
      const target = await openPersonFlow(deps.runtime, business, config.personFlowId);
      const at = deps.now();
      const claimed = await deps.repo.claim({
        sessionId: business.id,
        nodeId: run.nodeId,
        runId: run.runId,
        tenantId: business.tenantId,
        mode: business.mode,
        personFlowId: config.personFlowId,
        config,
        createdAt: at,
        deadlineAt: config.deadline ? at + config.deadline.afterHours * HOUR_MS : null,
        nextReminderAt: config.reminders ? at + config.reminders.everyHours * HOUR_MS : null,
      });
      if (!claimed) await deps.repo.rerun(business.id, run.nodeId, run.runId);
      await inviteMissing(business, flow, run.nodeId, config, target);
    },
  };
}

/**
 * End-to-end business verification (docs/kyb-end-to-end.md): the `owner_verification` service node.
 *
 * - `service` is the node's FlowService: it invites the owners (invite.ts), e-mails them their
 *   signed resume links when the node says so, and answers `waiting`: the business run stays
 *   `pending` (Retry-After 30 s) while its owners verify themselves.
 * - `settle` hands the business run its result once every invited owner finished (or at the
 *   deadline, with the node's END): through the runtime's `finishService`, the path every service
 *   outcome takes, which also wakes requests waiting on the run.
 * - An owner's run reaching its END settles its case at once (`runEnded`, the runtime's port); the
 *   sweep (sweeper.ts) sends reminders, applies deadlines and settles what a crash let slip.
 *
 * No transaction is held while a run is created, an e-mail sent or a result applied.
 */
import type { Logger } from 'pino';
import type { Store } from '../store/database.js';
import type { FlowRuntime } from '../sessions/runtime.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import type { FlowPublicationService } from '../flows/publication/service.js';
import type { EndClientLinks } from '../end-clients/links.js';
import type { Notifications } from '../notifications/service.js';
import type { FlowService } from '../services/contract.js';
import { parseOwnerVerificationConfig } from '../services/owner-verification-config.js';
import { OnwardError } from '../errors/index.js';
import { createOwnerRepository, type OwnerCase, type OwnerInvitation } from './repository.js';
import { createInvite } from './invite.js';
import { verificationData, type OwnerFacts, type OwnerVerificationData } from './progress.js';

export interface OwnersDeps {
  store: Pick<Store, 'db' | 'read'>;
  runtime: Pick<FlowRuntime, 'open' | 'initFields' | 'init' | 'sessions' | 'finishService'>;
  flows: Pick<FlowPublicationService<CompiledFlow>, 'version'>;
  links: Pick<EndClientLinks, 'link'>;
  notifications: Pick<Notifications, 'notify'>;
  logger: Pick<Logger, 'error' | 'warn' | 'info'>;
  now: () => number;
}

export function createOwners(deps: OwnersDeps) {
  const repo = createOwnerRepository(deps.store);
  const invite = createInvite({ ...deps, repo });

  /** The facts of each owner of a case: its row and the owner's run as it stands now. */
  async function factsOf(invitations: readonly OwnerInvitation[]): Promise<OwnerFacts[]> {
    return Promise.all(
      invitations.map(async (i) => {
        const run = i.personSessionId === null ? undefined : await deps.runtime.sessions.get(i.personSessionId);
        return {
          index: i.index,
          name: i.name,
          invited: i.invited,
          reason: i.reason,
          endClientId: i.personSessionId,
          run: run && { status: run.status, state: run.state },
        };
      }),
    );
  }

  async function progressOf(c: OwnerCase): Promise<OwnerVerificationData> {
    const deadlineReached = c.outcome === 'deadline' || (c.deadlineAt !== null && deps.now() >= c.deadlineAt);
    return verificationData(await factsOf(await repo.invitations(c.sessionId, c.nodeId)), deadlineReached);
  }

  /** Hands an open case its result when its owners are done or its deadline passed; true when it did. */
  async function settle(c: OwnerCase): Promise<boolean> {
    if (c.finishedAt !== null) return false;
    const data = await progressOf(c);
    if (!data.done && !data.deadlineReached) return false;
    const deadline = !data.done && data.deadlineReached;
    // The result first, then the row: a crash in between leaves the case open, and settling it
    // again is harmless (the engine ignores a result for a run it no longer waits at).
    await deps.runtime.finishService(c.sessionId, {
      type: 'service_finished',
      nodeId: c.nodeId,
      runId: c.runId,
      result: { ...data, deadlineReached: deadline },
      ...(deadline && c.config.deadline ? { exit: c.config.deadline.end } : {}),
    });
    await repo.finish(c.sessionId, c.nodeId, deps.now(), deadline ? 'deadline' : 'owners_done');
    return true;
  }

  /** E-mails each invited owner not yet told (or, with `reminder`, not yet finished) their resume link. */
  async function deliver(c: OwnerCase, reminder: boolean): Promise<number> {
    if ((c.config.delivery ?? 'email') !== 'email') return 0;
    const invitations = await repo.invitations(c.sessionId, c.nodeId);
    const facts = await factsOf(invitations);
    let sent = 0;
    for (const [n, i] of invitations.entries()) {
      const status = facts[n]?.run?.status;
      if (!i.invited || i.personSessionId === null || i.email === null) continue;
      if (status !== 'NOT_STARTED' && status !== 'IN_PROGRESS') continue;
      if (!reminder && i.notifiedAt !== null) continue;
      try {
        await deps.notifications.notify({ tenantId: c.tenantId, mode: c.mode }, i.personSessionId, {
          email: i.email,
          resetAbandonmentTimer: false,
        });
        await repo.delivered(i, deps.now(), null);
        sent++;
      } catch (err) {
        // The owner's link is still in GET /end-clients/{id}; the failure is shown there too.
        const message = err instanceof OnwardError ? `${err.code}: ${err.message}` : 'the e-mail could not be sent';
        deps.logger.warn({ err, endClientId: i.personSessionId }, 'owner invitation not delivered');
        await repo.delivered(i, deps.now(), message);
      }
    }
    return sent;
  }

  const service: FlowService = async (rawConfig, _input, run) => {
    const config = parseOwnerVerificationConfig(rawConfig);
    if (!config) return { ok: false, code: 4009, message: 'owner_verification: invalid config', retryable: false };
    const business = await deps.runtime.sessions.get(run.sessionId);
    if (!business) return { ok: 'waiting' };
    const published = await deps.flows.version(business.flowId, business.version);
    if (!published) return { ok: false, code: 4009, message: 'The business flow version no longer exists' };
    try {
      await invite.invite(business, published.compiled, run, config);
    } catch (err) {
      if (err instanceof OnwardError && err.code === 4200) return { ok: false, code: 4200, message: err.message };
      throw err;
    }
    const c = await repo.get(run.sessionId, run.nodeId);
    if (!c) return { ok: 'waiting' };
    await deliver(c, false);
    // Nobody invited (or everyone already done after a `back`): the run goes on at once.
    await settle(c);
    return { ok: 'waiting' };
  };

  return {
    service,
    repo,
    progressOf,
    settle,
    deliver,
    /** An owner's run reached its END: its business case may be done. */
    async runEnded(personSessionId: string): Promise<void> {
      const owner = await repo.ownerOf(personSessionId);
      if (!owner) return;
      const c = await repo.get(owner.sessionId, owner.nodeId);
      if (c) await settle(c);
    },
  };
}

export type Owners = ReturnType<typeof createOwners>;

/**
 * The case's timeline, newest first: what happened in the run (steps submitted, going back,
 * services run or failed, the flow's status changes), its audit trail (status changes, decisions,
 * assignments, notifications sent, resume links issued and revoked, links, exports), its notes,
 * and the webhooks its changes produced with where each delivery stands.
 */
import type {
  AuditEntryAnswer,
  CaseNote,
  CaseRunEventAnswer,
  CaseWebhookAnswer,
} from '../../../../src/studio/case-types.js';
import { formatWhen, statusLabel } from './format.js';

const ACTIONS: Record<string, string> = {
  'case.status_changed': 'Status changed',
  'case.note_added': 'Note added',
  'case.assigned': 'Assigned',
  'case.unassigned': 'Unassigned',
  'case.decision_requested': 'Decision requested (four eyes)',
  'case.decision_approved': 'Decision approved',
  'case.decision_rejected': 'Decision rejected',
  'case.linked': 'Linked',
  'case.unlinked': 'Unlinked',
  'case.links_revoked': 'Resume links revoked',
  'case.link_issued': 'Resume link issued',
  'case.notification_sent': 'Notification e-mail sent',
  'case.exported': 'Profile exported',
};

const DELIVERY: Record<string, string> = {
  pending: 'not delivered yet',
  waiting: 'waiting for its URL to be verified',
  delivered: 'delivered',
  dead: 'failed (no more retries)',
  cancelled: 'cancelled',
};

function deliveryDetail(w: CaseWebhookAnswer): string {
  const answer = w.lastStatus !== null ? `, HTTP ${w.lastStatus}` : w.lastError ? `, ${w.lastError}` : '';
  const tries = w.attempts === 1 ? '1 attempt' : `${w.attempts} attempts`;
  return `${DELIVERY[w.status] ?? w.status} (${tries}${answer}) to ${w.url}`;
}

/** What a notification entry's `after` says in words. */
function notificationDetail(after: unknown): string | undefined {
  if (after === null || typeof after !== 'object') return undefined;
  const a = after as { kind?: unknown; abandonmentTimerReset?: unknown };
  const kind = a.kind === 'invitation' ? 'Invitation' : 'Reminder';
  return `${kind}${a.abandonmentTimerReset === true ? '; abandonment timer restarted' : ''}`;
}

const statusOf = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' && typeof (v as { status?: unknown }).status === 'string'
    ? (v as { status: string }).status
    : undefined;

function change(entry: AuditEntryAnswer): string | undefined {
  if (entry.action === 'case.notification_sent') return notificationDetail(entry.after);
  const from = statusOf(entry.before);
  const to = statusOf(entry.after);
  if (from && to) return `${statusLabel(from)} → ${statusLabel(to)}`;
  return to ? `→ ${statusLabel(to)}` : undefined;
}

type Item = { at: string; key: string; what: string; who: string; detail?: string; reason?: string | null };

/** A run event in words; `title` names a node as the flow version does. */
function runItem(e: CaseRunEventAnswer, index: number, title: (nodeId: string) => string): Item {
  const node = e.nodeId === null ? '' : title(e.nodeId);
  const base = { at: e.at, key: `run-${index}`, who: e.event === 'status_changed' ? 'the flow' : 'the person' };
  switch (e.event) {
    case 'step_submitted':
      return { ...base, what: `Step submitted: ${node}` };
    case 'back':
      return { ...base, what: `Went back from ${node}` };
    case 'service_completed':
      return { ...base, who: 'Onward', what: `Service ran: ${node}`, detail: e.service };
    case 'service_failed':
      return { ...base, who: 'Onward', what: `Service failed: ${node}`, detail: `error ${e.code ?? ''}` };
    case 'status_changed':
      return {
        ...base,
        what: 'Status changed',
        detail: `${statusLabel(e.from ?? '')} → ${statusLabel(e.to ?? '')}${node ? ` at ${node}` : ''}`,
      };
  }
}

export function Timeline(props: {
  entries: AuditEntryAnswer[];
  notes: CaseNote[];
  webhooks: CaseWebhookAnswer[];
  run: CaseRunEventAnswer[];
  titles: ReadonlyMap<string, string>;
}) {
  const title = (nodeId: string) => props.titles.get(nodeId) ?? nodeId;
  const items: Item[] = [
    ...props.run.map((e, i) => runItem(e, i, title)),
    ...props.entries
      .filter((e) => e.action !== 'case.note_added')
      .map((e) => ({
        at: e.at,
        key: e.id,
        what: ACTIONS[e.action] ?? e.action,
        who: e.actor.name,
        detail: change(e),
        reason: e.reason,
      })),
    ...props.notes.map((n) => ({ at: n.createdAt, key: n.id, what: 'Note', who: n.author, detail: n.body })),
    ...props.webhooks.map((w) => ({
      at: w.createdAt,
      key: w.id,
      what: `Webhook ${w.eventType}`,
      who: 'Onward',
      detail: deliveryDetail(w),
    })),
  ]
    .map((item, seq) => ({ item, seq }))
    // Newest first; of the same instant, the later in its list first (a run's events are oldest first).
    .sort((a, b) => b.item.at.localeCompare(a.item.at) || b.seq - a.seq)
    .map(({ item }) => item);
  if (items.length === 0) return <p>Nothing has happened on this case yet.</p>;
  return (
    <ol className="timeline" aria-label="Timeline">
      {items.map((i) => (
        <li key={i.key}>
          <time dateTime={i.at}>{formatWhen(i.at)}</time> <strong>{i.what}</strong>{' '}
          <span className="muted">by {i.who}</span>
          {i.detail && <div>{i.detail}</div>}
          {i.reason && <div className="reason">Reason: {i.reason}</div>}
        </li>
      ))}
    </ol>
  );
}

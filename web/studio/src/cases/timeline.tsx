/** The case's audit trail (newest first) with its notes: who did what, when, and why. */
import type { AuditEntryAnswer, CaseNote } from '../../../../src/studio/case-types.js';
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
};

const statusOf = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' && typeof (v as { status?: unknown }).status === 'string'
    ? (v as { status: string }).status
    : undefined;

function change(entry: AuditEntryAnswer): string | undefined {
  const from = statusOf(entry.before);
  const to = statusOf(entry.after);
  if (from && to) return `${statusLabel(from)} → ${statusLabel(to)}`;
  return to ? `→ ${statusLabel(to)}` : undefined;
}

export function Timeline(props: { entries: AuditEntryAnswer[]; notes: CaseNote[] }) {
  type Item = { at: string; key: string; what: string; who: string; detail?: string; reason?: string | null };
  const items: Item[] = [
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
  ].sort((a, b) => b.at.localeCompare(a.at));
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

/** An enrollment's audit trail, newest first: who changed what, when, with the before and after. */
import type { AuditEntryAnswer } from '../../../../src/studio/case-types.js';
import { formatWhen } from '../cases/format.js';

const ACTIONS: Record<string, string> = {
  'enrollment.frequency_changed': 'Frequency changed',
  'enrollment.callback_resent': 'Callback resent',
  'enrollment.deleted': 'Deleted',
  'webhook_delivery.retried': 'Delivery retried',
};

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

function detail(e: AuditEntryAnswer): string | undefined {
  if (!isObject(e.after)) return undefined;
  if (e.action === 'enrollment.frequency_changed' && isObject(e.before))
    return `${String(e.before.frequency)} → ${String(e.after.frequency)}`;
  if (e.action === 'enrollment.callback_resent') return `As message ${String(e.after.deliveryId)}`;
  return undefined;
}

export function AuditList(props: { entries: AuditEntryAnswer[] }) {
  if (props.entries.length === 0) return <p>Nobody has changed this enrollment in the Studio or API yet.</p>;
  return (
    <ol className="timeline" aria-label="Audit trail">
      {props.entries.map((e) => (
        <li key={e.id}>
          <time dateTime={e.at}>{formatWhen(e.at)}</time> <strong>{ACTIONS[e.action] ?? e.action}</strong>{' '}
          <span className="muted">by {e.actor.name}</span>
          {detail(e) && <div>{detail(e)}</div>}
        </li>
      ))}
    </ol>
  );
}

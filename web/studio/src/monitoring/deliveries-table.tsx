/**
 * Webhook deliveries as a table: each message's status, attempts, the last answer received (status
 * and the start of its body), when the next attempt is due, every attempt on demand, and "Retry now"
 * for a dead message or one waiting for its next attempt (the server makes it due and its delivery
 * worker sends it; the row shows the outcome when the list is reloaded).
 */
import { useState } from 'react';
import type { DeliveryAnswer } from '../../../../src/studio/monitoring-types.js';
import { formatWhen } from '../cases/format.js';
import { monitoringApi } from './monitoring-api.js';

const STATUS_LABELS: Record<DeliveryAnswer['status'], string> = {
  pending: 'Pending',
  waiting: 'Waiting for handshake',
  delivered: 'Delivered',
  dead: 'Failed',
  cancelled: 'Cancelled',
};

const retryable = (d: DeliveryAnswer) => d.status === 'dead' || d.status === 'pending';

function LastAnswer(props: { delivery: DeliveryAnswer }) {
  const last = props.delivery.attemptLog[props.delivery.attemptLog.length - 1];
  if (!last) return <span className="muted">No attempt yet</span>;
  return (
    <>
      {last.statusCode !== null ? (
        <strong>HTTP {last.statusCode}</strong>
      ) : (
        <strong>{last.error ?? 'No answer'}</strong>
      )}
      {last.responseExcerpt && <pre className="excerpt">{last.responseExcerpt}</pre>}
    </>
  );
}

export function DeliveriesTable(props: {
  deliveries: DeliveryAnswer[];
  canAct: boolean;
  /** After a retry was queued: reload the list (with the outcome once the worker recorded it). */
  onRetried: (notice: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState<string>();
  const retry = async (d: DeliveryAnswer) => {
    setBusy(d.id);
    try {
      await monitoringApi.retry(d.id);
      props.onRetried(`Retry of ${d.id} queued for the delivery worker.`);
    } catch (err) {
      props.onError(err instanceof Error ? err.message : 'The retry was not queued.');
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <table className="case-table deliveries" aria-label="Webhook deliveries">
      <thead>
        <tr>
          <th scope="col">Queued</th>
          <th scope="col">Event</th>
          <th scope="col">Status</th>
          <th scope="col">Attempts</th>
          <th scope="col">Response received</th>
          <th scope="col">Next attempt</th>
          {props.canAct && <th scope="col">Action</th>}
        </tr>
      </thead>
      <tbody>
        {props.deliveries.map((d) => (
          <tr key={d.id} data-delivery={d.id}>
            <td>
              {d.createdAt ? <time dateTime={d.createdAt}>{formatWhen(d.createdAt)}</time> : '—'}
              <div className="muted">
                <code>{d.id}</code>
              </div>
            </td>
            <td>
              {d.eventType}
              <div className="muted url">{d.url}</div>
            </td>
            <td>
              <span className={`delivery-status delivery-${d.status}`}>{STATUS_LABELS[d.status]}</span>
              {d.lastError && d.status !== 'delivered' && <div className="muted">{d.lastError}</div>}
            </td>
            <td>
              {d.attempts}
              {d.attemptLog.length > 0 && (
                <details>
                  <summary>Attempts</summary>
                  <ol className="attempts">
                    {d.attemptLog.map((a) => (
                      <li key={a.attempt}>
                        {a.at ? formatWhen(a.at) : '—'}: {a.statusCode !== null ? `HTTP ${a.statusCode}` : a.error}
                        {a.durationMs !== null && <span className="muted"> in {a.durationMs} ms</span>}
                        {a.responseExcerpt && <pre className="excerpt">{a.responseExcerpt}</pre>}
                      </li>
                    ))}
                  </ol>
                </details>
              )}
            </td>
            <td>
              <LastAnswer delivery={d} />
            </td>
            <td>{d.nextAttemptAt ? <time dateTime={d.nextAttemptAt}>{formatWhen(d.nextAttemptAt)}</time> : '—'}</td>
            {props.canAct && (
              <td>
                {retryable(d) && (
                  <button
                    type="button"
                    className="secondary"
                    disabled={busy === d.id}
                    aria-label={`Retry now ${d.id}`}
                    onClick={() => void retry(d)}
                  >
                    Retry now
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

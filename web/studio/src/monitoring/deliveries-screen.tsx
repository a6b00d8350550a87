/** The tenant's webhook deliveries, newest first, by status, 25 at a time; reviewers retry failed ones. */
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../api.js';
import { loadFailure } from '../use-load.js';
import { DELIVERY_STATUSES, type DeliveryPageAnswer } from '../../../../src/studio/monitoring-types.js';
import { canReview } from '../cases/case-actions.js';
import { monitoringApi } from './monitoring-api.js';
import { useCursors } from '../pager.js';
import { MonitoringNav } from './monitoring-nav.js';
import { DeliveriesTable } from './deliveries-table.js';
import '../cases/cases.css';
import './monitoring.css';

type Status = (typeof DELIVERY_STATUSES)[number] | '';

export function DeliveriesScreen(props: { session: SessionInfo; onSessionLost: () => void }) {
  const [status, setStatus] = useState<Status>('');
  const { cursor, reset, pager } = useCursors();
  const [page, setPage] = useState<DeliveryPageAnswer>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const { onSessionLost } = props;

  const load = useCallback(async () => {
    try {
      setPage(await monitoringApi.deliveries({ status }, cursor));
      setError(undefined);
    } catch (err) {
      setError(loadFailure(err, onSessionLost, 'The deliveries could not be loaded.'));
    }
  }, [status, cursor, onSessionLost]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="deliveries-title" className="cases monitoring">
      <h1 id="deliveries-title">Monitoring</h1>
      <MonitoringNav current="deliveries" />
      <div className="case-filters">
        <label>
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              reset();
            }}
          >
            <option value="">Any</option>
            {DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'dead' ? 'failed (dead)' : s}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" onClick={() => void load()}>
          Refresh
        </button>
      </div>
      {notice && (
        <p role="status" className="notice">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && <p role="status">Loading deliveries…</p>}
      {page?.deliveries.length === 0 && <p role="status">No deliveries match.</p>}
      {page && page.deliveries.length > 0 && (
        <DeliveriesTable
          deliveries={page.deliveries}
          canAct={canReview(props.session.role)}
          onRetried={(message) => {
            setNotice(message);
            void load();
          }}
          onError={setError}
        />
      )}
      {pager(page?.nextCursor)}
    </section>
  );
}

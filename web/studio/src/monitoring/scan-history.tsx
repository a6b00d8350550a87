/**
 * An enrollment's scan history, newest first, 20 scans a page with the API's keyset cursor (the
 * shared pager), each scan's hits rendered as the case view renders a screening result.
 */
import { useLoad } from '../use-load.js';
import type { ScanPageAnswer } from '../../../../src/studio/monitoring-types.js';
import { formatWhen } from '../cases/format.js';
import { Screening } from '../cases/service-results.js';
import { useCursors } from '../pager.js';
import { monitoringApi } from './monitoring-api.js';

const REASONS: Record<string, string> = {
  initial: 'initial scan',
  scheduled: 'scheduled scan',
  'list-update': 'rescan after a list update',
};

export function ScanHistory(props: { enrollmentId: string; scanCount: number; onSessionLost: () => void }) {
  const { enrollmentId, onSessionLost } = props;
  const { cursor, pager } = useCursors();
  const { value: page, error } = useLoad<ScanPageAnswer>(
    () => monitoringApi.scans(enrollmentId, cursor),
    [enrollmentId, cursor],
    onSessionLost,
    'The scans could not be loaded.',
  );

  return (
    <section aria-labelledby="scan-history-title">
      <h2 id="scan-history-title">Scan history</h2>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {props.scanCount === 0 && <p>No scan recorded yet.</p>}
      {props.scanCount > 0 && !page && !error && <p role="status">Loading scans…</p>}
      {page && page.scans.length > 0 && (
        <p className="muted">
          {props.scanCount} {props.scanCount === 1 ? 'scan' : 'scans'}, newest first.
        </p>
      )}
      {page?.scans.map((s) => (
        <section key={s.resultId} className="service-result" aria-label={`Scan of ${formatWhen(s.scannedAt)}`}>
          <h3>
            <time dateTime={s.scannedAt}>{formatWhen(s.scannedAt)}</time>{' '}
            <span className="muted">({REASONS[s.reason] ?? s.reason})</span>
          </h3>
          <Screening result={s.result} />
        </section>
      ))}
      {/* Most people have fewer scans than a page: no pager then. */}
      {(cursor !== undefined || page?.nextCursor) && pager(page?.nextCursor)}
    </section>
  );
}

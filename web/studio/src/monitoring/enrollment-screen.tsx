/**
 * One enrollment: who is monitored and how often, the scan history a page at a time (each scan with
 * its hits and list versions, rendered as the case view renders a screening result), the callbacks sent with
 * what the receiver answered, the reviewer's actions and the enrollment's audit trail.
 */
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../api.js';
import { loadFailure } from '../use-load.js';
import { navigate } from '../route.js';
import type { AuditEntryAnswer } from '../../../../src/studio/case-types.js';
import type { DeliveryAnswer, EnrollmentAnswer } from '../../../../src/studio/monitoring-types.js';
import { canReview } from '../cases/case-actions.js';
import { formatDay, formatWhen } from '../cases/format.js';
import { monitoringApi, nameOf } from './monitoring-api.js';
import { Link, MonitoringNav } from './monitoring-nav.js';
import { StateBadge } from './enrollments-screen.js';
import { DeliveriesTable } from './deliveries-table.js';
import { EnrollmentActions } from './enrollment-actions.js';
import { AuditList } from './audit-list.js';
import { ScanHistory } from './scan-history.js';
import '../cases/cases.css';
import './monitoring.css';

type Loaded = { enrollment: EnrollmentAnswer; deliveries: DeliveryAnswer[]; audit: AuditEntryAnswer[] };

export function EnrollmentScreen(props: { enrollmentId: string; session: SessionInfo; onSessionLost: () => void }) {
  const { enrollmentId, onSessionLost } = props;
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const load = useCallback(async () => {
    try {
      const [enrollment, deliveries, audit] = await Promise.all([
        monitoringApi.enrollment(enrollmentId),
        monitoringApi.deliveries({ status: '', enrollmentId }),
        monitoringApi.audit(enrollmentId),
      ]);
      setLoaded({ enrollment, deliveries: deliveries.deliveries, audit: audit.entries });
    } catch (err) {
      setError(
        loadFailure(
          err,
          onSessionLost,
          'The enrollment could not be loaded.',
          'There is no such enrollment (or it was deleted).',
        ),
      );
    }
  }, [enrollmentId, onSessionLost]);

  useEffect(() => {
    void load();
  }, [load]);

  const back = <Link to={{ screen: 'monitoring' }}>← Enrollments</Link>;
  if (error)
    return (
      <section className="case">
        {back}
        <p role="alert" className="error">
          {error}
        </p>
      </section>
    );
  if (!loaded) return <p role="status">Loading enrollment…</p>;
  const { enrollment: e, deliveries, audit } = loaded;
  const changed = (message: string) => {
    setNotice(message);
    void load();
  };

  return (
    <section className="case monitoring" aria-labelledby="enrollment-title">
      <MonitoringNav current="monitoring" />
      {back}
      <header className="case-head">
        <h1 id="enrollment-title">{nameOf(e)}</h1>
        <p>
          <StateBadge state={e.lastState} />{' '}
          <span className="muted">
            Enrollment <code>{e.enrollmentId}</code> · enrolled {formatWhen(e.createdAt)} by {e.createdBy}
          </span>
        </p>
        <dl className="pairs facts">
          <dt>Date of birth</dt>
          <dd>{e.dateOfBirth ? formatDay(e.dateOfBirth) : '—'}</dd>
          <dt>Reference</dt>
          <dd>{e.customerReferenceId ?? '—'}</dd>
          <dt>Frequency</dt>
          <dd>{e.frequency}</dd>
          <dt>Next scan</dt>
          <dd>{e.nextScanAt ? formatWhen(e.nextScanAt) : '—'}</dd>
          <dt>Callback URL</dt>
          <dd>
            <code>{e.callbackUrl}</code>
          </dd>
        </dl>
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
      </header>
      <div className="case-columns">
        <ScanHistory enrollmentId={e.enrollmentId} scanCount={e.scanCount} onSessionLost={onSessionLost} />
        <aside aria-label="Actions and audit trail">
          {canReview(props.session.role) && (
            <EnrollmentActions
              enrollment={e}
              onChanged={changed}
              onDeleted={() => navigate({ screen: 'monitoring' })}
            />
          )}
          <h2>Audit trail</h2>
          <AuditList entries={audit} />
        </aside>
      </div>
      {/* Full width: the deliveries table needs it for the answers received. */}
      <h2>Callbacks</h2>
      {deliveries.length === 0 ? (
        <p>No callback sent yet.</p>
      ) : (
        <DeliveriesTable
          deliveries={deliveries}
          canAct={canReview(props.session.role)}
          onRetried={changed}
          onError={setError}
        />
      )}
    </section>
  );
}

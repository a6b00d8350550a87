/**
 * The monitoring console's enrollments: the people the tenant monitors, newest first, with their
 * date of birth, scan frequency, next scan and the last scan's state; searched by name, filtered by
 * that state, 25 at a time with the API's keyset cursor.
 */
import { useState, type SyntheticEvent } from 'react';
import { useLoad } from '../use-load.js';
import { ENROLLMENT_STATES, type EnrollmentPageAnswer } from '../../../../src/studio/monitoring-types.js';
import { formatDay, formatWhen } from '../cases/format.js';
import { monitoringApi, nameOf, STATE_LABELS, type EnrollmentFilter } from './monitoring-api.js';
import { useCursors } from '../pager.js';
import { Link, MonitoringNav } from './monitoring-nav.js';
import '../cases/cases.css';
import './monitoring.css';

function Filters(props: { filter: EnrollmentFilter; onApply: (f: EnrollmentFilter) => void }) {
  const [draft, setDraft] = useState(props.filter);
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    props.onApply(draft);
  };
  return (
    <form className="case-filters" onSubmit={submit} aria-label="Filter enrollments">
      <label>
        Search
        <input
          type="search"
          value={draft.q}
          maxLength={200}
          placeholder="First and last name"
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
      </label>
      <label>
        Last state
        <select
          value={draft.state}
          onChange={(e) => setDraft({ ...draft, state: e.target.value as EnrollmentFilter['state'] })}
        >
          <option value="">Any</option>
          {ENROLLMENT_STATES.map((s) => (
            <option key={s} value={s}>
              {STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}

export function StateBadge(props: { state: keyof typeof STATE_LABELS }) {
  return <span className={`scan-state scan-${props.state}`}>{STATE_LABELS[props.state]}</span>;
}

export function EnrollmentsScreen(props: { onSessionLost: () => void }) {
  const [filter, setFilter] = useState<EnrollmentFilter>({ state: '', q: '' });
  const { cursor, reset, pager } = useCursors();
  const { onSessionLost } = props;
  const { value: page, error } = useLoad<EnrollmentPageAnswer>(
    () => monitoringApi.enrollments(filter, cursor),
    [filter, cursor],
    onSessionLost,
    'The enrollments could not be loaded.',
  );

  const apply = (next: EnrollmentFilter) => {
    setFilter(next);
    reset();
  };

  return (
    <section aria-labelledby="monitoring-title" className="cases monitoring">
      <h1 id="monitoring-title">Monitoring</h1>
      <MonitoringNav current="monitoring" />
      <Filters filter={filter} onApply={apply} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && <p role="status">Loading enrollments…</p>}
      {page?.enrollments.length === 0 && <p role="status">No enrollments match.</p>}
      {page && page.enrollments.length > 0 && (
        <table className="case-table" aria-label="Enrollments">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Date of birth</th>
              <th scope="col">Frequency</th>
              <th scope="col">Next scan</th>
              <th scope="col">Last state</th>
              <th scope="col">Last scan</th>
            </tr>
          </thead>
          <tbody>
            {page.enrollments.map((e) => (
              <tr key={e.enrollmentId}>
                <td>
                  <Link to={{ screen: 'enrollment', enrollmentId: e.enrollmentId }}>{nameOf(e)}</Link>
                  {e.customerReferenceId && <div className="muted">Reference {e.customerReferenceId}</div>}
                </td>
                <td>{e.dateOfBirth ? formatDay(e.dateOfBirth) : <span className="muted">—</span>}</td>
                <td>{e.frequency}</td>
                <td>{e.nextScanAt ? <time dateTime={e.nextScanAt}>{formatWhen(e.nextScanAt)}</time> : '—'}</td>
                <td>
                  <StateBadge state={e.lastState} />
                </td>
                <td>{e.lastScanAt ? <time dateTime={e.lastScanAt}>{formatWhen(e.lastScanAt)}</time> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pager(page?.nextCursor)}
    </section>
  );
}

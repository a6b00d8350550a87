/**
 * The review queue: cases by status (tabs with their counts), flow, live/test and creation date,
 * searched, newest or oldest first, 25 at a time with the API's keyset cursor ("Next page" carries
 * on from the last row; it never skips or repeats one when cases arrive meanwhile).
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { api, type FlowSummary } from '../api.js';
import { useLoad } from '../use-load.js';
import { navigate, pathOf } from '../route.js';
import { CASE_STATUSES, type QueuePage } from '../../../../src/studio/case-types.js';
import { casesApi, type QueueFilter } from './cases-api.js';
import { formatWhen, statusLabel } from './format.js';
import { useCursors } from '../pager.js';
import './cases.css';

/** Opens at "Pending Review", the cases waiting for someone. */
const INITIAL: QueueFilter = {
  mode: 'live',
  status: 'PENDING_REVIEW',
  flowId: '',
  from: '',
  to: '',
  q: '',
  sort: 'newest',
};

function StatusTabs(props: {
  filter: QueueFilter;
  counts: QueuePage['counts'];
  onPick: (status: QueueFilter['status']) => void;
}) {
  const tabs: Array<QueueFilter['status']> = [...CASE_STATUSES, ''];
  return (
    <nav className="status-tabs" aria-label="Case status">
      {tabs.map((s) => {
        const count = s === '' ? undefined : props.counts?.[s];
        return (
          <button
            key={s || 'all'}
            type="button"
            className={props.filter.status === s ? 'tab current' : 'tab'}
            aria-pressed={props.filter.status === s}
            onClick={() => props.onPick(s)}
          >
            {s === '' ? 'All' : statusLabel(s)}
            {count !== undefined && <span className="count"> {count}</span>}
          </button>
        );
      })}
    </nav>
  );
}

function Filters(props: { filter: QueueFilter; flows: FlowSummary[]; onApply: (f: QueueFilter) => void }) {
  const [draft, setDraft] = useState(props.filter);
  useEffect(() => setDraft(props.filter), [props.filter]);
  const set = <K extends keyof QueueFilter>(key: K, value: QueueFilter[K]) => setDraft({ ...draft, [key]: value });
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    props.onApply(draft);
  };
  return (
    <form className="case-filters" onSubmit={submit} aria-label="Filter cases">
      <label>
        Search
        <input
          type="search"
          value={draft.q}
          maxLength={200}
          placeholder="Name, e-mail, company, end client or external id"
          onChange={(e) => set('q', e.target.value)}
        />
      </label>
      <label>
        Flow
        <select value={draft.flowId} onChange={(e) => set('flowId', e.target.value)}>
          <option value="">All flows</option>
          {props.flows.map((f) => (
            <option key={f.flowId} value={f.flowId}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Mode
        <select value={draft.mode} onChange={(e) => set('mode', e.target.value === 'test' ? 'test' : 'live')}>
          <option value="live">Live</option>
          <option value="test">Test</option>
        </select>
      </label>
      <label>
        Created from
        <input type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
      </label>
      <label>
        Created until
        <input type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
      </label>
      <button type="submit">Apply</button>
    </form>
  );
}

export function QueueScreen(props: { onSessionLost: () => void }) {
  const [filter, setFilter] = useState(INITIAL);
  const [flows, setFlows] = useState<FlowSummary[]>([]);
  const { cursor, reset, pager } = useCursors();
  const [counts, setCounts] = useState<QueuePage['counts']>(null);
  const { onSessionLost } = props;
  useEffect(() => {
    api
      .flows()
      .then(setFlows)
      .catch(() => setFlows([]));
  }, []);

  const { value: page, error } = useLoad<QueuePage>(
    () => casesApi.queue(filter, cursor),
    [filter, cursor],
    onSessionLost,
    'The cases could not be loaded.',
  );
  // Pages after the first carry no counts: the first page's stand.
  useEffect(() => {
    if (page?.counts) setCounts(page.counts);
  }, [page]);

  const apply = (next: QueueFilter) => {
    setFilter(next);
    reset();
  };
  const flowName = (id: string) => flows.find((f) => f.flowId === id)?.name ?? id;
  const toggleSort = () => apply({ ...filter, sort: filter.sort === 'newest' ? 'oldest' : 'newest' });

  return (
    <section aria-labelledby="cases-title" className="cases">
      <h1 id="cases-title">Cases</h1>
      <StatusTabs filter={filter} counts={counts} onPick={(status) => apply({ ...filter, status })} />
      <Filters filter={filter} flows={flows} onApply={apply} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!page && !error && <p role="status">Loading cases…</p>}
      {page?.cases.length === 0 && <p role="status">No cases match.</p>}
      {page && page.cases.length > 0 && (
        <table className="case-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">End client</th>
              <th scope="col">Flow</th>
              <th scope="col">Status</th>
              <th scope="col">Assignee</th>
              <th scope="col" aria-sort={filter.sort === 'newest' ? 'descending' : 'ascending'}>
                <button type="button" className="sort" onClick={toggleSort}>
                  Created {filter.sort === 'newest' ? '↓' : '↑'}
                  <span className="visually-hidden">
                    {filter.sort === 'newest'
                      ? ', newest first: sort oldest first'
                      : ', oldest first: sort newest first'}
                  </span>
                </button>
              </th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {page.cases.map((c) => {
              const target = { screen: 'case', caseId: c.endClientId } as const;
              return (
                <tr key={c.endClientId}>
                  <td>
                    {c.names.person ?? (c.names.company ? '' : <span className="muted">—</span>)}
                    {c.names.company && <div className={c.names.person ? 'muted' : undefined}>{c.names.company}</div>}
                  </td>
                  <td>
                    <a
                      href={pathOf(target)}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(target);
                      }}
                    >
                      <code>{c.endClientId}</code>
                    </a>
                  </td>
                  <td>
                    {flowName(c.flowId)} <span className="muted">v{c.flowVersion}</span>
                  </td>
                  <td>
                    <span className={`status status-${c.status.toLowerCase()}`}>{statusLabel(c.status)}</span>
                    {c.pendingDecision && <span className="badge">Awaiting second reviewer</span>}
                  </td>
                  <td>{c.assignee ? c.assignee.displayName : <span className="muted">—</span>}</td>
                  <td>
                    <time dateTime={c.createdAt}>{formatWhen(c.createdAt)}</time>
                  </td>
                  <td>
                    <time dateTime={c.updatedAt}>{formatWhen(c.updatedAt)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {pager(page?.nextCursor)}
    </section>
  );
}

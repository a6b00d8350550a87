/** The tenant's flows: name, draft and published versions, and when each last changed. */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { api, ApiError, type FlowSummary } from './api.js';
import { navigate, pathOf } from './route.js';

// The same pattern the server checks (FLOW_ID_PATTERN); repeated as a string so this page imports no server module.
const FLOW_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Starts a new flow on an empty canvas; nothing is stored until it is saved. */
function NewFlow(props: { taken: ReadonlySet<string> }) {
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!FLOW_ID.test(id)) {
      setProblem('Use letters, digits, _ and -, starting with a letter or digit (at most 64).');
      return;
    }
    if (props.taken.has(id)) {
      setProblem('A flow with this id exists already.');
      return;
    }
    navigate({ screen: 'canvas', flowId: id, version: 0 });
  };
  return (
    <form className="new-flow" onSubmit={submit} aria-label="New flow">
      <label>
        New flow id
        <input value={id} onChange={(e) => setId(e.target.value)} aria-describedby="new-flow-problem" />
      </label>
      <button type="submit">Create flow</button>
      {problem && (
        <span id="new-flow-problem" role="alert" className="error">
          {problem}
        </span>
      )}
    </form>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();
const pointer = (v: number | null) => (v === null ? <span className="muted">—</span> : <>v{v}</>);

export function FlowsScreen(props: { onSessionLost: () => void }) {
  const [flows, setFlows] = useState<FlowSummary[]>();
  const [error, setError] = useState<string>();
  const { onSessionLost } = props;

  useEffect(() => {
    api
      .flows()
      .then(setFlows)
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onSessionLost();
        else setError(err instanceof Error ? err.message : 'The flows could not be loaded.');
      });
  }, [onSessionLost]);

  return (
    <section aria-labelledby="flows-title" className="flows">
      <h1 id="flows-title">Flows</h1>
      {flows && <NewFlow taken={new Set(flows.map((f) => f.flowId))} />}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!flows && !error && <p role="status">Loading flows…</p>}
      {flows?.length === 0 && (
        <p>
          No flows yet. Create one above, or upload one with <code>PUT /admin/flows/&#123;flowId&#125;</code>.
        </p>
      )}
      {flows && flows.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Flow id</th>
              <th scope="col">Draft</th>
              <th scope="col">Test</th>
              <th scope="col">Live</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {flows.map((f) => {
              const target = { screen: 'canvas', flowId: f.flowId, version: f.latestVersion } as const;
              return (
                <tr key={f.flowId}>
                  <td>
                    <a
                      href={pathOf(target)}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(target);
                      }}
                    >
                      {f.name}
                    </a>
                  </td>
                  <td>
                    <code>{f.flowId}</code>
                  </td>
                  <td>v{f.latestVersion}</td>
                  <td>{pointer(f.testVersion)}</td>
                  <td>{pointer(f.liveVersion)}</td>
                  <td>
                    <time dateTime={f.updatedAt}>{when(f.updatedAt)}</time>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}

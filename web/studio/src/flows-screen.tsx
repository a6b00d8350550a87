/** The tenant's flows: name, draft and published versions, and when each last changed. */
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { api, type FlowSummary } from './api.js';
import { loadFailure } from './use-load.js';
import { navigate, pathOf } from './route.js';
import { flowIdProblem } from './flows/flow-id.js';
import { FlowIdField } from './flows/flow-id-field.js';
import { FromExample } from './flows/from-example.js';
import { DuplicateFlow } from './flows/duplicate-flow.js';
import { ImportFlow } from './flows/import-flow.js';
import { FlowAudit } from './cases/flow-audit.js';
import { StartForm } from './flows/start-form.js';

/** Starts a new flow on an empty canvas; nothing is stored until it is saved. */
function NewFlow(props: { taken: ReadonlySet<string> }) {
  const [id, setId] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const wrong = flowIdProblem(id, props.taken);
    setProblem(wrong);
    if (!wrong) navigate({ screen: 'canvas', flowId: id, version: 0 });
  };
  return (
    <StartForm title="New flow" onSubmit={submit}>
      <FlowIdField
        label="New flow id"
        value={id}
        problem={problem}
        onChange={(v) => {
          setId(v);
          setProblem(undefined);
        }}
      />
      <button type="submit">Create flow</button>
    </StartForm>
  );
}

const when = (iso: string) => new Date(iso).toLocaleString();
const pointer = (v: number | null) => (v === null ? <span className="muted">—</span> : <>v{v}</>);

export function FlowsScreen(props: { onSessionLost: () => void }) {
  const [flows, setFlows] = useState<FlowSummary[]>();
  const [error, setError] = useState<string>();
  const { onSessionLost } = props;
  const taken = useMemo(() => (flows ? new Set(flows.map((f) => f.flowId)) : undefined), [flows]);

  useEffect(() => {
    api
      .flows()
      .then(setFlows)
      .catch((err: unknown) => setError(loadFailure(err, onSessionLost, 'The flows could not be loaded.')));
  }, [onSessionLost]);

  return (
    <section aria-labelledby="flows-title" className="flows">
      <h1 id="flows-title">Flows</h1>
      {taken && (
        <section className="start-flow" aria-labelledby="start-title">
          <h2 id="start-title">Start a flow</h2>
          <NewFlow taken={taken} />
          <FromExample taken={taken} onSessionLost={onSessionLost} />
          {flows && flows.length > 0 && <DuplicateFlow flows={flows} onSessionLost={onSessionLost} />}
          <ImportFlow taken={taken} />
        </section>
      )}
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
      {flows && flows.length > 0 && <FlowAudit flows={flows} />}
    </section>
  );
}

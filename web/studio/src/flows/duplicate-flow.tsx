/**
 * "Duplicate": a flow's newest version on an unsaved canvas under a new id. Unsaved rather than
 * stored as version 1 at once, like every other way of starting a flow: the analyst renames and
 * adjusts it first, and nothing appears in the flows list until it is saved.
 */
import { useId, useState, type SyntheticEvent } from 'react';
import { api, ApiError, type FlowSummary } from '../api.js';
import { flowIdProblem } from './flow-id.js';
import { FlowIdField } from './flow-id-field.js';
import { openDraft } from './draft.js';
import { StartForm } from './start-form.js';

export function DuplicateFlow(props: { flows: readonly FlowSummary[]; onSessionLost: () => void }) {
  const [source, setSource] = useState(props.flows[0]?.flowId ?? '');
  const [id, setId] = useState('');
  const sourceId = useId();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const flow = props.flows.find((f) => f.flowId === source);
    if (!flow) {
      setProblem('Pick the flow to copy.');
      return;
    }
    const wrong = flowIdProblem(id, new Set(props.flows.map((f) => f.flowId)));
    if (wrong) {
      setProblem(wrong);
      return;
    }
    setBusy(true);
    api
      .version(flow.flowId, flow.latestVersion)
      .then((v) => openDraft(id, { ...v.document, name: `${v.document.name} (copy)` }))
      .catch((err: unknown) => {
        setBusy(false);
        if (err instanceof ApiError && err.status === 401) props.onSessionLost();
        else setProblem(err instanceof Error ? err.message : 'The flow could not be loaded.');
      });
  };

  return (
    <StartForm title="Duplicate a flow" onSubmit={submit}>
      {/* A label wrapping a select takes every option's text into its name; htmlFor keeps it short. */}
      <span className="select-field">
        <label htmlFor={sourceId}>Flow to copy</label>
        <select id={sourceId} value={source} onChange={(e) => setSource(e.target.value)}>
          {props.flows.map((f) => (
            <option key={f.flowId} value={f.flowId}>
              {f.name} ({f.flowId}, v{f.latestVersion})
            </option>
          ))}
        </select>
      </span>
      <FlowIdField
        label="Flow id for the copy"
        value={id}
        problem={problem}
        onChange={(v) => {
          setId(v);
          setProblem(undefined);
        }}
      />
      <button type="submit" disabled={busy}>
        Duplicate
      </button>
    </StartForm>
  );
}

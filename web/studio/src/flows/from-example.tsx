/** "Create from an example": one of the shipped example flows on an unsaved canvas under a new id. */
import { useEffect, useId, useState, type SyntheticEvent } from 'react';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { api, ApiError, type FlowExample } from '../api.js';
import { flowIdProblem } from './flow-id.js';
import { FlowIdField } from './flow-id-field.js';
import { openDraft } from './draft.js';
import { StartForm } from './start-form.js';

export function FromExample(props: { taken: ReadonlySet<string>; onSessionLost: () => void }) {
  const { onSessionLost } = props;
  const [examples, setExamples] = useState<Array<FlowExample<FlowDocument>>>();
  const [chosen, setChosen] = useState('');
  const [id, setId] = useState('');
  const exampleId = useId();
  const [problem, setProblem] = useState<string>();
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    api
      .examples()
      .then((list) => {
        setExamples(list);
        setChosen(list[0]?.id ?? '');
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) onSessionLost();
        else setLoadFailed(true);
      });
  }, [onSessionLost]);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    const example = examples?.find((x) => x.id === chosen);
    if (!example) {
      setProblem('Pick an example.');
      return;
    }
    const wrong = flowIdProblem(id, props.taken);
    if (wrong) {
      setProblem(wrong);
      return;
    }
    openDraft(id, example.document);
  };

  return (
    <StartForm title="Create from an example" onSubmit={submit}>
      {/* A label wrapping a select takes every option's text into its name; htmlFor keeps it short. */}
      <span className="select-field">
        <label htmlFor={exampleId}>Example</label>
        <select id={exampleId} value={chosen} onChange={(e) => setChosen(e.target.value)} disabled={!examples}>
          {examples?.map((x) => (
            <option key={x.id} value={x.id} title={x.description ?? undefined}>
              {x.name}
            </option>
          ))}
        </select>
      </span>
      <FlowIdField
        label="Flow id for the example"
        value={id}
        problem={problem ?? (loadFailed ? 'The examples could not be loaded.' : undefined)}
        onChange={(v) => {
          // A problem found with the id typed before is not one of the id typed now.
          setId(v);
          setProblem(undefined);
        }}
      />
      <button type="submit" disabled={!examples}>
        Create from example
      </button>
    </StartForm>
  );
}

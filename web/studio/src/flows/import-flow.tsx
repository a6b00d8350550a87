/**
 * "Import JSON": a flow document from a file, checked in the page by the validator publication
 * runs (canvas/issues.ts) before a canvas opens: a file that is not JSON, does not match the
 * schema or has validator errors is explained in words and opens nothing; warnings do not block.
 */
import { useState, type SyntheticEvent } from 'react';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { findingsOf } from '../canvas/issues.js';
import { flowIdProblem } from './flow-id.js';
import { FlowIdField } from './flow-id-field.js';
import { openDraft } from './draft.js';
import { StartForm } from './start-form.js';

type Checked = { ok: true; doc: FlowDocument } | { ok: false; problems: string[] };

/** The file's text as a flow document, or what is wrong with it. */
export function checkImported(text: string): Checked {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return { ok: false, problems: [`The file is not JSON: ${err instanceof Error ? err.message : String(err)}`] };
  }
  const findings = findingsOf(parsed);
  if (findings.publishable) return { ok: true, doc: parsed as FlowDocument };
  return {
    ok: false,
    problems: findings.all
      .filter((f) => f.severity === 'error')
      .map((f) => `${f.message}${f.nodeId ? ` (step ${f.nodeId})` : f.path ? ` (at ${f.path})` : ''}`),
  };
}

export function ImportFlow(props: { taken: ReadonlySet<string> }) {
  const [file, setFile] = useState<File>();
  const [id, setId] = useState('');
  const [idProblem, setIdProblem] = useState<string>();
  const [problems, setProblems] = useState<string[]>([]);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    setProblems([]);
    const wrong = flowIdProblem(id, props.taken);
    setIdProblem(wrong);
    if (!file) {
      setProblems(['Choose a .json file.']);
      return;
    }
    if (wrong) return;
    file
      .text()
      .then((text) => {
        const checked = checkImported(text);
        if (checked.ok) openDraft(id, checked.doc);
        else setProblems(checked.problems);
      })
      .catch(() => setProblems(['The file could not be read.']));
  };

  return (
    <StartForm title="Import JSON" onSubmit={submit}>
      <label>
        Flow file (.json)
        <input type="file" accept=".json,application/json" onChange={(e) => setFile(e.target.files?.[0])} />
      </label>
      <FlowIdField
        label="Flow id for the import"
        value={id}
        problem={idProblem}
        onChange={(v) => {
          setId(v);
          setIdProblem(undefined);
        }}
      />
      <button type="submit">Import</button>
      {problems.length > 0 && (
        <div role="alert" className="error">
          <p>{file ? `${file.name} cannot be opened:` : 'Nothing to import:'}</p>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>{p}</li>
            ))}
          </ul>
        </div>
      )}
    </StartForm>
  );
}

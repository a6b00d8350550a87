/**
 * One flow in the builder: the saved version (or an empty document for a new flow) on the editing
 * canvas with undo/redo, and the bar that saves it as a new version and publishes it to test or
 * live. Save and publish are disabled exactly when the server would refuse: the page runs the
 * validator publication runs.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import { api, ApiError, type FlowSummary, type TryPath, type VersionEntry } from '../api.js';
import { loadFailure } from '../use-load.js';
import { navigate, pathOf } from '../route.js';
import { findingsOf } from './issues.js';
import { Editor } from '../editor/editor.js';
import { VersionsPanel } from '../editor/versions-panel.js';
import { emptyDocument } from '../editor/model.js';
import { record, redo, startHistory, undo, type History } from '../editor/history.js';
import { TryPanel } from '../try/try-panel.js';
import { takeDraft } from '../flows/draft.js';
import { ExportButton } from './export-button.js';

type Status =
  { kind: 'idle' } | { kind: 'busy'; what: string } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

function Builder(props: {
  flowId: string;
  initial: FlowDocument;
  version: number;
  onSessionLost: () => void;
  onSaved: (version: number) => void;
}) {
  const { flowId, onSessionLost } = props;
  const [history, setHistory] = useState<History<FlowDocument>>(() => startHistory(props.initial));
  const [saved, setSaved] = useState<{ version: number; doc: FlowDocument | undefined }>({
    version: props.version,
    doc: props.version > 0 ? props.initial : undefined,
  });
  const [flow, setFlow] = useState<FlowSummary>();
  const [versions, setVersions] = useState<VersionEntry[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [trying, setTrying] = useState(false);
  const [trail, setTrail] = useState<TryPath>();
  const lastKey = useRef<string | undefined>(undefined);
  const doc = history.present;
  const findings = useMemo(() => findingsOf(doc), [doc]);
  const dirty = saved.doc !== doc;

  const failed = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 401) return onSessionLost();
      const details =
        err instanceof ApiError && err.details.length > 0 ? `: ${err.details.map((d) => d.message).join('; ')}` : '';
      setStatus({ kind: 'failed', text: `${err instanceof Error ? err.message : 'The call failed'}${details}` });
    },
    [onSessionLost],
  );

  const loadVersions = useCallback(() => {
    if (saved.version === 0) return;
    api
      .versions(flowId)
      .then((v) => {
        setVersions(v.versions);
        setFlow(v.flow);
      })
      .catch(failed);
  }, [flowId, saved.version, failed]);
  useEffect(loadVersions, [loadVersions]);

  const onEdit = useCallback((next: FlowDocument, coalesce?: string) => {
    // Typing in one input is one undo step: a keystroke with the same key replaces the previous one.
    setHistory((h) =>
      coalesce !== undefined && coalesce === lastKey.current && h.past.length > 0
        ? { ...h, present: next, future: [] }
        : record(h, next),
    );
    lastKey.current = coalesce;
  }, []);
  const onUndo = useCallback(() => {
    lastKey.current = undefined;
    setHistory(undo);
  }, []);
  const onRedo = useCallback(() => {
    lastKey.current = undefined;
    setHistory(redo);
  }, []);

  /** Saves when there are unsaved edits; answers the version that holds the current document. */
  const save = async (): Promise<number> => {
    if (!dirty) return saved.version;
    setStatus({ kind: 'busy', what: 'Saving…' });
    const result = await api.save(flowId, doc, saved.version);
    setSaved({ version: result.version, doc });
    setFlow(result.flow);
    // The address names the saved version, without remounting (the undo history stays).
    window.history.replaceState(null, '', pathOf({ screen: 'canvas', flowId, version: result.version }));
    props.onSaved(result.version);
    return result.version;
  };

  const run = (what: string, action: () => Promise<string>) => {
    setStatus({ kind: 'busy', what });
    action()
      .then((text) => {
        setStatus({ kind: 'done', text });
        loadVersions();
      })
      .catch(failed);
  };

  /** Publishes a saved version as it is (rollback, or the version to try), not the canvas's edits. */
  const publishSaved = (target: 'test' | 'live', version: number) =>
    run(`Publishing v${version} to ${target}…`, async () => {
      const p = await api.publish(flowId, target, version);
      return `Version ${p.version} is published to ${target}.`;
    });

  const blocked = !findings.publishable;
  const why = blocked ? 'Fix the errors listed under Findings first' : undefined;
  return (
    <>
      <div className="save-bar" role="group" aria-label="Save and publish">
        <label className="name-field">
          Flow name
          <input value={doc.name} onChange={(e) => onEdit({ ...doc, name: e.target.value }, 'name')} />
        </label>
        <span className="muted" role="status">
          {saved.version === 0
            ? 'New flow, not saved'
            : `v${saved.version}${dirty ? ' · unsaved changes' : ' · saved'}`}
          {flow &&
            ` · test ${flow.testVersion === null ? '—' : `v${flow.testVersion}`} · live ${flow.liveVersion === null ? '—' : `v${flow.liveVersion}`}`}
        </span>
        <button
          type="button"
          disabled={blocked || !dirty || status.kind === 'busy'}
          title={why}
          onClick={() => run('Saving…', async () => `Saved as version ${await save()}.`)}
        >
          Save version
        </button>
        {(['test', 'live'] as const).map((target) => (
          <button
            key={target}
            type="button"
            disabled={blocked || status.kind === 'busy'}
            title={why}
            onClick={() =>
              run(`Publishing to ${target}…`, async () => {
                const v = await save();
                const p = await api.publish(flowId, target, v);
                return `Version ${p.version} is published to ${target}.`;
              })
            }
          >
            Publish to {target}
          </button>
        ))}
        <ExportButton flowId={flowId} version={saved.version} edited={dirty} doc={doc} />
        <button type="button" className="secondary" aria-pressed={trying} onClick={() => setTrying((t) => !t)}>
          Try it
        </button>
      </div>
      {status.kind !== 'idle' && (
        <p className={status.kind === 'failed' ? 'error' : 'ok'} role={status.kind === 'failed' ? 'alert' : 'status'}>
          {status.kind === 'busy' ? status.what : status.text}
        </p>
      )}
      {/* The try-out panel lies over the editor's right side; the bars above and the history stay in view. */}
      <div className="editor-area">
        <Editor
          doc={doc}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onEdit={onEdit}
          onUndo={onUndo}
          onRedo={onRedo}
          trail={trail}
        />
        {trying && (
          <TryPanel
            flowId={flowId}
            version={saved.version}
            dirty={dirty}
            testVersion={flow?.testVersion ?? null}
            busy={status.kind === 'busy'}
            onPublishToTest={() => publishSaved('test', saved.version)}
            onPath={setTrail}
            onFailed={failed}
            onClose={() => setTrying(false)}
          />
        )}
      </div>
      <VersionsPanel
        flowId={flowId}
        versions={versions}
        current={saved.version}
        live={flow?.liveVersion ?? null}
        test={flow?.testVersion ?? null}
        onPublish={publishSaved}
        onFailed={failed}
      />
    </>
  );
}

export function CanvasScreen(props: { flowId: string; version: number; onSessionLost: () => void }) {
  const { flowId, version: number, onSessionLost } = props;
  const [loaded, setLoaded] = useState<{ doc: FlowDocument; name: string }>();
  const [error, setError] = useState<string>();
  const [shown, setShown] = useState(number);

  useEffect(() => {
    setShown(number);
    if (number === 0) {
      const draft = takeDraft(flowId);
      setLoaded({ doc: draft ?? emptyDocument(flowId), name: draft?.name ?? flowId });
      return;
    }
    api
      .version(flowId, number)
      .then((v) => setLoaded({ doc: v.document, name: v.flow.name }))
      .catch((err: unknown) => setError(loadFailure(err, onSessionLost, 'The flow could not be loaded.')));
  }, [flowId, number, onSessionLost]);

  return (
    <section className="canvas-screen" aria-labelledby="canvas-title">
      <div className="canvas-bar">
        <button type="button" className="secondary" onClick={() => navigate({ screen: 'flows' })}>
          ← Flows
        </button>
        <h1 id="canvas-title">
          {loaded ? loaded.name : flowId} <span className="muted">{shown === 0 ? 'new' : `v${shown}`}</span>
        </h1>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {!loaded && !error && <p role="status">Loading the flow…</p>}
      {loaded && (
        <ReactFlowProvider>
          <Builder
            flowId={flowId}
            initial={loaded.doc}
            version={number}
            onSessionLost={onSessionLost}
            onSaved={setShown}
          />
        </ReactFlowProvider>
      )}
    </section>
  );
}

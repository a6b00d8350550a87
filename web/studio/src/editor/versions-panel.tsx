/**
 * The flow's saved versions, newest first, with where each is or was published. One opens on the
 * canvas; two picked are compared in words (the version diff); any version can be put back live or
 * on test (a rollback is a publication like any other, recorded with who did it), after a
 * confirmation that says what it changes.
 */
import { useCallback, useState } from 'react';
import type { VersionEntry } from '../api.js';
import { navigate } from '../route.js';
import { DiffDialog } from '../versions/diff-dialog.js';
import { Dialog } from '../versions/dialog.js';

type Target = 'test' | 'live';

/** The words of a publish button: a version older than the slot's is a rollback. */
function publishWords(target: Target, version: number, current: number | null): string {
  return current !== null && version < current ? `Roll ${target} back` : `Make ${target}`;
}

export function VersionsPanel(props: {
  flowId: string;
  versions: readonly VersionEntry[];
  current: number;
  live: number | null;
  test: number | null;
  /** Points `target` at `version`; the caller reports the outcome and reloads the history. */
  onPublish: (target: Target, version: number) => void;
  onFailed: (err: unknown) => void;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const [comparing, setComparing] = useState<{ from: number; to: number }>();
  const [confirming, setConfirming] = useState<{ target: Target; version: number }>();
  const closeDiff = useCallback(() => setComparing(undefined), []);
  const closeConfirm = useCallback(() => setConfirming(undefined), []);

  // Two at most: picking a third lets go of the earliest pick.
  const toggle = (v: number) => setPicked((p) => (p.includes(v) ? p.filter((x) => x !== v) : [...p, v].slice(-2)));
  const pair = picked.length === 2 ? [...picked].sort((a, b) => a - b) : undefined;
  const slot = (t: Target) => (t === 'live' ? props.live : props.test);

  return (
    <section aria-labelledby="versions-title" className="versions">
      <div className="versions-head">
        <h3 id="versions-title">Versions</h3>
        <span className="muted">Tick two versions to compare them.</span>
        <button
          type="button"
          className="secondary"
          disabled={!pair}
          onClick={() => pair && setComparing({ from: pair[0] ?? 0, to: pair[1] ?? 0 })}
        >
          {pair ? `Compare v${pair[0]} with v${pair[1]}` : 'Compare'}
        </button>
      </div>
      {props.versions.length === 0 && <p className="muted">Not saved yet.</p>}
      <ol reversed>
        {props.versions.map((v) => (
          <li key={v.version}>
            <input
              type="checkbox"
              aria-label={`Compare v${v.version}`}
              checked={picked.includes(v.version)}
              onChange={() => toggle(v.version)}
            />{' '}
            <button
              type="button"
              className="link"
              aria-current={v.version === props.current ? 'true' : undefined}
              onClick={() => navigate({ screen: 'canvas', flowId: props.flowId, version: v.version })}
            >
              v{v.version}
            </button>{' '}
            {v.version === props.live && <span className="tag tag-live">live</span>}
            {v.version === props.test && <span className="tag tag-test">test</span>}{' '}
            <span className="muted">
              {new Date(v.createdAt).toLocaleString()} · {v.createdBy}
              {v.publications.length > 0 && ` · published ${v.publications.map((p) => p.target).join(', ')}`}
            </span>
            {(['live', 'test'] as const)
              .filter((t) => slot(t) !== v.version)
              .map((t) => {
                const words = publishWords(t, v.version, slot(t));
                return (
                  <button
                    key={t}
                    type="button"
                    className="secondary small"
                    aria-label={`${words} to v${v.version}`}
                    onClick={() => setConfirming({ target: t, version: v.version })}
                  >
                    {words}
                  </button>
                );
              })}
          </li>
        ))}
      </ol>
      {comparing && (
        <DiffDialog
          flowId={props.flowId}
          from={comparing.from}
          to={comparing.to}
          onClose={closeDiff}
          onFailed={props.onFailed}
        />
      )}
      {confirming && (
        <Dialog
          role="alertdialog"
          title={`${publishWords(confirming.target, confirming.version, slot(confirming.target))} to v${confirming.version}?`}
          onClose={closeConfirm}
        >
          <p>
            {slot(confirming.target) === null
              ? `Nothing is published to ${confirming.target} yet.`
              : `${confirming.target === 'live' ? 'Live' : 'Test'} runs v${slot(confirming.target)} now.`}{' '}
            New {confirming.target} sessions will run v{confirming.version}; sessions already under way stay on the
            version they started with. The change is recorded in the history.
          </p>
          <div className="dialog-buttons">
            <button
              type="button"
              onClick={() => {
                props.onPublish(confirming.target, confirming.version);
                setConfirming(undefined);
              }}
            >
              Publish v{confirming.version} to {confirming.target}
            </button>
            <button type="button" className="secondary" data-autofocus onClick={closeConfirm}>
              Cancel
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

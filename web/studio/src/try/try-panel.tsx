/**
 * "Try it": the saved version run as an end user of the test version runs it, in the hosted resume
 * page framed beside the canvas (a fresh test session and its signed link from the server), and the
 * path the session takes drawn on the canvas, refreshed as the person advances. A try-out runs what
 * is published to test, so when that is another version the panel says so and offers to publish
 * this one first.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type TryPath, type TrySession } from '../api.js';

/** How often the path is asked for while the session is under way (the page moves at human speed). */
const POLL_MS = 1000;

export function TryPanel(props: {
  flowId: string;
  /** The saved version on the canvas; 0 when not saved yet. */
  version: number;
  dirty: boolean;
  testVersion: number | null;
  busy: boolean;
  onPublishToTest: () => void;
  onPath: (path: TryPath | undefined) => void;
  onFailed: (err: unknown) => void;
  onClose: () => void;
}) {
  const { flowId, onPath, onFailed } = props;
  const [session, setSession] = useState<TrySession>();
  const [path, setPath] = useState<TryPath>();
  // The canvas redraws its cards when the path changes: an unchanged answer must not (a drag in
  // progress would be put back).
  const shown = useRef('');

  useEffect(() => {
    if (!session) return;
    let stopped = false;
    let timer: number | undefined;
    const poll = () => {
      api
        .tryPath(flowId, session.sessionId)
        .then((p) => {
          if (stopped) return;
          const key = JSON.stringify(p);
          if (key !== shown.current) {
            shown.current = key;
            setPath(p);
            onPath(p);
          }
          // A finished session moves no more: one last answer is enough.
          if (!p.finished) timer = window.setTimeout(poll, POLL_MS);
        })
        .catch((err: unknown) => {
          if (!stopped) onFailed(err);
        });
    };
    poll();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [flowId, session, onPath, onFailed]);

  // Closing the panel takes the path off the canvas.
  useEffect(() => () => onPath(undefined), [onPath]);

  const start = () => {
    shown.current = '';
    setPath(undefined);
    onPath(undefined);
    api.tryIt(flowId, props.version).then(setSession, onFailed);
  };

  const onTest = props.version > 0 && props.testVersion === props.version;
  return (
    <aside className="try-panel" aria-labelledby="try-title">
      <div className="try-head">
        <h2 id="try-title">Try it</h2>
        <button type="button" className="secondary" onClick={props.onClose}>
          Close
        </button>
      </div>
      {props.version === 0 ? (
        <p>Save the flow first: a try-out runs a saved version.</p>
      ) : !onTest ? (
        <div role="status" className="notice">
          <p>
            v{props.version} is not the version published to test (
            {props.testVersion === null ? 'nothing is published to test yet' : `test runs v${props.testVersion}`}).
          </p>
          <button type="button" disabled={props.busy} onClick={props.onPublishToTest}>
            Publish v{props.version} to test
          </button>
        </div>
      ) : (
        <>
          {props.dirty && (
            <p className="warning-text">Unsaved changes are not part of the try-out: save to try them.</p>
          )}
          <div className="try-actions">
            <button type="button" onClick={start}>
              {session ? 'Restart with a fresh session' : `Start a test session of v${props.version}`}
            </button>
          </div>
          {path && (
            <p role="status" className="try-path">
              Path: {path.nodes.length === 0 ? 'not started' : path.nodes.join(' → ')} ·{' '}
              {path.finished ? `ended ${path.status}` : path.status}
            </p>
          )}
          {session && (
            <iframe
              key={session.sessionId}
              className="try-frame"
              title={`Test session of v${session.version}`}
              src={session.path}
            />
          )}
        </>
      )}
    </aside>
  );
}

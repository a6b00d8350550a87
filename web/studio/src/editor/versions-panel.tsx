/** The flow's saved versions, newest first, with where each is or was published; one opens on the canvas. */
import type { VersionEntry } from '../api.js';
import { navigate } from '../route.js';

export function VersionsPanel(props: {
  flowId: string;
  versions: readonly VersionEntry[];
  current: number;
  live: number | null;
  test: number | null;
}) {
  return (
    <section aria-labelledby="versions-title" className="versions">
      <h3 id="versions-title">Versions</h3>
      {props.versions.length === 0 && <p className="muted">Not saved yet.</p>}
      <ol reversed>
        {props.versions.map((v) => (
          <li key={v.version}>
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
          </li>
        ))}
      </ol>
    </section>
  );
}

/** What the run collected, grouped by the step the person answered, in the words they saw. */
import type { CaseDetails, CaseValue } from '../../../../src/studio/case-types.js';
import { formatValue, formatWhen, type OptionLabels } from './format.js';

function groups(values: CaseValue[]): Array<[string, CaseValue[]]> {
  const out = new Map<string, CaseValue[]>();
  for (const v of values) out.set(v.nodeId, [...(out.get(v.nodeId) ?? []), v]);
  return [...out];
}

const kB = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);

export function CaseValues(props: { details: CaseDetails; titles: Map<string, string>; labels: OptionLabels }) {
  const { details, titles, labels } = props;
  return (
    <>
      {groups(details.values).map(([nodeId, values]) => (
        <section key={nodeId} className="step-values" aria-label={`Step ${titles.get(nodeId) ?? nodeId}`}>
          <h3>
            {titles.get(nodeId) ?? nodeId} <span className="muted">({nodeId})</span>
          </h3>
          <dl className="pairs">
            {values.map((v) => (
              <div key={v.elementId}>
                <dt>
                  {v.name ?? v.key}
                  {v.role && <span className="role">{v.role}</span>}
                </dt>
                <dd>
                  {formatValue(v, labels)}
                  {v.source === 'prefill' && <span className="muted"> (prefilled)</span>}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {details.providerSteps.map((s) => (
        <section key={s.nodeId} className="step-values" aria-label={`Step ${titles.get(s.nodeId) ?? s.nodeId}`}>
          <h3>
            {titles.get(s.nodeId) ?? s.nodeId} <span className="muted">({s.type})</span>
          </h3>
          <pre>{JSON.stringify(s.submitted, null, 2)}</pre>
        </section>
      ))}
      {details.values.length === 0 && details.providerSteps.length === 0 && <p>Nothing submitted yet.</p>}
    </>
  );
}

/**
 * The uploaded files. Their content is served by GET /end-clients/{id}/files/{fileId}, a
 * management API route that takes the tenant's API credentials; the Studio's cookie is scoped to
 * /studio and never reaches it, so the page lists the files without showing them.
 */
export function CaseFiles(props: { details: CaseDetails }) {
  const { files, endClientId } = props.details;
  if (files.length === 0) return <p>No files were uploaded.</p>;
  return (
    <>
      <ul className="files">
        {files.map((f) => (
          <li key={f.fileId}>
            <strong>{f.name}</strong>{' '}
            <span className="muted">
              {f.type}, {kB(f.size)}, uploaded {formatWhen(f.createdAt)}
            </span>
            <div className="muted">
              SHA-256 <code>{f.sha256}</code>
            </div>
          </li>
        ))}
      </ul>
      <p className="muted">
        The Studio cannot open files yet: download them with the API,{' '}
        <code>GET /end-clients/{endClientId}/files/&#123;fileId&#125;</code>.
      </p>
    </>
  );
}

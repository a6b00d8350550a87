/** What the run collected, grouped by the step the person answered, in the words they saw. */
import type { CaseDetails, CaseValue } from '../../../../src/studio/case-types.js';
import { formatValue, type OptionLabels } from './format.js';

function groups(values: CaseValue[]): Array<[string, CaseValue[]]> {
  const out = new Map<string, CaseValue[]>();
  for (const v of values) out.set(v.nodeId, [...(out.get(v.nodeId) ?? []), v]);
  return [...out];
}

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

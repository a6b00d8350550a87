/**
 * A flow's audit trail under the flow list: saved versions, publications, review settings (four
 * eyes) and who changed them, for the flow picked; exportable as CSV or JSON.
 */
import { useEffect, useState } from 'react';
import type { FlowSummary } from '../api.js';
import type { AuditEntryAnswer } from '../../../../src/studio/case-types.js';
import { casesApi } from './cases-api.js';
import { AuditTrail } from './audit-trail.js';
import './cases.css';

export function FlowAudit(props: { flows: readonly FlowSummary[] }) {
  const [flowId, setFlowId] = useState('');
  const [entries, setEntries] = useState<AuditEntryAnswer[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setEntries(undefined);
    if (!flowId) return;
    let current = true;
    casesApi
      .flowAudit(flowId)
      .then((page) => current && setEntries(page.entries))
      .catch((err: unknown) => current && setError(err instanceof Error ? err.message : 'Not loaded.'));
    return () => {
      current = false;
    };
  }, [flowId]);
  return (
    <section aria-labelledby="flow-audit-title" className="flow-audit">
      <h2 id="flow-audit-title">Audit trail</h2>
      <label>
        Flow
        <select value={flowId} onChange={(e) => setFlowId(e.target.value)}>
          <option value="">Choose a flow…</option>
          {props.flows.map((f) => (
            <option key={f.flowId} value={f.flowId}>
              {f.name} ({f.flowId})
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {flowId && entries && (
        <AuditTrail target="flows" id={flowId} entries={entries} label={`Audit trail of flow ${flowId}`} />
      )}
    </section>
  );
}

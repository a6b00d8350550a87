/**
 * An audit trail as a table (a case's or a flow's): when, who, what, before and after, why; with
 * the whole trail as CSV or JSON to take away (GET .../audit/export).
 */
import type { AuditEntryAnswer } from '../../../../src/studio/case-types.js';
import { auditExportUrl } from './cases-api.js';
import { formatWhen } from './format.js';

const shown = (v: unknown) => (v === null || v === undefined ? '' : JSON.stringify(v));

export function AuditTrail(props: {
  target: 'cases' | 'flows';
  id: string;
  entries: readonly AuditEntryAnswer[];
  label: string;
}) {
  return (
    <section className="audit" aria-label={props.label}>
      <p className="buttons">
        <a className="button secondary" href={auditExportUrl(props.target, props.id, 'csv')} download>
          Export CSV
        </a>
        <a className="button secondary" href={auditExportUrl(props.target, props.id, 'json')} download>
          Export JSON
        </a>
      </p>
      {props.entries.length === 0 ? (
        <p>No entries yet.</p>
      ) : (
        <div className="table-scroll">
          <table className="audit-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {props.entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{formatWhen(e.at)}</time>
                  </td>
                  <td>
                    {e.actor.name} <span className="muted">({e.actor.type})</span>
                  </td>
                  <td>
                    <code>{e.action}</code>
                  </td>
                  <td>
                    <code>{shown(e.before)}</code>
                  </td>
                  <td>
                    <code>{shown(e.after)}</code>
                  </td>
                  <td>{e.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

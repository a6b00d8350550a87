/**
 * One case for review: status and assignee at the top; what the person gave (by step), files and
 * service results on the left; actions and the timeline on the right. The flow version the run
 * used names the steps and turns option names back into the labels the person saw.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, type FlowVersion, type SessionInfo } from '../api.js';
import { loadFailure } from '../use-load.js';
import { navigate, pathOf } from '../route.js';
import type { AuditEntryAnswer, CaseViewAnswer } from '../../../../src/studio/case-types.js';
import type { TryPath } from '../../../../src/studio/api-types.js';
import { casesApi } from './cases-api.js';
import { formatWhen, optionLabels, serviceOf, statusLabel, stepTitles } from './format.js';
import { CaseValues } from './case-values.js';
import { CaseFiles } from './case-files.js';
import { ServiceResult } from './service-results.js';
import { Timeline } from './timeline.js';
import { CaseActions } from './case-actions.js';
import { PathCanvas } from './path-canvas.js';
import { AuditTrail } from './audit-trail.js';
import './cases.css';

type Loaded = {
  view: CaseViewAnswer;
  flow: FlowVersion | undefined;
  audit: AuditEntryAnswer[];
  path: TryPath | undefined;
};

export function CaseScreen(props: { caseId: string; session: SessionInfo; onSessionLost: () => void }) {
  const { caseId, onSessionLost } = props;
  const [loaded, setLoaded] = useState<Loaded>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const load = useCallback(async () => {
    try {
      const [view, audit] = await Promise.all([casesApi.view(caseId), casesApi.audit(caseId)]);
      // Without its flow version the values still show, under node ids and with stored option names.
      const [flow, path] = await Promise.all([
        api.version(view.details.flowId, view.details.flowVersion).catch(() => undefined),
        casesApi.path(caseId).catch(() => undefined),
      ]);
      setLoaded({ view, flow, audit: audit.entries, path });
    } catch (err) {
      setError(loadFailure(err, onSessionLost, 'The case could not be loaded.', 'There is no such case.'));
    }
  }, [caseId, onSessionLost]);

  useEffect(() => {
    void load();
  }, [load]);

  const back = (
    <a
      href={pathOf({ screen: 'cases' })}
      onClick={(e) => {
        e.preventDefault();
        navigate({ screen: 'cases' });
      }}
    >
      ← Cases
    </a>
  );
  if (error)
    return (
      <section className="case">
        {back}
        <p role="alert" className="error">
          {error}
        </p>
      </section>
    );
  if (!loaded) return <p role="status">Loading case…</p>;

  const { view, flow, audit, path } = loaded;
  const d = view.details;
  const doc = flow?.document;
  const titles = stepTitles(doc);
  const labels = optionLabels(doc);
  const changed = (message: string) => {
    setNotice(message);
    void load();
  };

  return (
    <section className="case" aria-labelledby="case-title">
      {back}
      <header className="case-head">
        <h1 id="case-title">
          Case <code>{d.endClientId}</code>
        </h1>
        <p>
          <span className={`status status-${d.status.toLowerCase()}`}>{statusLabel(d.status)}</span>{' '}
          {view.screeningHit && <span className="badge hit">Screening hit</span>}{' '}
          <span className="muted">
            {flow?.flow.name ?? d.flowId} v{d.flowVersion} · {view.mode} · started {formatWhen(d.createdAt)} · last
            change {formatWhen(d.updatedAt)}
          </span>
        </p>
        <p>
          Assignee: {view.assignee ? view.assignee.displayName : <span className="muted">nobody</span>}
          {view.links.length > 0 && (
            <>
              {' '}
              · Linked:{' '}
              {view.links.map((id) => (
                <a
                  key={id}
                  href={pathOf({ screen: 'case', caseId: id })}
                  onClick={(e) => {
                    e.preventDefault();
                    navigate({ screen: 'case', caseId: id });
                  }}
                >
                  <code>{id}</code>{' '}
                </a>
              ))}
            </>
          )}
        </p>
        {notice && (
          <p role="status" className="notice">
            {notice}
          </p>
        )}
      </header>
      <div className="case-columns">
        <div>
          <h2>What the person gave</h2>
          <CaseValues details={d} titles={titles} labels={labels} />
          <h2>Path through the flow</h2>
          {doc && path ? (
            <PathCanvas doc={doc} path={path} titles={titles} />
          ) : (
            <p className="muted">The flow version this case ran cannot be drawn.</p>
          )}
          <h2>Files</h2>
          <CaseFiles details={d} />
          <h2>Service results</h2>
          {Object.keys(d.serviceResults).length === 0 && <p>No service ran.</p>}
          {Object.entries(d.serviceResults).map(([nodeId, result]) => (
            <ServiceResult
              key={nodeId}
              nodeId={nodeId}
              title={titles.get(nodeId) ?? nodeId}
              service={serviceOf(doc, nodeId)}
              result={result}
            />
          ))}
        </div>
        <aside aria-label="Review">
          <CaseActions caseId={caseId} view={view} session={props.session} onChanged={changed} />
          <h2>Timeline</h2>
          <Timeline entries={audit} notes={view.notes} webhooks={view.webhooks} run={view.run} titles={titles} />
        </aside>
      </div>
      <h2>Audit trail</h2>
      <AuditTrail target="cases" id={d.endClientId} entries={audit} label="Audit trail of this case" />
    </section>
  );
}

/**
 * Each service node's last result in words: screening hits with the matched name, list, score and
 * the evidence (DOB, country) and the list versions searched; business verification with the
 * registry record; an HTTP request's status and mapped fields. Anything else is shown as JSON.
 */
import type {
  BusinessVerificationView,
  HttpRequestView,
  ScreeningResultView,
} from '../../../../src/studio/case-types.js';
import { countryName, formatDay } from './format.js';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';
const isScreening = (v: unknown): v is ScreeningResultView =>
  isObject(v) && typeof v.hit === 'boolean' && Array.isArray(v.matches);
const isBusiness = (v: unknown): v is BusinessVerificationView =>
  isObject(v) && typeof v.match === 'string' && 'record' in v;
const isHttp = (v: unknown): v is HttpRequestView => isObject(v) && typeof v.status === 'number' && 'body' in v;

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** Also the monitoring console's scans (web/studio/src/monitoring). */
export function Screening(props: { result: ScreeningResultView }) {
  const r = props.result;
  return (
    <>
      <p>
        {r.hit ? <strong className="hit">Potential hit</strong> : <span className="clear">No hit</span>} for{' '}
        <q>{r.screenedName}</q>: {r.matchCount} match{r.matchCount === 1 ? '' : 'es'}
        {r.hit && <>, best score {percent(r.topScore)}</>}
      </p>
      {r.matches.length > 0 && (
        <table className="hits">
          <thead>
            <tr>
              <th scope="col">Matched name</th>
              <th scope="col">List</th>
              <th scope="col">Score</th>
              <th scope="col">Date of birth</th>
              <th scope="col">Country</th>
            </tr>
          </thead>
          <tbody>
            {r.matches.map((m, i) => (
              <tr key={i}>
                <td>
                  {m.matchedName}
                  {m.name !== m.matchedName && <div className="muted">listed as {m.name}</div>}
                  {m.url && (
                    <div>
                      <a href={m.url} rel="noreferrer noopener" target="_blank">
                        Source
                      </a>
                    </div>
                  )}
                </td>
                <td>
                  {m.source} <span className="muted">({m.list})</span>
                </td>
                <td>{percent(m.score)}</td>
                <td>
                  {m.dateOfBirth
                    ? /^\d{4}-\d{2}-\d{2}$/.test(m.dateOfBirth)
                      ? formatDay(m.dateOfBirth)
                      : m.dateOfBirth
                    : '—'}
                </td>
                <td>{m.country ? countryName(m.country) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {r.lists.length > 0 && (
        <p className="muted">Lists searched: {r.lists.map((l) => `${l.name} (version ${l.version})`).join(', ')}</p>
      )}
    </>
  );
}

function Business(props: { result: BusinessVerificationView }) {
  const { match, record, fields } = props.result;
  return (
    <>
      <p>
        Registry match: <strong>{match.replace('_', ' ')}</strong>
      </p>
      {record && (
        <dl className="pairs">
          <dt>Company</dt>
          <dd>{record.name}</dd>
          <dt>Registration number</dt>
          <dd>{record.registrationNumber}</dd>
          <dt>Country</dt>
          <dd>{countryName(record.country)}</dd>
          <dt>Status</dt>
          <dd>{record.status}</dd>
          <dt>Legal form</dt>
          <dd>{record.legalForm}</dd>
          <dt>Address</dt>
          <dd>{record.address}</dd>
          <dt>Source</dt>
          <dd>{record.source}</dd>
        </dl>
      )}
      <p className="muted">
        Fields:{' '}
        {Object.entries(fields)
          .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
          .join(', ')}
      </p>
    </>
  );
}

function Http(props: { result: HttpRequestView }) {
  const { status, fields, body } = props.result;
  return (
    <>
      <p>
        Answered HTTP <strong>{status}</strong>
      </p>
      {Object.keys(fields).length > 0 && (
        <dl className="pairs">
          {Object.entries(fields).map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      <details>
        <summary>Response body</summary>
        <pre>{typeof body === 'string' ? body : JSON.stringify(body, null, 2)}</pre>
      </details>
    </>
  );
}

export function ServiceResult(props: { nodeId: string; title: string; service: string | undefined; result: unknown }) {
  const { result, service } = props;
  let body;
  if ((service === 'screening' || service === undefined) && isScreening(result)) body = <Screening result={result} />;
  else if ((service === 'business_verification' || service === undefined) && isBusiness(result))
    body = <Business result={result} />;
  else if ((service === 'http_request' || service === undefined) && isHttp(result)) body = <Http result={result} />;
  else body = <pre>{JSON.stringify(result, null, 2)}</pre>;
  return (
    <section className="service-result" aria-label={`${props.title} result`}>
      <h3>
        {props.title} <span className="muted">({service ?? 'service'})</span>
      </h3>
      {body}
    </section>
  );
}

/** The side panel: what the selected node is and holds, and its validation findings. */
import type { FlowNode } from '../../../../src/flows/document/types.js';
import type { Card } from './graph.js';
import { conditionText } from './graph.js';
import type { Finding } from './issues.js';

function Fields({ node }: { node: FlowNode }) {
  switch (node.type) {
    case 'form':
      return (
        <>
          {node.subtitle && <p>{node.subtitle}</p>}
          <h3>Elements ({node.elements.length})</h3>
          <ul className="elements">
            {node.elements.map((el) => (
              <li key={el.key}>
                <strong>{'name' in el && el.name ? el.name : el.key}</strong> <span className="muted">{el.type}</span>
                {'role' in el && el.role ? <span className="tag">{el.role}</span> : null}
                {'validations' in el && el.validations?.some((v) => v.type === 'required') ? (
                  <span className="tag">required</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      );
    case 'condition':
      return (
        <>
          <h3>Branches</h3>
          <ol className="branches">
            {node.branches.map((b, i) => (
              <li key={i}>
                <code>{conditionText(b.condition)}</code> → <strong>{b.next}</strong>
              </li>
            ))}
            <li>
              otherwise → <strong>{node.otherwise ?? 'END'}</strong>
            </li>
          </ol>
        </>
      );
    case 'end':
      return (
        <dl>
          <dt>Status</dt>
          <dd>{node.status ?? 'ACCEPTED'}</dd>
          {node.text && (
            <>
              <dt>Text</dt>
              <dd>{node.text}</dd>
            </>
          )}
          {node.redirectUrl && (
            <>
              <dt>Redirect</dt>
              <dd>{node.redirectUrl}</dd>
            </>
          )}
        </dl>
      );
    default:
      return (
        <>
          {node.type === 'service' && (
            <dl>
              <dt>Service</dt>
              <dd>{node.service}</dd>
            </dl>
          )}
          <h3>Configuration</h3>
          {'config' in node && node.config !== undefined ? (
            <pre className="config">{JSON.stringify(node.config, null, 2)}</pre>
          ) : (
            <p className="muted">Defaults.</p>
          )}
        </>
      );
  }
}

export function Details({ card, findings }: { card: Card; findings: readonly Finding[] }) {
  const next = card.node && 'next' in card.node ? card.node.next : undefined;
  return (
    <section className="details" aria-labelledby="details-title">
      <h2 id="details-title">{card.title}</h2>
      <p className="muted">
        <code>{card.id}</code> · {card.type}
        {card.start ? ' · start' : ''}
      </p>
      {card.added && (
        <p>
          The engine adds this END for steps without a <code>next</code>; it accepts the end client.
        </p>
      )}
      {card.node && <Fields node={card.node} />}
      {card.node && card.node.type !== 'end' && card.node.type !== 'condition' && (
        <p>
          Next: <strong>{next ?? 'END'}</strong>
        </p>
      )}
      {findings.length > 0 && (
        <>
          <h3>Findings</h3>
          <ul className="findings">
            {findings.map((f, i) => (
              <li key={i} className={f.severity}>
                <span className="sev">{f.severity}</span> {f.message} <code>{f.code}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

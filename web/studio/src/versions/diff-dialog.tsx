/**
 * Two saved versions compared, in words: the shared diff (src/flows/document/diff.ts) of their
 * documents, one section per changed node with a sentence per change, and layout-only moves told
 * apart from changes the engine sees.
 */
import { useEffect, useState } from 'react';
import { diffFlows } from '../../../../src/flows/document/diff.js';
import { describeDiff, type DiffText } from '../../../../src/flows/document/diff-text.js';
import { api } from '../api.js';
import { Dialog } from './dialog.js';

const CHANGE_WORDS = { added: 'added', removed: 'removed', changed: 'changed', layout: 'moved' } as const;

export function DiffDialog(props: {
  flowId: string;
  from: number;
  to: number;
  onClose: () => void;
  onFailed: (err: unknown) => void;
}) {
  const { flowId, from, to, onFailed } = props;
  const [text, setText] = useState<DiffText>();
  useEffect(() => {
    Promise.all([api.version(flowId, from), api.version(flowId, to)])
      .then(([a, b]) => setText(describeDiff(diffFlows(a.document, b.document))))
      .catch(onFailed);
  }, [flowId, from, to, onFailed]);
  return (
    <Dialog title={`Changes from v${from} to v${to}`} className="diff" onClose={props.onClose}>
      {text ? (
        <>
          <p role="status" className="diff-summary">
            {text.summary}
          </p>
          {text.sections.map((s) => (
            <section key={s.id} className={`diff-section diff-${s.change}`} aria-label={s.heading}>
              <h3>
                <span className="diff-badge">{CHANGE_WORDS[s.change]}</span> {s.subject}
              </h3>
              {s.lines.length > 0 && (
                <ul>
                  {s.lines.map((line, i) => (
                    <li key={i}>
                      {line.text}
                      {line.details.length > 0 && (
                        <ul>
                          {line.details.map((d, k) => (
                            <li key={k}>{d}</li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </>
      ) : (
        <p role="status">Comparing…</p>
      )}
      <div className="dialog-buttons">
        <button type="button" className="secondary" onClick={props.onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}

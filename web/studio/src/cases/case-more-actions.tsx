/**
 * The reviewer's actions beyond deciding: e-mail the person their resume link (with or without
 * restarting the abandonment timer), revoke the links issued so far, link and unlink other end
 * clients, export the profile, and erase the case. Each is offered only where the server would
 * take it: reviewers and admins; a notification only to a case not started or in progress.
 * Erasure asks first, naming what goes, and shows the server's receipt of what went.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import type { CaseViewAnswer, ErasureReceiptAnswer } from '../../../../src/studio/case-types.js';
import { casesApi, exportUrl } from './cases-api.js';
import { formatWhen, statusLabel } from './format.js';

type Props = { caseId: string; view: CaseViewAnswer; onChanged: (notice: string) => void };

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'The change was not made.');

function Failure(props: { error: string | undefined }) {
  return props.error ? (
    <p role="alert" className="error">
      {props.error}
    </p>
  ) : null;
}

function Notify(props: Props) {
  const [reset, setReset] = useState(true);
  const [error, setError] = useState<string>();
  const status = props.view.details.status;
  if (status !== 'NOT_STARTED' && status !== 'IN_PROGRESS') return null;
  const send = async (e: SyntheticEvent) => {
    e.preventDefault();
    try {
      const sent = await casesApi.notify(props.caseId, reset);
      setError(undefined);
      props.onChanged(
        `E-mail sent to ${sent.sentTo}${sent.abandonmentTimerReset ? '; the abandonment timer restarted' : ''}.`,
      );
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form className="action" onSubmit={(e) => void send(e)} aria-label="Send the notification e-mail">
      <h3>Notification e-mail</h3>
      <p className="muted">
        {status === 'NOT_STARTED' ? 'An invitation' : 'A reminder'} with a link to carry on where they stopped.
      </p>
      {status === 'IN_PROGRESS' && (
        <label className="check">
          <input type="checkbox" checked={reset} onChange={(e) => setReset(e.target.checked)} /> Restart the abandonment
          timer
        </label>
      )}
      <Failure error={error} />
      <button type="submit">Send e-mail</button>
    </form>
  );
}

function RevokeLinks(props: Props) {
  const [error, setError] = useState<string>();
  const revoke = async () => {
    try {
      await casesApi.revokeLinks(props.caseId);
      props.onChanged('Every resume link issued so far stopped working.');
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <section className="action" aria-label="Resume links">
      <h3>Resume links</h3>
      <Failure error={error} />
      <button type="button" className="secondary" onClick={() => void revoke()}>
        Revoke resume links
      </button>
    </section>
  );
}

function Links(props: Props) {
  const [other, setOther] = useState('');
  const [error, setError] = useState<string>();
  const act = async (work: () => Promise<unknown>, notice: string) => {
    try {
      await work();
      setOther('');
      setError(undefined);
      props.onChanged(notice);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form
      className="action"
      aria-label="Linked end clients"
      onSubmit={(e) => {
        e.preventDefault();
        if (other.trim()) void act(() => casesApi.link(props.caseId, other.trim()), 'Linked.');
      }}
    >
      <h3>Linked end clients</h3>
      {props.view.links.length === 0 && <p className="muted">None.</p>}
      <ul className="plain">
        {props.view.links.map((id) => (
          <li key={id}>
            <code>{id}</code>{' '}
            <button
              type="button"
              className="secondary"
              aria-label={`Unlink ${id}`}
              onClick={() => void act(() => casesApi.unlink(props.caseId, id), 'Unlinked.')}
            >
              Unlink
            </button>
          </li>
        ))}
      </ul>
      <label>
        End client id to link
        <input value={other} maxLength={64} onChange={(e) => setOther(e.target.value)} />
      </label>
      <Failure error={error} />
      <button type="submit">Link</button>
    </form>
  );
}

function Erase(props: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [receipt, setReceipt] = useState<ErasureReceiptAnswer>();
  const [error, setError] = useState<string>();
  const d = props.view.details;
  const erase = async () => {
    try {
      setReceipt(await casesApi.erase(props.caseId));
      setError(undefined);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <section className="action danger" aria-label="Erasure">
      <h3>Erase this case</h3>
      <button type="button" className="danger" onClick={() => dialog.current?.showModal()}>
        Erase…
      </button>
      <dialog ref={dialog} aria-labelledby="erase-title" className="erase-dialog">
        {receipt ? (
          <>
            <h2 id="erase-title">Erased</h2>
            <p>
              Case <code>{receipt.endClientId}</code> ({receipt.flowId}, {statusLabel(receipt.status)}) was erased{' '}
              {formatWhen(receipt.deletedAt)}. Receipt of what was removed:
            </p>
            <ul aria-label="Erasure receipt">
              <li>{receipt.removed.values} values</li>
              <li>{receipt.removed.files} files</li>
              <li>{receipt.removed.notes} notes</li>
              <li>{receipt.removed.decisions} decisions</li>
              <li>{receipt.removed.links} links to other end clients</li>
            </ul>
            <p className="muted">The audit trail keeps that it happened, by whom and when; never what was collected.</p>
            <button type="button" onClick={() => window.location.assign('/studio/cases')}>
              Back to the cases
            </button>
          </>
        ) : (
          <>
            <h2 id="erase-title">Erase case {d.endClientId}?</h2>
            <p>This cannot be undone. It removes:</p>
            <ul aria-label="What will be removed">
              <li>{d.values.length} values the person gave or was prefilled with, and the provider steps</li>
              <li>
                {d.files.length} uploaded files{d.files.length > 0 ? `: ${d.files.map((f) => f.name).join(', ')}` : ''}
              </li>
              <li>{Object.keys(d.serviceResults).length} service results (screening, registry, ...)</li>
              <li>{props.view.notes.length} notes</li>
              <li>{props.view.decisions.length} decisions</li>
              <li>{props.view.links.length} links to other end clients (they stay)</li>
            </ul>
            <p>The audit trail stays.</p>
            <Failure error={error} />
            <div className="buttons">
              <button type="button" className="danger" onClick={() => void erase()}>
                Erase permanently
              </button>
              <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
            </div>
          </>
        )}
      </dialog>
    </section>
  );
}

export function MoreActions(props: Props) {
  return (
    <>
      <Notify {...props} />
      <RevokeLinks {...props} />
      <Links {...props} />
      <section className="action" aria-label="Export">
        <h3>Export</h3>
        <a className="button secondary" href={exportUrl(props.caseId)} download>
          Export profile (JSON)
        </a>
      </section>
      <Erase {...props} />
    </>
  );
}

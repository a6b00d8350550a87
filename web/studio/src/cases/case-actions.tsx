/**
 * What a reviewer does to a case: decide (only the transitions the server allows, always with a
 * reason), approve or reject someone else's four-eyes decision, assign, add a note, and the rest
 * (case-more-actions.tsx: e-mail, resume links, linked end clients, export, erasure). Read-only and
 * builder sessions get none of it: the page shows what the server would refuse as absent, not
 * disabled.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import { ApiError, type SessionInfo } from '../api.js';
import type { CaseStatus, CaseViewAnswer, StudioAccountAnswer } from '../../../../src/studio/case-types.js';
import { casesApi } from './cases-api.js';
import { statusLabel } from './format.js';
import { MoreActions } from './case-more-actions.js';

export const canReview = (role: SessionInfo['role']) => role === 'admin' || role === 'reviewer';

/** The account id a session acts as, when it is an account (`account:<id>`). */
const accountIdOf = (subject: string) => (subject.startsWith('account:') ? subject.slice(8) : undefined);

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'The change was not made.');

type Props = { caseId: string; view: CaseViewAnswer; session: SessionInfo; onChanged: (notice: string) => void };

function Decide(props: Props) {
  const [status, setStatus] = useState<CaseStatus | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const pending = props.view.decisions.some((d) => d.state === 'pending');
  if (props.view.allowedStatuses.length === 0 || pending) return null;
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!status || !reason.trim()) {
      setError(status ? 'Give the reason for the decision.' : 'Pick the new status.');
      return;
    }
    try {
      const answer = await casesApi.changeStatus(props.caseId, status, reason.trim());
      setReason('');
      setStatus('');
      setError(undefined);
      props.onChanged(
        answer.outcome === 'pending'
          ? `The move to ${statusLabel(status)} waits for a second reviewer.`
          : `Status changed to ${statusLabel(answer.status)}.`,
      );
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form className="action" onSubmit={(e) => void submit(e)} aria-label="Change status">
      <h3>Change status</h3>
      {props.view.needsSecondReviewer && (
        <p className="notice">
          Four eyes: this case has a screening hit, so a second reviewer must approve the change.
        </p>
      )}
      <label>
        New status
        <select value={status} onChange={(e) => setStatus(e.target.value as CaseStatus | '')}>
          <option value="">Choose…</option>
          {props.view.allowedStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Reason (required)
        <textarea value={reason} maxLength={2000} required onChange={(e) => setReason(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit">Change status</button>
    </form>
  );
}

/** A pending four-eyes decision: shown to everyone, approved or rejected by someone else. */
function PendingDecision(props: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const pending = props.view.decisions.find((d) => d.state === 'pending');
  if (!pending) return null;
  // The decision names its requester by display name only; the server refuses the requester
  // (4030) whatever this hides, so a shared display name at worst shows buttons that get refused.
  const mine = pending.requestedBy === props.session.name;
  const resolve = async (approve: boolean) => {
    try {
      await casesApi.resolve(props.caseId, pending.id, approve, reason.trim());
      props.onChanged(approve ? 'Decision approved.' : 'Decision rejected.');
    } catch (err) {
      setError(err instanceof ApiError && err.code === 4030 ? 'Another reviewer must decide this.' : messageOf(err));
    }
  };
  return (
    <section className="action pending" aria-label="Pending decision">
      <h3>Waiting for a second reviewer</h3>
      <p>
        {pending.requestedBy} asked to move the case from {statusLabel(pending.from)} to{' '}
        <strong>{statusLabel(pending.to)}</strong>: {pending.reason}
      </p>
      {canReview(props.session.role) && !mine && (
        <>
          <label>
            Comment (optional)
            <textarea value={reason} maxLength={2000} onChange={(e) => setReason(e.target.value)} />
          </label>
          <div className="buttons">
            <button type="button" onClick={() => void resolve(true)}>
              Approve
            </button>
            <button type="button" className="secondary" onClick={() => void resolve(false)}>
              Reject
            </button>
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

function Assign(props: Props) {
  const [accounts, setAccounts] = useState<StudioAccountAnswer[]>();
  const [error, setError] = useState<string>();
  const me = accountIdOf(props.session.subject);
  const admin = props.session.role === 'admin';
  useEffect(() => {
    // Only admins may list accounts; a reviewer assigns to themself or unassigns.
    if (admin)
      casesApi
        .accounts()
        .then((all) => setAccounts(all.filter((a) => !a.disabled && (a.role === 'reviewer' || a.role === 'admin'))))
        .catch(() => setAccounts([]));
  }, [admin]);
  const assign = async (accountId: string | null) => {
    try {
      await casesApi.assign(props.caseId, accountId);
      props.onChanged(accountId === null ? 'Unassigned.' : 'Assigned.');
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const current = props.view.assignee?.accountId ?? '';
  return (
    <section className="action" aria-label="Assignment">
      <h3>Assignment</h3>
      {accounts && (
        <label>
          Assignee
          <select value={current} onChange={(e) => void assign(e.target.value || null)}>
            <option value="">Nobody</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.displayName} ({a.username})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="buttons">
        {me && current !== me && (
          <button type="button" onClick={() => void assign(me)}>
            Assign to me
          </button>
        )}
        {current && (
          <button type="button" className="secondary" onClick={() => void assign(null)}>
            Unassign
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

function AddNote(props: Props) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setError('Write the note first.');
      return;
    }
    try {
      await casesApi.addNote(props.caseId, body.trim());
      setBody('');
      setError(undefined);
      props.onChanged('Note added.');
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form className="action" onSubmit={(e) => void submit(e)} aria-label="Add a note">
      <h3>Add a note</h3>
      <label>
        Note
        <textarea value={body} maxLength={5000} onChange={(e) => setBody(e.target.value)} />
      </label>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit">Add note</button>
    </form>
  );
}

export function CaseActions(props: Props) {
  const reviewer = canReview(props.session.role);
  return (
    <div className="case-actions">
      <PendingDecision {...props} />
      {reviewer && (
        <>
          <Decide {...props} />
          <Assign {...props} />
          <AddNote {...props} />
          <MoreActions caseId={props.caseId} view={props.view} onChanged={props.onChanged} />
        </>
      )}
    </div>
  );
}

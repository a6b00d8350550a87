/**
 * What a reviewer does to an enrollment: change the scan frequency, resend the last callback, delete
 * it after a confirmation naming what stops. Read-only and builder sessions get none of it (absent,
 * not disabled), as on the case view.
 */
import { useState, type SyntheticEvent } from 'react';
import {
  ENROLLMENT_FREQUENCIES,
  type EnrollmentAnswer,
  type EnrollmentFrequency,
} from '../../../../src/studio/monitoring-types.js';
import { monitoringApi, nameOf } from './monitoring-api.js';

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'The change was not made.');

export function EnrollmentActions(props: {
  enrollment: EnrollmentAnswer;
  onChanged: (notice: string) => void;
  onDeleted: () => void;
}) {
  const e = props.enrollment;
  const [frequency, setFrequency] = useState(e.frequency as EnrollmentFrequency);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const act = async (what: () => Promise<string | undefined>) => {
    try {
      const notice = await what();
      setError(undefined);
      if (notice) props.onChanged(notice);
    } catch (err) {
      setError(messageOf(err));
    }
  };
  const changeFrequency = (event: SyntheticEvent) => {
    event.preventDefault();
    void act(async () => {
      const now = await monitoringApi.changeFrequency(e.enrollmentId, frequency);
      return `Frequency changed to ${now.frequency}.`;
    });
  };
  return (
    <div className="actions">
      <form className="action" aria-label="Change frequency" onSubmit={changeFrequency}>
        <h3>Scan frequency</h3>
        <label>
          Frequency
          <select value={frequency} onChange={(ev) => setFrequency(ev.target.value as EnrollmentFrequency)}>
            {ENROLLMENT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </label>
        <p className="muted">The next scan is due one interval after the change.</p>
        <button type="submit" disabled={frequency === e.frequency}>
          Change frequency
        </button>
      </form>
      <div className="action">
        <h3>Callback</h3>
        <p className="muted">
          Sends the last scan&rsquo;s record to <code>{e.callbackUrl}</code> again, as a new message.
        </p>
        <button
          type="button"
          disabled={e.scanCount === 0}
          onClick={() =>
            void act(async () => {
              const sent = await monitoringApi.resend(e.enrollmentId);
              return `Callback queued as ${sent.deliveryId}.`;
            })
          }
        >
          Resend last callback
        </button>
      </div>
      <div className="action">
        <h3>Stop monitoring</h3>
        {!confirming ? (
          <button type="button" className="danger" onClick={() => setConfirming(true)}>
            Delete enrollment…
          </button>
        ) : (
          <div role="group" aria-label="Confirm deletion" className="confirm">
            <p>
              Delete the enrollment of <strong>{nameOf(e)}</strong>? No scan or callback follows, and callbacks not sent
              yet are cancelled. The audit trail keeps that it was deleted, and by whom.
            </p>
            <button
              type="button"
              className="danger"
              onClick={() =>
                void act(async () => {
                  await monitoringApi.remove(e.enrollmentId);
                  props.onDeleted();
                  return undefined;
                })
              }
            >
              Delete
            </button>{' '}
            <button type="button" className="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}

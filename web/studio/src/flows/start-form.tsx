/**
 * One of the ways to start a flow on the flows list (empty, from an example, a copy, an import):
 * a row whose visible heading is also the form's accessible name, so the four rows read as four
 * choices rather than one long run of fields.
 */
import { useId, type ReactNode, type SyntheticEvent } from 'react';

export function StartForm(props: { title: string; onSubmit: (e: SyntheticEvent) => void; children: ReactNode }) {
  const headingId = useId();
  return (
    <form className="new-flow" onSubmit={props.onSubmit} aria-labelledby={headingId}>
      <h3 id={headingId} className="start-kind">
        {props.title}
      </h3>
      {props.children}
    </form>
  );
}

/**
 * An editable numbered list of rows, each its own fields and a Remove button: the shape of every
 * "this maps to that" setting (a flow_connector's carried values, an eID node's claims → roles), so
 * the list, its replacing and removing, and the buttons' accessible names are written once.
 */
import type { ReactNode } from 'react';

export function RowList<T>(props: {
  rows: readonly T[];
  /** The row's fields; `set` replaces this row. */
  fields: (row: T, i: number, set: (row: T) => void) => ReactNode;
  /** The Remove button's accessible name, e.g. `Remove claim 2`. */
  removeLabel: (i: number) => string;
  onChange: (rows: T[]) => void;
  className?: string;
}) {
  const { rows, onChange } = props;
  return (
    <ol className={props.className}>
      {rows.map((row, i) => (
        <li key={i}>
          {props.fields(row, i, (r) => onChange(rows.map((x, j) => (j === i ? r : x))))}
          <button
            type="button"
            className="secondary small"
            aria-label={props.removeLabel(i)}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove
          </button>
        </li>
      ))}
    </ol>
  );
}

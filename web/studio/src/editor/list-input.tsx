/**
 * A list of short values (scopes, country codes, assurance levels) edited as removable chips plus
 * one input that adds a value on Enter or with its button. Suggestions come from a datalist, so
 * the input stays a plain text box that screen readers and keyboards handle natively.
 */
import { useId, useState } from 'react';

export function ListField(props: {
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Offered as the input's datalist: value and the words shown beside it. */
  suggestions?: ReadonlyArray<{ value: string; label?: string }>;
  /** Applied to a value before it is added (trimmed first), e.g. upper-casing country codes. */
  normalize?: (v: string) => string;
  placeholder?: string;
  hint?: string;
  /** How a value is shown in its chip (defaults to the value). */
  describe?: (v: string) => string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const trimmed = draft.trim();
    const value = props.normalize ? props.normalize(trimmed) : trimmed;
    if (value === '') return;
    if (!props.values.includes(value)) props.onChange([...props.values, value]);
    setDraft('');
  };
  return (
    <div className="field list-field">
      <label htmlFor={id}>{props.label}</label>
      {props.values.length > 0 && (
        <ul className="chips" aria-label={`${props.label}: chosen`}>
          {props.values.map((v) => (
            <li key={v} className="chip">
              <span>{props.describe ? props.describe(v) : v}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${v}`}
                onClick={() => props.onChange(props.values.filter((x) => x !== v))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="list-add">
        <input
          id={id}
          value={draft}
          placeholder={props.placeholder}
          list={props.suggestions ? `${id}-list` : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            add();
          }}
        />
        <button type="button" className="secondary small" onClick={add} aria-label={`Add to ${props.label}`}>
          Add
        </button>
      </div>
      {props.suggestions && (
        <datalist id={`${id}-list`}>
          {props.suggestions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </datalist>
      )}
      {props.hint && <span className="hint">{props.hint}</span>}
    </div>
  );
}

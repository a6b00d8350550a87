/** Labelled form controls of the side panel: every input has a visible label, so screen readers and tests find it by name. */
import { useId, type ReactNode } from 'react';

export function TextField(props: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  placeholder?: string;
  list?: string;
  type?: 'text' | 'url' | 'date';
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value ?? ''}
        placeholder={props.placeholder}
        list={props.list}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && <span className="hint">{props.hint}</span>}
    </div>
  );
}

/** A number input; an empty box is `undefined`. */
export function NumberField(props: {
  label: string;
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  step?: number;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        step={props.step ?? 'any'}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
      {props.hint && <span className="hint">{props.hint}</span>}
    </div>
  );
}

export function SelectField<T extends string>(props: {
  label: string;
  value: T | undefined;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (v: T) => void;
  /** Label of an extra first choice meaning "not set"; its value is the empty string. */
  none?: string;
  /** A line under the list, read with it by screen readers; `warn` colours it as a warning. */
  hint?: string;
  warn?: boolean;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value ?? ''}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        onChange={(e) => props.onChange(e.target.value as T)}
      >
        {props.none !== undefined && <option value="">{props.none}</option>}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.hint && (
        <span id={`${id}-hint`} className={props.warn ? 'hint warn' : 'hint'}>
          {props.hint}
        </span>
      )}
    </div>
  );
}

export function CheckField(props: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="field check">
      <input id={id} type="checkbox" checked={props.checked} onChange={(e) => props.onChange(e.target.checked)} />
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}

export function Group(props: { title: string; children: ReactNode }) {
  return (
    <fieldset className="group">
      <legend>{props.title}</legend>
      {props.children}
    </fieldset>
  );
}

/** Drops keys whose value is undefined or '' (a cleared input removes its property from the document). */
export function clean<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

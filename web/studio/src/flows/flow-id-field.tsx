/** The labelled "new flow id" input shared by the flows screen's forms, with its problem read out. */
import { useId } from 'react';

export function FlowIdField(props: { label: string; value: string; problem?: string; onChange: (v: string) => void }) {
  const problemId = useId();
  return (
    <>
      <label>
        {props.label}
        <input
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          aria-describedby={props.problem ? problemId : undefined}
          aria-invalid={props.problem ? true : undefined}
        />
      </label>
      {props.problem && (
        <span id={problemId} role="alert" className="error">
          {props.problem}
        </span>
      )}
    </>
  );
}

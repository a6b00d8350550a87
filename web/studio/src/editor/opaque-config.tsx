/**
 * Settings of the provider steps whose `config` the schema leaves open (flow_connector,
 * subsequent; the OCR steps have a schema and ocr-form.tsx): Onward stores them and reads none of them (docs/flow-document.md),
 * so the form is a list of named settings, each a text, a number or yes/no, for the tenant's own
 * integration. A value of another shape (a list, an object) came from an imported document: it is
 * kept as it is and shown, not edited, so no JSON is ever typed here.
 */
import type { FlowNode } from '../../../../src/flows/document/types.js';
import { CheckField, NumberField, SelectField, TextField } from './inputs.js';

type OpaqueNode = Extract<FlowNode, { type: 'flow_connector' | 'subsequent' }>;
type Kind = 'text' | 'number' | 'boolean';

const kindOf = (v: unknown): Kind | undefined =>
  typeof v === 'string' ? 'text' : typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : undefined;
const blank: Record<Kind, unknown> = { text: '', number: 0, boolean: false };

export function OpaqueConfigForm(props: { node: OpaqueNode; onChange: (n: FlowNode) => void }) {
  const { node, onChange } = props;
  const rows = Object.entries(node.config ?? {});
  const setRows = (next: Array<[string, unknown]>) => {
    const copy: Record<string, unknown> = { ...node };
    if (next.length === 0) delete copy.config;
    else copy.config = Object.fromEntries(next);
    onChange(copy as OpaqueNode);
  };
  const replace = (i: number, row: [string, unknown]) => setRows(rows.map((r, j) => (j === i ? row : r)));
  return (
    <fieldset className="group">
      <legend>Settings for the integration</legend>
      <p className="hint">Onward keeps these with the step; the tenant’s integration reads them.</p>
      <ol className="settings">
        {rows.map(([name, value], i) => {
          const kind = kindOf(value);
          return (
            <li key={i}>
              <TextField label={`Setting ${i + 1} name`} value={name} onChange={(n) => replace(i, [n, value])} />
              {kind === undefined ? (
                <p className="hint">
                  A {Array.isArray(value) ? 'list' : 'structured value'} from an imported document, kept as it is.
                </p>
              ) : (
                <>
                  <SelectField
                    label={`Setting ${i + 1} kind`}
                    value={kind}
                    options={[
                      { value: 'text', label: 'Text' },
                      { value: 'number', label: 'Number' },
                      { value: 'boolean', label: 'Yes / no' },
                    ]}
                    onChange={(k) => replace(i, [name, blank[k]])}
                  />
                  {kind === 'text' && (
                    <TextField
                      label={`Setting ${i + 1} value`}
                      value={String(value)}
                      onChange={(v) => replace(i, [name, v])}
                    />
                  )}
                  {kind === 'number' && (
                    <NumberField
                      label={`Setting ${i + 1} value`}
                      value={value as number}
                      onChange={(v) => replace(i, [name, v ?? 0])}
                    />
                  )}
                  {kind === 'boolean' && (
                    <CheckField
                      label={`Setting ${i + 1} is on`}
                      checked={value === true}
                      onChange={(v) => replace(i, [name, v])}
                    />
                  )}
                </>
              )}
              <button
                type="button"
                className="secondary small"
                aria-label={`Remove setting ${i + 1}`}
                onClick={() => setRows(rows.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="secondary small"
        onClick={() => {
          const taken = new Set(rows.map(([n]) => n));
          let n = rows.length + 1;
          while (taken.has(`setting${n}`)) n++;
          setRows([...rows, [`setting${n}`, '']]);
        }}
      >
        Add a setting
      </button>
    </fieldset>
  );
}

/** The side panel for the selected node: its id, texts, where it leads, and its kind's own editor. */
import { END_STATUSES } from '../../../../src/flows/document/constants.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import type { Finding } from '../canvas/issues.js';
import { fieldsBefore } from './fields.js';
import { ElementList } from './element-editor.js';
import { ConditionEditor } from './rule-builder.js';
import { ConfigForm } from './service-config.js';
import { SubsequentFlowField } from './connected-flows-form.js';
import { Group, SelectField, TextField, clean } from './inputs.js';

const END_TARGET = '';

function TargetSelect(props: {
  label: string;
  doc: FlowDocument;
  self: string;
  value: string | undefined;
  onChange: (t: string | undefined) => void;
}) {
  return (
    <SelectField
      label={props.label}
      value={props.value ?? END_TARGET}
      options={[
        { value: END_TARGET, label: '(END added by the engine)' },
        ...props.doc.nodes.filter((n) => n.id !== props.self).map((n) => ({ value: n.id, label: n.id })),
      ]}
      onChange={(t) => props.onChange(t === END_TARGET ? undefined : t)}
    />
  );
}

function withNext<N extends FlowNode>(node: N, next: string | undefined): N {
  const copy: Record<string, unknown> = { ...node };
  if (next === undefined) delete copy.next;
  else copy.next = next;
  return copy as N;
}

export function Inspector(props: {
  doc: FlowDocument;
  node: FlowNode;
  findings: readonly Finding[];
  onChange: (n: FlowNode) => void;
  onRename: (to: string) => void;
}) {
  const { doc, node, onChange } = props;
  const fields = fieldsBefore(doc, node.id);
  const docKeys = new Set(
    doc.nodes.flatMap((n) => (n.type === 'form' && n.id !== node.id ? n.elements.map((e) => e.key) : [])),
  );
  return (
    <section aria-labelledby="inspector-title" className="inspector">
      <h2 id="inspector-title">
        {node.type} <code>{node.id}</code>
      </h2>
      {props.findings.length > 0 && (
        <ul className="findings" aria-label="Findings of this node">
          {props.findings.map((f, i) => (
            <li key={i} className={f.severity}>
              <span className="sev">{f.severity}</span> {f.field ? <code>{f.field}</code> : null} {f.message}
            </li>
          ))}
        </ul>
      )}
      <TextField
        label="Node id"
        value={node.id}
        hint="Renaming updates every reference"
        onChange={(to) => props.onRename(to)}
      />
      {node.type !== 'condition' && node.type !== 'service' && node.type !== 'end' ? (
        <TextField
          label="Title"
          value={'title' in node ? node.title : undefined}
          onChange={(title) => onChange(clean({ ...node, title }))}
        />
      ) : null}
      {node.type === 'form' && (
        <>
          <TextField
            label="Subtitle"
            value={node.subtitle}
            onChange={(subtitle) => onChange(clean({ ...node, subtitle }))}
          />
          <Group title="Elements">
            <ElementList
              elements={node.elements}
              docKeys={docKeys}
              fields={(i) => fieldsBefore(doc, node.id, i)}
              onChange={(elements) => onChange({ ...node, elements })}
            />
          </Group>
        </>
      )}
      {node.type === 'end' && (
        <>
          <SelectField
            label="End status"
            value={node.status ?? 'ACCEPTED'}
            options={END_STATUSES.map((s) => ({ value: s, label: s }))}
            onChange={(status) => onChange({ ...node, status })}
          />
          <TextField label="Text shown" value={node.text} onChange={(text) => onChange(clean({ ...node, text }))} />
          <TextField
            label="Redirect URL"
            type="url"
            value={node.redirectUrl}
            onChange={(redirectUrl) => onChange(clean({ ...node, redirectUrl }))}
          />
          <SubsequentFlowField node={node} onChange={onChange} />
        </>
      )}
      {node.type === 'condition' && (
        <>
          {node.branches.length === 0 && (
            <p className="muted">Drag from the “+ branch” handle to a node to add a branch.</p>
          )}
          {node.branches.map((b, i) => (
            <Group key={i} title={`Branch ${i + 1}`}>
              <TargetSelect
                label={`Branch ${i + 1} leads to`}
                doc={doc}
                self={node.id}
                value={b.next}
                onChange={(t) =>
                  onChange({
                    ...node,
                    branches:
                      t === undefined
                        ? node.branches.filter((_, k) => k !== i)
                        : node.branches.map((x, k) => (k === i ? { ...x, next: t } : x)),
                  })
                }
              />
              <ConditionEditor
                condition={b.condition}
                fields={fields}
                withAction={false}
                onChange={(condition) =>
                  onChange({ ...node, branches: node.branches.map((x, k) => (k === i ? { ...x, condition } : x)) })
                }
              />
            </Group>
          ))}
          <TargetSelect
            label="Otherwise leads to"
            doc={doc}
            self={node.id}
            value={node.otherwise}
            onChange={(otherwise) => onChange(clean({ ...node, otherwise }))}
          />
        </>
      )}
      {node.type !== 'end' && node.type !== 'condition' && (
        <>
          <ConfigForm doc={doc} node={node} fields={fields} onChange={onChange} />
          <TargetSelect
            label="Next step"
            doc={doc}
            self={node.id}
            value={node.next}
            onChange={(next) => onChange(withNext(node, next))}
          />
        </>
      )}
    </section>
  );
}

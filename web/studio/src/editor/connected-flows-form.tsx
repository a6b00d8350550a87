/**
 * Forms of the nodes that name other flows (docs/connected-flows.md): a flow_connector's connected
 * flow, its value mapping and what happens at the connected run's END; an END's subsequent flow.
 * The shapes and rules are the flow document's (src/flows/document/schema-connected-flows.ts); the
 * validator reports what is missing, and publishing checks the named flows are published.
 */
import { CONNECTOR_ON_END, type ConnectorOnEnd } from '../../../../src/flows/document/schema-connected-flows.js';
import type { FlowNode } from '../../../../src/flows/document/types.js';
import type { FieldRef } from './fields.js';
import { Group, SelectField, TextField } from './inputs.js';
import { FlowField } from './flow-field.js';
import { RowList } from './row-list.js';

type ConnectorNode = Extract<FlowNode, { type: 'flow_connector' }>;
type EndNode = Extract<FlowNode, { type: 'end' }>;
type Mapping = NonNullable<ConnectorNode['config']['mapping']>;

const ON_END_LABELS: Record<ConnectorOnEnd, string> = {
  continue: 'Continue this flow at the next step',
  end: 'End this flow with the connected flow’s status',
};

export function ConnectorForm(props: {
  node: ConnectorNode;
  fields: readonly FieldRef[];
  onChange: (n: FlowNode) => void;
}) {
  const { node, onChange } = props;
  const config = node.config;
  const set = (c: ConnectorNode['config']) => onChange({ ...node, config: c });
  const mapping: Mapping = config.mapping ?? [];
  const setMapping = (m: Mapping | undefined) => {
    const { mapping: _drop, ...rest } = config;
    set(m === undefined ? rest : { ...rest, mapping: m });
  };
  // Mapped by element key (rules' `id` is the key too), role or normalized name.
  const keys = [...new Set(props.fields.flatMap((f) => (f.ref.includes(':') ? [] : [f.ref])))];
  return (
    <>
      <FlowField
        label="Connected flow"
        value={config.flowId}
        none="(choose a flow)"
        onChange={(flowId) => set({ ...config, flowId })}
      />
      <SelectField
        label="When the connected flow ends"
        value={config.onEnd ?? 'continue'}
        options={CONNECTOR_ON_END.map((v) => ({ value: v, label: ON_END_LABELS[v] }))}
        onChange={(onEnd) => {
          const { onEnd: _drop, ...rest } = config;
          set(onEnd === 'continue' ? rest : { ...rest, onEnd });
        }}
      />
      <Group title="Values carried over">
        {config.mapping === undefined ? (
          <p className="hint">Every value whose role or normalized name the connected flow also has.</p>
        ) : (
          <RowList
            className="settings"
            rows={mapping}
            removeLabel={(i) => `Remove value ${i + 1}`}
            onChange={setMapping}
            fields={(m, i, put) => (
              <>
                <SelectField
                  label={`Value ${i + 1} from`}
                  value={m.from}
                  options={[...new Set([...keys, m.from])].map((k) => ({ value: k, label: k }))}
                  onChange={(from) => put({ ...m, from })}
                />
                <TextField
                  label={`Value ${i + 1} to`}
                  hint="A key, role or normalized name of the connected flow"
                  value={m.to}
                  onChange={(to) => put({ ...m, to })}
                />
              </>
            )}
          />
        )}
        <button
          type="button"
          className="secondary small"
          onClick={() => setMapping([...mapping, { from: keys[0] ?? 'first_name', to: keys[0] ?? 'first_name' }])}
        >
          Add a value
        </button>
        {config.mapping !== undefined && (
          <button type="button" className="secondary small" onClick={() => setMapping(undefined)}>
            Carry all matching values
          </button>
        )}
      </Group>
    </>
  );
}

/** An END's subsequent flow: arriving there issues a token continuing the end client in it. */
export function SubsequentFlowField(props: { node: EndNode; onChange: (n: FlowNode) => void }) {
  const { node, onChange } = props;
  return (
    <FlowField
      label="Subsequent flow"
      value={node.subsequentFlowId}
      none="(none)"
      onChange={(subsequentFlowId) => {
        const { subsequentFlowId: _drop, ...rest } = node;
        onChange(subsequentFlowId === '' ? rest : { ...rest, subsequentFlowId });
      }}
    />
  );
}

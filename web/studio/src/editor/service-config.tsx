/**
 * Configuration forms of service nodes and provider steps (the document and eID steps and the open
 * configs have files of their own), one input per setting the
 * service's config validator knows (src/services/*-config.ts), with session references picked from
 * the roles and fields the flow offers before the node. Cleared inputs remove the setting, so the
 * service's default applies.
 */
import { ROLES } from '../../../../src/flows/document/roles.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import { SCREENING_LISTS } from '../../../../src/services/screening-service.js';
import { HTTP_METHODS } from '../../../../src/services/http-request-config.js';
import type { FieldRef } from './fields.js';
import { CheckField, Group, NumberField, SelectField, TextField, clean } from './inputs.js';
import { DocvForm } from './docv-form.js';
import { EidForm } from './eid-form.js';
import { OcrForm } from './ocr-form.js';
import { OwnerVerificationForm } from './owner-form.js';
import { SERVICE_NAME as OWNER_SERVICE } from '../../../../src/services/owner-verification-config.js';
import { ConnectorForm } from './connected-flows-form.js';

type Config = Record<string, unknown>;
type Inputs = Record<string, string>;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

/** Input name -> one reference, picked from roles and preceding fields. */
function InputsEditor(props: {
  names: readonly string[];
  inputs: Inputs;
  fields: readonly FieldRef[];
  onChange: (i: Inputs | undefined) => void;
}) {
  const choices = [
    ...props.fields
      .filter((f) => !f.ref.includes(':'))
      .map((f) => ({ value: `key:${f.ref}`, label: `field ${f.label}` })),
    ...ROLES.map((r) => ({ value: `role:${r}`, label: `role ${r}` })),
  ];
  return (
    <Group title="Inputs (default: by role)">
      {props.names.map((name) => (
        <SelectField
          key={name}
          label={`Input ${name}`}
          value={props.inputs[name]}
          none="(default)"
          options={choices}
          onChange={(v) => {
            const next = clean({ ...props.inputs, [name]: v });
            props.onChange(Object.keys(next).length > 0 ? next : undefined);
          }}
        />
      ))}
    </Group>
  );
}

function Screening({ config, fields, set }: { config: Config; fields: readonly FieldRef[]; set: (c: Config) => void }) {
  const lists = Array.isArray(config.lists) ? (config.lists as string[]) : [...SCREENING_LISTS];
  return (
    <>
      <Group title="Lists screened">
        {SCREENING_LISTS.map((l) => (
          <CheckField
            key={l}
            label={l.replace('_', ' ')}
            checked={lists.includes(l)}
            onChange={(on) => set({ ...config, lists: on ? [...lists, l] : lists.filter((x) => x !== l) })}
          />
        ))}
      </Group>
      <NumberField
        label="Match threshold (0.5 to 1)"
        value={num(config.threshold)}
        step={0.01}
        onChange={(threshold) => set(clean({ ...config, threshold }))}
      />
      <NumberField
        label="Matches kept (0 to 25)"
        value={num(config.maxMatches)}
        step={1}
        onChange={(maxMatches) => set(clean({ ...config, maxMatches }))}
      />
      <InputsEditor
        names={['firstName', 'middleName', 'lastName', 'fullName', 'dateOfBirth', 'country']}
        inputs={(config.inputs ?? {}) as Inputs}
        fields={fields}
        onChange={(inputs) => set(clean({ ...config, inputs }))}
      />
    </>
  );
}

function BusinessVerification({
  config,
  fields,
  set,
}: {
  config: Config;
  fields: readonly FieldRef[];
  set: (c: Config) => void;
}) {
  return (
    <>
      <TextField
        label="Registry country when the session has none"
        placeholder="GB"
        value={str(config.defaultCountry)}
        onChange={(v) => set(clean({ ...config, defaultCountry: v.toUpperCase() }))}
      />
      <InputsEditor
        names={['companyName', 'registrationNumber', 'country', 'address', 'city', 'state', 'postalCode']}
        inputs={(config.inputs ?? {}) as Inputs}
        fields={fields}
        onChange={(inputs) => set(clean({ ...config, inputs }))}
      />
    </>
  );
}

function HttpRequest({ config, set }: { config: Config; set: (c: Config) => void }) {
  const mapping = (config.responseMapping ?? {}) as Record<string, string>;
  const rows = Object.entries(mapping);
  const setMapping = (entries: Array<[string, string]>) =>
    set(clean({ ...config, responseMapping: entries.length > 0 ? Object.fromEntries(entries) : undefined }));
  return (
    <>
      <TextField
        label="URL"
        type="url"
        value={str(config.url)}
        hint="Placeholders like {{role:email}} in the path and query only"
        onChange={(url) => set({ ...config, url })}
      />
      <SelectField
        label="Method"
        value={str(config.method) as (typeof HTTP_METHODS)[number] | undefined}
        none="(POST with a body, else GET)"
        options={HTTP_METHODS.map((m) => ({ value: m, label: m }))}
        onChange={(method) => set(clean({ ...config, method }))}
      />
      <NumberField
        label="Timeout (ms)"
        value={num(config.timeoutMs)}
        step={1}
        onChange={(timeoutMs) => set(clean({ ...config, timeoutMs }))}
      />
      <NumberField
        label="Retries"
        value={num(config.retries)}
        step={1}
        onChange={(retries) => set(clean({ ...config, retries }))}
      />
      <Group title="Response mapping">
        <ol>
          {rows.map(([k, v], i) => (
            <li key={i}>
              <TextField
                label={`Result field ${i + 1}`}
                value={k}
                onChange={(nk) => setMapping(rows.map((r, j): [string, string] => (j === i ? [nk, v] : r)))}
              />
              <TextField
                label={`Result field ${i + 1} JSON pointer`}
                placeholder="/data/score"
                value={v}
                onChange={(nv) => setMapping(rows.map((r, j): [string, string] => (j === i ? [k, nv] : r)))}
              />
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="secondary small"
          onClick={() => setMapping([...rows, [`field${rows.length + 1}`, '/']])}
        >
          Add result field
        </button>
      </Group>
    </>
  );
}

/** The config part of the inspector for nodes whose config has a form; undefined for the others. */
export function ConfigForm(props: {
  doc: FlowDocument;
  node: FlowNode;
  fields: readonly FieldRef[];
  onChange: (n: FlowNode) => void;
}) {
  const { node, fields, onChange } = props;
  if (node.type === 'provider_doc_v') return <DocvForm doc={props.doc} node={node} onChange={onChange} />;
  if (node.type === 'provider_electronic_id') return <EidForm node={node} onChange={onChange} />;
  if (node.type === 'person_ocr' || node.type === 'business_ocr') return <OcrForm node={node} onChange={onChange} />;
  if (node.type === 'flow_connector') return <ConnectorForm node={node} fields={fields} onChange={onChange} />;
  // A subsequent root has nothing to set: the token that starts its flow carries the end client.
  if (node.type === 'subsequent') return undefined;
  if (node.type === 'service') {
    const config = node.config ?? {};
    const set = (c: Config) => onChange({ ...node, config: c });
    if (node.service === 'screening') return <Screening config={config} fields={fields} set={set} />;
    if (node.service === 'business_verification')
      return <BusinessVerification config={config} fields={fields} set={set} />;
    if (node.service === 'http_request') return <HttpRequest config={config} set={set} />;
    if (node.service === OWNER_SERVICE)
      return <OwnerVerificationForm doc={props.doc} node={node} onChange={onChange} />;
    return <p className="muted">This service has no form here; its config is kept as it is.</p>;
  }
  if (node.type === 'provider_kyb_search')
    return (
      <>
        <TextField
          label="Registry country"
          placeholder="GB"
          value={node.config.country}
          onChange={(c) => onChange({ ...node, config: { ...node.config, country: c.toUpperCase() } })}
        />
        <CheckField
          label="Allow “my business is not listed”"
          checked={node.config.allowNotFound === true}
          onChange={(allowNotFound) =>
            onChange({ ...node, config: clean({ ...node.config, allowNotFound: allowNotFound || undefined }) })
          }
        />
      </>
    );
  if (node.type === 'sms') {
    const config = node.config ?? {};
    return (
      <>
        <SelectField
          label="Phone field"
          value={config.phoneField}
          none="(by role)"
          options={fields.filter((f) => !f.ref.includes(':')).map((f) => ({ value: f.ref, label: f.label }))}
          onChange={(phoneField) => onChange({ ...node, config: clean({ ...config, phoneField }) })}
        />
        <NumberField
          label="Code length (4 to 10)"
          value={config.codeLength}
          step={1}
          onChange={(codeLength) => onChange({ ...node, config: clean({ ...config, codeLength }) })}
        />
        <TextField
          label="SMS text (with {code})"
          value={config.message}
          onChange={(message) => onChange({ ...node, config: clean({ ...config, message }) })}
        />
      </>
    );
  }
  return null;
}

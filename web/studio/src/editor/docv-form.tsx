/**
 * The identity-document step's settings (schema-document-step.ts): who verifies, and for the
 * built-in verifier the accepted types and issuing countries, the back side, expiry, the largest
 * image and the earlier answers compared with the document. Switching to `tenant_backend` drops
 * the built-in-only settings, which publication would refuse on such a node.
 */
import {
  CROSS_CHECK_ROLES,
  DOCV_CROSS_CHECKS,
  DOCV_DEFAULT_MAX_FILE_BYTES,
  DOCV_DOCUMENT_TYPES,
  type DocvConfig,
} from '../../../../src/flows/document/schema-document-step.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import { countryNames, describeCountry } from './countries.js';
import { CheckField, Group, NumberField, SelectField, clean } from './inputs.js';
import { ListField } from './list-input.js';

type DocvNode = Extract<FlowNode, { type: 'provider_doc_v' }>;

const TYPE_LABELS: Record<(typeof DOCV_DOCUMENT_TYPES)[number], string> = {
  passport: 'Passport',
  id_card: 'ID card',
  residence_permit: 'Residence permit',
  visa: 'Visa',
  other: 'Other travel document',
};
const DEFAULT_TYPES = ['passport', 'id_card', 'residence_permit'];

const CHECK_LABELS: Record<(typeof DOCV_CROSS_CHECKS)[number], string> = {
  given_names: 'Given names',
  family_name: 'Family name',
  date_of_birth: 'Date of birth',
  nationality: 'Nationality',
};

const MB = 1024 * 1024;

/** Form fields of the flow carrying each role, so a cross-check says which answer it reads. */
export function fieldsByRole(doc: FlowDocument): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const node of doc.nodes) {
    if (node.type !== 'form') continue;
    for (const el of node.elements) {
      if (!('role' in el) || !el.role) continue;
      const label = `${el.name || el.key} (${node.title ?? node.id})`;
      out.set(el.role, [...(out.get(el.role) ?? []), label]);
    }
  }
  return out;
}

export function DocvForm(props: { doc: FlowDocument; node: DocvNode; onChange: (n: FlowNode) => void }) {
  const { node, onChange } = props;
  const config = node.config;
  const set = (c: DocvConfig | undefined) => {
    const copy: Record<string, unknown> = { ...node };
    if (c === undefined) delete copy.config;
    else copy.config = clean(c);
    onChange(copy as DocvNode);
  };
  const builtin = config?.provider === 'builtin' ? config : undefined;
  const roles = fieldsByRole(props.doc);
  const types: string[] = builtin?.documentTypes ?? DEFAULT_TYPES;
  return (
    <>
      <SelectField
        label="Who verifies the document"
        value={config?.provider}
        none="(not set: the tenant’s integration submits the result)"
        options={[
          { value: 'builtin', label: 'Onward (built-in MRZ verifier)' },
          { value: 'tenant_backend', label: 'The tenant’s integration' },
        ]}
        onChange={(p) => set(p ? { provider: p } : undefined)}
      />
      {builtin && (
        <>
          <Group title="Document types accepted">
            {DOCV_DOCUMENT_TYPES.map((t) => (
              <CheckField
                key={t}
                label={TYPE_LABELS[t]}
                checked={types.includes(t)}
                onChange={(on) => {
                  const next = DOCV_DOCUMENT_TYPES.filter((x) => (x === t ? on : types.includes(x)));
                  const same = next.length === DEFAULT_TYPES.length && next.every((x) => DEFAULT_TYPES.includes(x));
                  set({ ...builtin, documentTypes: same ? undefined : next.length > 0 ? next : [t] });
                }}
              />
            ))}
          </Group>
          <ListField
            label="Issuing countries (empty: any)"
            values={builtin.issuingCountries ?? []}
            normalize={(v) => v.toUpperCase().split(/\s/)[0] ?? ''}
            suggestions={[...countryNames()].map(([value, label]) => ({ value, label }))}
            describe={describeCountry}
            placeholder="SWE, D, GBR…"
            hint="As MRZs write them: ISO alpha-3 or ICAO codes"
            onChange={(issuingCountries) =>
              set({ ...builtin, issuingCountries: issuingCountries.length > 0 ? issuingCountries : undefined })
            }
          />
          <CheckField
            label="The back side must be uploaded too"
            checked={builtin.requireBack === true}
            onChange={(on) => set({ ...builtin, requireBack: on || undefined })}
          />
          <CheckField
            label="A document without an expiry date fails"
            checked={builtin.requireExpiry !== false}
            onChange={(on) => set({ ...builtin, requireExpiry: on ? undefined : false })}
          />
          <NumberField
            label="Largest image per side (MB, default 10)"
            value={builtin.maxFileBytes === undefined ? undefined : Math.round((builtin.maxFileBytes / MB) * 100) / 100}
            step={0.5}
            hint={`1 KB to 50 MB; empty: ${DOCV_DEFAULT_MAX_FILE_BYTES / MB} MB`}
            onChange={(mb) => set({ ...builtin, maxFileBytes: mb === undefined ? undefined : Math.round(mb * MB) })}
          />
          <Group title="Compare the document with earlier answers">
            {DOCV_CROSS_CHECKS.map((c) => {
              const sources = CROSS_CHECK_ROLES[c].flatMap((r) => roles.get(r) ?? []);
              const on = builtin.crossCheck?.includes(c) ?? false;
              return (
                <div key={c}>
                  <CheckField
                    label={CHECK_LABELS[c]}
                    checked={on}
                    onChange={(now) => {
                      const next = DOCV_CROSS_CHECKS.filter((x) =>
                        x === c ? now : (builtin.crossCheck ?? []).includes(x),
                      );
                      set({ ...builtin, crossCheck: next.length > 0 ? next : undefined });
                    }}
                  />
                  <span className={sources.length > 0 || !on ? 'hint' : 'hint warn'}>
                    {sources.length > 0
                      ? `Reads ${sources.join(', ')}`
                      : `Needs a field with the role ${CROSS_CHECK_ROLES[c].join(' or ')}`}
                  </span>
                </div>
              );
            })}
          </Group>
        </>
      )}
    </>
  );
}

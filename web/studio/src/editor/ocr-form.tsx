/**
 * The person_ocr / business_ocr step's settings (schema-ocr-step.ts): who reads the document, and
 * for the built-in reader the fields read (with the roles each prefills), those that must be found,
 * the accepted file types and the largest file. The edits themselves live in ocr-model.ts.
 */
import {
  OCR_DEFAULT_MAX_FILE_BYTES,
  OCR_FIELDS,
  OCR_FILE_TYPES,
  type OcrConfig,
} from '../../../../src/flows/document/schema-ocr-step.js';
import type { FlowNode } from '../../../../src/flows/document/types.js';
import { CheckField, Group, NumberField, SelectField } from './inputs.js';
import { ocrRoles, setAccepted, setProvider, setRead, setRequired } from './ocr-model.js';

type OcrNode = Extract<FlowNode, { type: 'person_ocr' | 'business_ocr' }>;

const FIELD_LABELS: Record<string, string> = {
  names: 'Names',
  date_of_birth: 'Date of birth',
  document_number: 'Document number',
  address: 'Address',
  company_name: 'Company name',
  registration_number: 'Registration number',
  date_of_incorporation: 'Date of incorporation',
};
const TYPE_LABELS: Record<(typeof OCR_FILE_TYPES)[number], string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF (first page)',
};
const MB = 1024 * 1024;

export function OcrForm(props: { node: OcrNode; onChange: (n: FlowNode) => void }) {
  const { node, onChange } = props;
  const type = node.type;
  const config = node.config;
  const set = (c: OcrConfig | undefined) => {
    const copy: Record<string, unknown> = { ...node };
    if (c === undefined) delete copy.config;
    else copy.config = c;
    onChange(copy as OcrNode);
  };
  const builtin = config?.provider === 'builtin' ? config : undefined;
  const accepted: readonly string[] = builtin?.acceptedTypes ?? OCR_FILE_TYPES;
  return (
    <>
      <SelectField
        label="Who reads the document"
        value={config?.provider}
        none="(not set: the tenant’s integration submits the result)"
        options={[
          { value: 'builtin', label: 'Onward (built-in OCR)' },
          { value: 'tenant_backend', label: 'The tenant’s integration' },
        ]}
        onChange={(p) => set(setProvider(type, config, p))}
      />
      {builtin && (
        <>
          <Group title="Fields read">
            <ul className="ocr-fields">
              {OCR_FIELDS[type].map((f) => {
                const label = FIELD_LABELS[f] ?? f;
                return (
                  <li key={f}>
                    <CheckField
                      label={`Read ${label}`}
                      checked={builtin.fields?.includes(f) ?? false}
                      onChange={(on) => set(setRead(type, builtin, f, on))}
                    />
                    <CheckField
                      label={`${label} must be found`}
                      checked={builtin.requiredFields?.includes(f) ?? false}
                      onChange={(on) => set(setRequired(type, builtin, f, on))}
                    />
                    <span className="hint">Prefills the roles {ocrRoles(type, f).join(', ')}</span>
                  </li>
                );
              })}
            </ul>
            <p className="hint">A field that must be found and is not asks the person for another copy.</p>
          </Group>
          <Group title="File types accepted">
            {OCR_FILE_TYPES.map((t) => (
              <CheckField
                key={t}
                label={TYPE_LABELS[t]}
                checked={accepted.includes(t)}
                onChange={(on) => set(setAccepted(builtin, t, on))}
              />
            ))}
          </Group>
          <NumberField
            label="Largest file (MB, default 10)"
            value={builtin.maxFileBytes === undefined ? undefined : Math.round((builtin.maxFileBytes / MB) * 100) / 100}
            step={0.5}
            hint={`1 KB to 50 MB; empty: ${OCR_DEFAULT_MAX_FILE_BYTES / MB} MB`}
            onChange={(mb) => {
              const { maxFileBytes: _old, ...rest } = builtin;
              set(mb === undefined ? rest : { ...rest, maxFileBytes: Math.round(mb * MB) });
            }}
          />
        </>
      )}
    </>
  );
}

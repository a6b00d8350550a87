/**
 * Edits of a person_ocr / business_ocr config (src/flows/document/schema-ocr-step.ts) that keep it
 * publishable as the validator (validate-ocr-step.ts) wants: a field made required is read too, a
 * field no longer read is no longer required, settings only the built-in reader uses go when the
 * tenant's integration reads, and the accepted types never become an empty list.
 */
import {
  OCR_BUSINESS_ADDRESS_ROLES,
  OCR_FIELDS,
  OCR_FIELD_ROLES,
  OCR_FILE_TYPES,
  type OcrConfig,
  type OcrStepType,
} from '../../../../src/flows/document/schema-ocr-step.js';

export type OcrField = (typeof OCR_FIELDS)[OcrStepType][number];
export type OcrFileType = (typeof OCR_FILE_TYPES)[number];

/** The roles a field prefills in later forms; a business address fills the company's address roles. */
export function ocrRoles(type: OcrStepType, field: string): readonly string[] {
  if (type === 'business_ocr' && field === 'address') return OCR_BUSINESS_ADDRESS_ROLES;
  return OCR_FIELD_ROLES[field] ?? [];
}

/** Drops the optional lists left empty, so the schema's defaults apply instead of an invalid `[]`. */
function tidy(config: OcrConfig): OcrConfig {
  const out: OcrConfig = { provider: config.provider };
  if (config.fields !== undefined && config.fields.length > 0) out.fields = config.fields;
  if (config.requiredFields !== undefined && config.requiredFields.length > 0)
    out.requiredFields = config.requiredFields;
  if (config.acceptedTypes !== undefined) out.acceptedTypes = config.acceptedTypes;
  if (config.maxFileBytes !== undefined) out.maxFileBytes = config.maxFileBytes;
  return out;
}

/**
 * Who reads: the built-in reader starts reading every field of the step (it needs one, 4203);
 * the tenant's integration keeps only the provider, as publication refuses the reader's settings.
 */
export function setProvider(
  type: OcrStepType,
  config: OcrConfig | undefined,
  provider: OcrConfig['provider'] | undefined,
): OcrConfig | undefined {
  if (provider === undefined) return undefined;
  if (provider === 'tenant_backend') return { provider };
  if (config?.provider === 'builtin') return config;
  return { provider, fields: [...OCR_FIELDS[type]] as OcrConfig['fields'] };
}

/** Reads `field` or not; a field no longer read is no longer required. */
export function setRead(type: OcrStepType, config: OcrConfig, field: OcrField, on: boolean): OcrConfig {
  const read = new Set<string>(config.fields ?? []);
  if (on) read.add(field);
  else read.delete(field);
  // Kept in the schema's order, so the saved document does not depend on the order of the clicks.
  const fields = OCR_FIELDS[type].filter((f) => read.has(f)) as OcrConfig['fields'];
  const requiredFields = (config.requiredFields ?? []).filter((f) => read.has(f));
  return tidy({ ...config, fields, requiredFields });
}

/** Requires `field` or not; a required field is read too. */
export function setRequired(type: OcrStepType, config: OcrConfig, field: OcrField, on: boolean): OcrConfig {
  const base = on ? setRead(type, config, field, true) : config;
  const required = new Set<string>(base.requiredFields ?? []);
  if (on) required.add(field);
  else required.delete(field);
  const requiredFields = OCR_FIELDS[type].filter((f) => required.has(f)) as OcrConfig['requiredFields'];
  return tidy({ ...base, requiredFields });
}

/** The media types accepted; every type is the default (no setting), and the last one cannot go. */
export function setAccepted(config: OcrConfig, type: OcrFileType, on: boolean): OcrConfig {
  const now = new Set<string>(config.acceptedTypes ?? OCR_FILE_TYPES);
  if (on) now.add(type);
  else if (now.size > 1) now.delete(type);
  const acceptedTypes = OCR_FILE_TYPES.filter((t) => now.has(t));
  return tidy({ ...config, acceptedTypes: acceptedTypes.length === OCR_FILE_TYPES.length ? undefined : acceptedTypes });
}

// Closed vocabularies of the flow document, taken from the spec (area A). They are the
// single source for the JSON Schema, the validator and the engine, so a value added here
// is accepted everywhere at once.
import { LOCALES, type Locale } from '../../i18n/locales.js';

export const ELEMENT_KINDS = [
  'text',
  'number',
  'phone_number',
  'email',
  'password',
  'select',
  'textarea',
  'date_picker',
  'spacing',
  'plain_text',
  'radio',
  'check_box',
  'country_select',
  'file',
  'enhanced_file',
  'currency_select',
  'owner',
  'date_part_select',
] as const;
export type ElementKind = (typeof ELEMENT_KINDS)[number];

/** Kinds that only display something and never carry a submitted value. */
export const DISPLAY_KINDS: readonly ElementKind[] = ['spacing', 'plain_text'];

/** Interactive node types other than `form`: later issues execute them through providers. */
export const PROVIDER_NODE_TYPES = [
  'sms',
  'provider_kyb_search',
  'provider_doc_v',
  'provider_electronic_id',
  'person_ocr',
  'business_ocr',
  'flow_connector',
  'subsequent',
] as const;
export type ProviderNodeType = (typeof PROVIDER_NODE_TYPES)[number];

/**
 * Provider steps whose submit carries a verification result from an outside provider (identity
 * document, electronic ID, OCR). Onward runs none of these providers itself, so the result has
 * to come from the tenant's own integration: their submit needs a bearer token of the flow's
 * tenant, even on a flow published without authentication. Otherwise an end user could pass a
 * document check by submitting `{}` from the browser. `provider_kyb_search` is not one of them: the
 * end user picks a business from Onward's own registry by a signed PrefillId that Onward resolves
 * itself (src/businesses/kyb-pick.ts), so there is no outside result to trust.
 */
export const INTEGRATION_NODE_TYPES: readonly ProviderNodeType[] = [
  'provider_doc_v',
  'provider_electronic_id',
  'person_ocr',
  'business_ocr',
];

/**
 * How a flow's webhook is sent (docs/webhooks.md): `standard` (Onward's end_client.status_changed
 * events, the default) or `event_callback` (the real API's EVENT_CALLBACK envelope behind a
 * URL_VERIFICATION handshake, so integrations written for it receive Onward's events unchanged).
 */
export const WEBHOOK_FORMATS = ['standard', 'event_callback'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const NODE_TYPES = ['form', 'condition', 'service', 'end', ...PROVIDER_NODE_TYPES] as const;
export type NodeType = (typeof NODE_TYPES)[number];

export const VALIDATION_KINDS = [
  'required',
  'min',
  'max',
  'min_length',
  'max_length',
  'min_date',
  'max_date',
  'regex',
  'max_number_of_elements',
  'max_file_size',
] as const;
export type ValidationKind = (typeof VALIDATION_KINDS)[number];

export const OPERATORS = ['null', 'hv', '=', '!=', 'cv', 'nc', '<', '>', 'in', 'nin'] as const;
export type Operator = (typeof OPERATORS)[number];

export const PREFILL_OPTIONS = [
  'non_prefillable',
  'prefillable_editable',
  'prefillable_non_editable_hidden',
  'prefillable_non_editable_visible',
] as const;
export type PrefillOption = (typeof PREFILL_OPTIONS)[number];
export const DEFAULT_PREFILL_OPTION: PrefillOption = 'prefillable_editable';

export const END_STATUSES = ['ACCEPTED', 'PENDING_REVIEW', 'DECLINED'] as const;
export type EndStatus = (typeof END_STATUSES)[number];

export const DATE_PART_TYPES = ['day', 'month', 'year'] as const;
export type DatePartType = (typeof DATE_PART_TYPES)[number];

/**
 * The spec's `x-hf-language` codes (`no` is Norwegian): the message catalogues' locales, listed
 * once in src/i18n/locales.ts (a file with no imports, so browser apps that share this folder
 * take in no catalogue with it).
 */
export const LANGUAGES = LOCALES;
export type Language = Locale;
export const DEFAULT_LANGUAGE: Language = 'en-US';

export function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** File types a file field may accept (configured per field). */
export const FILE_TYPES = [
  'doc',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'bmp',
  'heic',
  'webp',
  'xml',
  'xls',
  'xlsx',
  'csv',
  'txt',
  'pdf',
] as const;

/** Prefix of a rule `fieldId` that reads a service result instead of a form value. */
export const SERVICE_REF_PREFIX = 'service:';

/**
 * Prefix of a rule `fieldId` that reads what a provider step (sms, provider_doc_v, ...) on the
 * path received: `step:<nodeId>.<path>`, e.g. the verdict a document check's integration submitted.
 */
export const STEP_REF_PREFIX = 'step:';

/** Whether a rule `fieldId` names a node's data (service result or provider step) rather than an element. */
export function isNodeRef(fieldId: string): boolean {
  return fieldId.startsWith(SERVICE_REF_PREFIX) || fieldId.startsWith(STEP_REF_PREFIX);
}

/** Id given to the END node the compiler adds when a path has no explicit end. */
export const ADDED_END_ID = '_end';

/**
 * `PrefillValue.prefillType` (the spec leaves its values open): what the person may do with a value
 * prefilled from an owner record (docs/kyb-end-to-end.md). `editable`: shown and changeable;
 * `locked`: shown read-only, a different submitted value is refused (4008 `read_only`); `hidden`:
 * not shown, kept as given. A field whose own `prefillOptions` is `prefillable_non_editable_*`
 * stays as its option says, and a `non_prefillable` field takes no value at all.
 */
export const PREFILL_TYPES = ['editable', 'locked', 'hidden'] as const;
export type PrefillType = (typeof PREFILL_TYPES)[number];

// Public API of the business prefill search (issue 6). The integrator wires HTTP, auth,
// storage and the CLI on top of these.
export type { BusinessRecord, BusinessSnapshot, SnapshotMeta, BusinessStatus, BusinessIdentifier } from './types.js';
export { importBusinesses, IMPORT_FORMATS, type ImportFormat, type ImportOptions } from './importers/import.js';
export { BusinessImportError } from './importers/common.js';
export { GENERIC_FIELDS, type ColumnMapping, type GenericField } from './importers/generic.js';
export { createBusinessRegistry, type BusinessRegistry } from './registry.js';
export { buildDataset, type BusinessDataset } from './dataset.js';
export {
  createBusinessSearch,
  type BusinessSearch,
  type BusinessSearchOptions,
  type SearchContext,
  type HandlerResult,
} from './business-search.js';
export {
  validateAutocompleteRequest,
  DEFAULT_LIMIT,
  MAX_LIMIT,
  type AutocompleteRequest,
  type FieldError,
  type Validated,
} from './request.js';
export type { AutocompleteItem, BusinessRecordItem, BusinessIdentifierItem } from './api-shape.js';
export { recordItem } from './api-shape.js';
export type { Explanation, MatchedWord } from './ranking.js';
export { validateVerifyRequest, type VerifyInput, type VerifyResult, type FieldVerdict } from './verify.js';
export {
  createPrefillTokens,
  DEFAULT_PREFILL_TTL_SECONDS,
  type PrefillTokens,
  type PrefillRef,
  type PrefillTokenError,
  type PrefillVerification,
} from './prefill-token.js';
export { businessPrefillValues, type CompanyRole } from './prefill-values.js';
export { loadDemoBusinesses } from './demo.js';
export { runBusinessesCommand } from './cli.js';
export { serialiseDataset, deserialiseDataset } from './index/serialise.js';

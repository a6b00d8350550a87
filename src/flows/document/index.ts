// Public API of the flow document model: types, JSON Schema, validation and compilation.
export * from './constants.js';
export { ROLES, isRole, type Role } from './roles.js';
export type * from './types.js';
export type * from './compiled-types.js';
export { lookup } from './compiled-types.js';
export { FlowDocumentSchema } from './schema.js';
export { publishedSchema } from './schema-publish.js';
export { validateFlowDocument } from './validate.js';
export type {
  ConfigIssue,
  DocumentFields,
  ServiceConfigValidator,
  ServiceConfigValidators,
} from './service-configs.js';
export { compileFlow, type CompileOptions } from './compile.js';
export { elementId } from './element-id.js';
export { isCountryCode, isCurrencyCode } from './codes.js';
export { isIsoDate, resolveDateBound } from './dates.js';
export { ALLOWED_VALIDATIONS, validationAllowed, carriesValue } from './element-rules.js';

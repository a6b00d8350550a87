// National identifiers by country (docs/identifiers.md): a library domain that imports nothing
// but its own files, so the engine can use it and stay pure.
export type { Algorithm, Guarantees, IdentifierKind, IdentifierRole, InvalidReason, Parsed, Sex } from './types.js';
export { COUNTRIES, KINDS, kindById, kindsFor, normalise } from './registry.js';
export {
  checkIdentifier,
  identifierMessage,
  labelOf,
  type IdentifierCheck,
  type IdentifierLabel,
  type LooksLike,
} from './check.js';

/** Electronic ID over OpenID Connect: the verifier the `provider_electronic_id` step uses, and its node configuration. */
export {
  createEidVerifier,
  type BeginInput,
  type BeginResult,
  type CompleteResult,
  type EidVerifier,
  type EidVerifierDeps,
} from './verifier.js';
export {
  DEFAULT_CLAIMS,
  DEFAULT_SCOPES,
  DEFAULT_STATE_TTL_SECONDS,
  EidNodeConfigSchema,
  validateEidConfig,
  type EidConfigIssue,
  type EidConfigValidation,
  type EidConfigValidationOptions,
  type EidNodeConfig,
} from './config.js';
export { createClientSecretResolver, sealClientSecret, type NamedSecretLookup, type SealingBox } from './secrets.js';
export { createDiscoveryCache, type DiscoveryCache } from './discovery.js';
export { mapClaims, type Claims, type MappedClaims } from './claims.js';

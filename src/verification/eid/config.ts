/**
 * The node configuration of a built-in `provider_electronic_id` step lives with the flow document
 * (src/flows/document/eid-config.ts), so publication validates it with the same rules the verifier
 * applies at run time; the verifier reads it from here.
 */
export * from '../../flows/document/eid-config.js';

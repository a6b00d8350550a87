// Which provider_doc_v nodes Onward verifies itself: the engine, the session runtime (who may submit,
// which submits read the session's files) and file uploads all ask, so the answer lives here.
import type { CompiledDocvNode } from './compiled-types.js';
import { isTenantBackendDocv, type DocvConfig } from './schema-document-step.js';

/** A provider_doc_v node that Onward verifies itself (its config says provider builtin). */
export type BuiltinDocvNode = CompiledDocvNode & { config: DocvConfig & { provider: 'builtin' } };

export function isBuiltinDocv(node: { type: string; config?: unknown } | undefined): node is BuiltinDocvNode {
  return node?.type === 'provider_doc_v' && !isTenantBackendDocv((node as CompiledDocvNode).config);
}

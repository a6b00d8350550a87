/**
 * Adapts the document module (validate + compile) to what publication needs: a compiled flow or
 * error details in the API's shape, each naming the node and the JSON-pointer path of the problem.
 */
import { validateFlowDocument, type DocumentIssue, type ValidationOptions } from './document/validate.js';
import { sealDocumentSecrets } from '../verification/eid/document-secrets.js';
import type { SealingBox } from '../verification/eid/secrets.js';
import { compileFlow } from './document/compile.js';
import type { CompiledFlow } from './document/compiled-types.js';
import type { ServiceConfigValidators } from './document/service-configs.js';
import type { PrepareFlow } from './publication/service.js';
import type { ErrorDetail } from '../errors/index.js';

export type { CompiledFlow };

function detail(issue: DocumentIssue): ErrorDetail {
  return {
    field: issue.path === '' ? '/' : issue.path,
    reason: issue.code,
    message: issue.message,
    ...(issue.nodeId !== undefined ? { nodeId: issue.nodeId } : {}),
    ...(issue.field !== undefined ? { property: issue.field } : {}),
  };
}

export interface PrepareOptions extends ValidationOptions {
  /** Seals eID client secrets before the document is stored (the same box the verifier opens them with). */
  secrets?: SealingBox;
}

/**
 * Publication's PrepareFlow, checking service nodes with `services` (built at the composition root
 * from src/services). With `secrets`, the document handed back for storage has its eID client
 * secrets sealed: the plain text an author pasted is never stored, in the document or compiled.
 */
export function createPrepareFlow(
  services: ServiceConfigValidators,
  options: PrepareOptions = {},
): PrepareFlow<CompiledFlow> {
  return (input, ids) => {
    const result = validateFlowDocument(input, services, options);
    if (!result.ok) {
      return { ok: false, empty: result.errors.some((e) => e.apiCode === 4003), errors: result.errors.map(detail) };
    }
    let document = result.document;
    if (options.secrets) {
      const sealed = sealDocumentSecrets(document, options.secrets);
      if (!sealed.ok) return { ok: false, empty: false, errors: sealed.errors.map(detail) };
      document = sealed.document;
    }
    const compiled = compileFlow(document, ids);
    return { ok: true, name: document.name, compiled, document, warnings: result.warnings.map(detail) };
  };
}

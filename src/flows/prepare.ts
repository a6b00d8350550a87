/**
 * Adapts the document module (validate + compile) to what publication needs: a compiled flow or
 * error details in the API's shape, each naming the node and the JSON-pointer path of the problem.
 */
import { validateFlowDocument, type DocumentIssue } from './document/validate.js';
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

/** Publication's PrepareFlow, checking service nodes with `services` (built at the composition root from src/services). */
export function createPrepareFlow(services: ServiceConfigValidators): PrepareFlow<CompiledFlow> {
  return (input, ids) => {
    const result = validateFlowDocument(input, services);
    if (!result.ok) {
      return { ok: false, empty: result.errors.some((e) => e.apiCode === 4003), errors: result.errors.map(detail) };
    }
    const compiled = compileFlow(result.document, ids);
    return { ok: true, name: result.document.name, compiled, warnings: result.warnings.map(detail) };
  };
}

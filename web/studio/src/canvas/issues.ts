/**
 * Validation of the shown document with the very validator publication runs
 * (src/flows/document/validate.ts), given the same service config checks the composition root
 * gives it (src/services/config-validators.ts), grouped by node for the badges and the list.
 */
import { validateFlowDocument, type DocumentIssue } from '../../../../src/flows/document/validate.js';
import { ADDED_END_ID } from '../../../../src/flows/document/constants.js';
import { SERVICE_CONFIG_VALIDATORS } from '../../../../src/services/config-validators.js';

export interface Finding extends DocumentIssue {
  severity: 'error' | 'warning';
}

export interface Findings {
  /** Whether the server would accept this document (no errors; warnings do not block). */
  publishable: boolean;
  all: Finding[];
  byNode: Map<string, Finding[]>;
}

// The added END is drawn as a node (graph.ts), so the warning about it is pinned to it.
const pinned = (issue: DocumentIssue): DocumentIssue =>
  issue.nodeId === undefined && issue.code === 'end_added' ? { ...issue, nodeId: ADDED_END_ID } : issue;

/**
 * `extra`: warnings only the Studio can give, from what it knows beyond the document (the tenant's
 * other flows); publication does not check them, so they never make a document unpublishable.
 */
export function findingsOf(document: unknown, extra: readonly DocumentIssue[] = []): Findings {
  const result = validateFlowDocument(document, SERVICE_CONFIG_VALIDATORS);
  const all: Finding[] = [
    ...(result.ok
      ? result.warnings.map((w): Finding => ({ ...pinned(w), severity: 'warning' }))
      : result.errors.map((e): Finding => ({ ...pinned(e), severity: 'error' }))),
    ...extra.map((w): Finding => ({ ...w, severity: 'warning' })),
  ];
  const byNode = new Map<string, Finding[]>();
  for (const f of all) {
    if (f.nodeId === undefined) continue;
    const list = byNode.get(f.nodeId) ?? [];
    list.push(f);
    byNode.set(f.nodeId, list);
  }
  return { publishable: result.ok, all, byNode };
}

// Validation of an uploaded flow document: structure against the JSON Schema first, then
// the semantic rules (graph, elements, conditions, translations). Never throws: any input
// yields either the typed document or a list of issues naming node and JSON-pointer path.
import { FlowDocumentSchema } from './schema.js';
import { checkSchema } from './check-schema.js';
import { buildGraph, dominators } from './graph.js';
import { checkGraph } from './validate-graph.js';
import { checkElements } from './validate-elements.js';
import { checkRules } from './validate-rules.js';
import { checkTranslations } from './validate-translations.js';
import { checkServices } from './validate-services.js';
import { checkSmsNodes } from './validate-sms.js';
import { checkKybSearchNodes } from './validate-kyb-search.js';
import { checkElectronicIdNodes, type ElectronicIdRules } from './validate-electronic-id.js';
import { checkDocumentSteps } from './validate-document-step.js';
import { checkOcrSteps } from './validate-ocr-step.js';
import { checkConnectedFlowNodes } from './validate-connected-flows.js';
import type { ServiceConfigValidators } from './service-configs.js';
import type { DocumentIssue, FlowDocument, ValidationResult } from './types.js';

/** Adds the node id and field name to issues found by the structural check. */
function annotate(input: unknown, issues: DocumentIssue[]): DocumentIssue[] {
  const nodes =
    typeof input === 'object' && input !== null && 'nodes' in input && Array.isArray(input.nodes)
      ? (input.nodes as unknown[])
      : [];
  return issues.map((issue) => {
    const m = /^\/nodes\/(\d+)/.exec(issue.path);
    const node = m ? nodes[Number(m[1])] : undefined;
    const id =
      typeof node === 'object' && node !== null && 'id' in node && typeof node.id === 'string' ? node.id : undefined;
    const field = issue.path
      .split('/')
      .filter((s) => s !== '' && !/^\d+$/.test(s))
      .pop();
    return {
      ...issue,
      ...(id !== undefined && issue.nodeId === undefined ? { nodeId: id } : {}),
      ...(field !== undefined && issue.field === undefined ? { field } : {}),
    };
  });
}

/** Settings of the deployment the document is checked for (a flow document alone cannot know them). */
export interface ValidationOptions {
  electronicId?: ElectronicIdRules;
}

function semantic(doc: FlowDocument, services: ServiceConfigValidators, options: ValidationOptions): ValidationResult {
  const issues: DocumentIssue[] = [];
  const warnings: DocumentIssue[] = [];
  const facts = checkGraph(doc, issues, warnings);
  checkElements(doc, issues);
  checkTranslations(doc, issues);
  checkServices(doc, services, issues, warnings);
  checkSmsNodes(doc, issues);
  checkKybSearchNodes(doc, issues);
  checkElectronicIdNodes(doc, issues, options.electronicId);
  checkDocumentSteps(doc, issues);
  checkOcrSteps(doc, issues);
  checkConnectedFlowNodes(doc, issues);
  // Rule scopes need dominators, which only mean something on a sound graph.
  if (
    !issues.some(
      (i) => i.code === 'unknown_node_reference' || i.code === 'duplicate_node_id' || i.code === 'self_reference',
    )
  ) {
    const keyHome = new Map<string, [string, boolean]>();
    for (const n of doc.nodes) {
      if (n.type !== 'form') continue;
      for (const el of n.elements)
        if (!keyHome.has(el.key)) keyHome.set(el.key, [n.id, el.type !== 'spacing' && el.type !== 'plain_text']);
    }
    checkRules({ doc, keyHome, dominators: dominators(buildGraph(doc.nodes, facts.endAdded), facts.start) }, issues);
  }
  return issues.length > 0 ? { ok: false, errors: issues } : { ok: true, document: doc, warnings };
}

/** `services`: the service nodes' config checks (service-configs.ts), required so no caller forgets them. */
export function validateFlowDocument(
  input: unknown,
  services: ServiceConfigValidators,
  options: ValidationOptions = {},
): ValidationResult {
  try {
    if (
      typeof input === 'object' &&
      input !== null &&
      'nodes' in input &&
      Array.isArray(input.nodes) &&
      input.nodes.length === 0
    ) {
      return {
        ok: false,
        errors: [
          {
            code: 'flow_empty',
            path: '/nodes',
            field: 'nodes',
            apiCode: 4003,
            message: 'Flow is empty: it has no nodes',
          },
        ],
      };
    }
    const structural: DocumentIssue[] = [];
    checkSchema(FlowDocumentSchema, input, '', structural);
    if (structural.length > 0) return { ok: false, errors: annotate(input, structural) };
    return semantic(input as FlowDocument, services, options);
  } catch (e) {
    // A bug in a rule must not turn an upload into a 500; report it as an issue instead.
    return {
      ok: false,
      errors: [
        {
          code: 'internal_validation_error',
          path: '',
          message: `document could not be validated: ${(e as Error).message}`,
        },
      ],
    };
  }
}

export type { DocumentIssue, FlowDocument, ServiceConfigValidators, ValidationResult };

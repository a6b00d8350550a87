// Rules of `provider_kyb_search` nodes beyond their schema: the country is a real ISO 3166-1 code
// (the pattern only says two capitals), and a rule reading what such a step stored names a field
// the step stores (`step:<nodeId>.<field>`), so a typo such as `step:kyb.regNumber` fails at
// publish instead of silently never holding.
import { STEP_REF_PREFIX } from './constants.js';
import { isCountryCode } from './codes.js';
import { KYB_STEP_FIELDS } from './schema-kyb-search.js';
import type { DocumentIssue, FlowDocument, FormElementCondition } from './types.js';

interface Located {
  condition: FormElementCondition;
  path: string;
  nodeId: string;
}

/** Every condition of the document: condition nodes' branches and element conditions (owner groups included). */
function conditionsOf(doc: FlowDocument): Located[] {
  const out: Located[] = [];
  doc.nodes.forEach((node, n) => {
    if (node.type === 'condition')
      node.branches.forEach((b, i) =>
        out.push({ condition: b.condition, path: `/nodes/${n}/branches/${i}/condition`, nodeId: node.id }),
      );
    if (node.type !== 'form') return;
    node.elements.forEach((el, e) => {
      if (el.condition)
        out.push({ condition: el.condition, path: `/nodes/${n}/elements/${e}/condition`, nodeId: node.id });
      if (el.type === 'owner')
        el.elements.forEach((sub, s) => {
          if (sub.condition)
            out.push({
              condition: sub.condition,
              path: `/nodes/${n}/elements/${e}/elements/${s}/condition`,
              nodeId: node.id,
            });
        });
    });
  });
  return out;
}

export function checkKybSearchNodes(doc: FlowDocument, issues: DocumentIssue[]): void {
  const kybIds = new Set<string>();
  doc.nodes.forEach((node, i) => {
    if (node.type !== 'provider_kyb_search') return;
    kybIds.add(node.id);
    if (!isCountryCode(node.config.country)) {
      issues.push({
        code: 'unknown_country',
        path: `/nodes/${i}/config/country`,
        nodeId: node.id,
        field: 'country',
        message: `\`${node.config.country}\` is not an ISO 3166-1 alpha-2 country code`,
      });
    }
  });
  if (kybIds.size === 0) return;
  const fields: readonly string[] = KYB_STEP_FIELDS;
  for (const { condition, path, nodeId } of conditionsOf(doc)) {
    condition.rules.forEach((rule, r) => {
      if (!rule.fieldId.startsWith(STEP_REF_PREFIX)) return;
      const [target = '', field] = rule.fieldId.slice(STEP_REF_PREFIX.length).split('.');
      // `step:<nodeId>` alone is the whole stored record; an unknown node is validate-rules' to report.
      if (!kybIds.has(target) || field === undefined || fields.includes(field)) return;
      issues.push({
        code: 'unknown_step_field',
        path: `${path}/rules/${r}/fieldId`,
        nodeId,
        field: 'fieldId',
        message: `provider_kyb_search step \`${target}\` stores no \`${field}\` (it stores ${KYB_STEP_FIELDS.join(', ')})`,
      });
    });
  }
}

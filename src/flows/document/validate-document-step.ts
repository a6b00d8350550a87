// Rules of `provider_doc_v` nodes beyond their schema: issuing countries are real MRZ codes, every
// cross-check source has a field in the flow to read it from, settings that only the built-in
// verifier reads are not set on a tenant_backend node (they would silently do nothing), and a rule
// reading what a built-in step stored names a field it stores (`step:<nodeId>.<field>`).
import { STEP_REF_PREFIX } from './constants.js';
import { isMrzCountryCode } from './mrz-countries.js';
import { CROSS_CHECK_ROLES, DOCV_STEP_FIELDS } from './schema-document-step.js';
import type { DocumentIssue, FlowDocument } from './types.js';

const BUILTIN_ONLY = [
  'documentTypes',
  'issuingCountries',
  'requireBack',
  'requireExpiry',
  'crossCheck',
  'maxFileBytes',
] as const;

function rolesOf(doc: FlowDocument): Set<string> {
  const roles = new Set<string>();
  for (const node of doc.nodes) {
    if (node.type !== 'form') continue;
    for (const el of node.elements) if ('role' in el && el.role) roles.add(el.role);
  }
  return roles;
}

function stepRules(doc: FlowDocument): Array<{ fieldId: string; path: string; nodeId: string }> {
  const out: Array<{ fieldId: string; path: string; nodeId: string }> = [];
  doc.nodes.forEach((node, n) => {
    if (node.type === 'condition')
      node.branches.forEach((b, i) =>
        b.condition.rules.forEach((rule, r) =>
          out.push({
            fieldId: rule.fieldId,
            path: `/nodes/${n}/branches/${i}/condition/rules/${r}/fieldId`,
            nodeId: node.id,
          }),
        ),
      );
    if (node.type === 'form')
      node.elements.forEach((el, e) =>
        el.condition?.rules.forEach((rule, r) =>
          out.push({
            fieldId: rule.fieldId,
            path: `/nodes/${n}/elements/${e}/condition/rules/${r}/fieldId`,
            nodeId: node.id,
          }),
        ),
      );
  });
  return out;
}

export function checkDocumentSteps(doc: FlowDocument, issues: DocumentIssue[]): void {
  const builtin = new Set<string>();
  let roles: Set<string> | undefined;
  doc.nodes.forEach((node, i) => {
    if (node.type !== 'provider_doc_v' || node.config === undefined) return;
    const config = node.config;
    const at = (field: string) => `/nodes/${i}/config/${field}`;
    if (config.provider === 'tenant_backend') {
      for (const field of BUILTIN_ONLY) {
        if (config[field] === undefined) continue;
        issues.push({
          code: 'docv_setting_without_builtin',
          path: at(field),
          nodeId: node.id,
          field,
          message: `\`${field}\` is read by the built-in verifier only; with provider tenant_backend the tenant's integration decides`,
        });
      }
      return;
    }
    builtin.add(node.id);
    config.issuingCountries?.forEach((code, c) => {
      if (isMrzCountryCode(code)) return;
      issues.push({
        code: 'unknown_issuing_country',
        path: `${at('issuingCountries')}/${c}`,
        nodeId: node.id,
        field: 'issuingCountries',
        message: `\`${code}\` is neither an ISO 3166-1 alpha-3 code nor an ICAO code as MRZs write them (D, UTO, GBD, ...)`,
      });
    });
    config.crossCheck?.forEach((source, c) => {
      roles ??= rolesOf(doc);
      const wanted = CROSS_CHECK_ROLES[source];
      if (wanted.some((role) => roles?.has(role))) return;
      issues.push({
        code: 'cross_check_source_missing',
        path: `${at('crossCheck')}/${c}`,
        nodeId: node.id,
        field: 'crossCheck',
        message: `cross-check \`${source}\` needs a form field with the role ${wanted.join(' or ')}, and the flow has none`,
      });
    });
  });
  if (builtin.size === 0) return;
  const fields: readonly string[] = DOCV_STEP_FIELDS;
  for (const { fieldId, path, nodeId } of stepRules(doc)) {
    if (!fieldId.startsWith(STEP_REF_PREFIX)) continue;
    const [target = '', field] = fieldId.slice(STEP_REF_PREFIX.length).split('.');
    if (!builtin.has(target) || field === undefined || fields.includes(field)) continue;
    issues.push({
      code: 'unknown_step_field',
      path,
      nodeId,
      field: 'fieldId',
      message: `provider_doc_v step \`${target}\` stores no \`${field}\` (it stores ${DOCV_STEP_FIELDS.join(', ')})`,
    });
  }
}

// Rules of `person_ocr` and `business_ocr` nodes beyond their schema: a built-in node reads at least
// one structured field (the spec's 4203), its required fields are among those it reads, and settings
// only the built-in reader uses are not set on a tenant_backend node (they would silently do nothing).
import type { OcrConfig } from './schema-ocr-step.js';
import type { DocumentIssue, FlowDocument } from './types.js';

const BUILTIN_ONLY = ['fields', 'requiredFields', 'acceptedTypes', 'maxFileBytes'] as const;

export function checkOcrSteps(doc: FlowDocument, issues: DocumentIssue[]): void {
  doc.nodes.forEach((node, i) => {
    if ((node.type !== 'person_ocr' && node.type !== 'business_ocr') || node.config === undefined) return;
    const config: OcrConfig = node.config;
    const at = (field: string) => `/nodes/${i}/config/${field}`;
    if (config.provider === 'tenant_backend') {
      for (const field of BUILTIN_ONLY) {
        if (config[field] === undefined) continue;
        issues.push({
          code: 'ocr_setting_without_builtin',
          path: at(field),
          nodeId: node.id,
          field,
          message: `\`${field}\` is read by the built-in reader only; with provider tenant_backend the tenant's integration decides`,
        });
      }
      return;
    }
    const fields: readonly string[] = config.fields ?? [];
    if (fields.length === 0)
      issues.push({
        code: 'ocr_no_structured_field',
        path: at('fields'),
        nodeId: node.id,
        field: 'fields',
        apiCode: 4203,
        message: 'OCR node requires at least one structured field configured: list the fields to read in `fields`',
      });
    config.requiredFields?.forEach((f, r) => {
      if (fields.includes(f)) return;
      issues.push({
        code: 'ocr_required_not_read',
        path: `${at('requiredFields')}/${r}`,
        nodeId: node.id,
        field: 'requiredFields',
        message: `required field \`${f}\` is not among the fields the node reads`,
      });
    });
  });
}

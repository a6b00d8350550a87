// Rules of `sms` nodes beyond their schema: the phone number they send to comes from an element
// that exists (a phone_number element named by key, or some element with the role), and every
// message text, translations included, carries the {code} placeholder.
import { pointer } from './check-schema.js';
import type { DocumentIssue, FlowDocument, FormElement } from './types.js';

/** Roles tried, in order, when an sms node names neither `phoneField` nor `phoneRole`. */
export const DEFAULT_PHONE_ROLES = ['mobile_number', 'phone_number'] as const;
export const CODE_PLACEHOLDER = '{code}';

export function checkSmsNodes(doc: FlowDocument, issues: DocumentIssue[]): void {
  const elements: FormElement[] = doc.nodes.flatMap((n) => (n.type === 'form' ? n.elements : []));
  doc.nodes.forEach((node, i) => {
    if (node.type !== 'sms') return;
    const path = `/nodes/${i}/config`;
    const issue = (code: string, field: string, message: string): void => {
      issues.push({ code, path: `${path}/${field}`, nodeId: node.id, field, message });
    };
    const config = node.config ?? {};
    if (config.phoneField !== undefined && config.phoneRole !== undefined)
      issue(
        'conflicting_phone_source',
        'phoneRole',
        'name the phone number by `phoneField` or by `phoneRole`, not both',
      );
    if (config.phoneField !== undefined) {
      const el = elements.find((e) => e.key === config.phoneField);
      if (!el) issue('unknown_field_reference', 'phoneField', `no form element with key \`${config.phoneField}\``);
      else if (el.type !== 'phone_number')
        issue('invalid_phone_field', 'phoneField', `element \`${el.key}\` is a ${el.type} element, not phone_number`);
    } else {
      const roles: readonly string[] = config.phoneRole !== undefined ? [config.phoneRole] : DEFAULT_PHONE_ROLES;
      if (!elements.some((e) => 'role' in e && e.role !== undefined && roles.includes(e.role))) {
        issue(
          'missing_phone_element',
          config.phoneRole !== undefined ? 'phoneRole' : 'phoneField',
          `no form element has role ${roles.join(' or ')} to send the code to`,
        );
      }
    }
    if (config.message !== undefined && !config.message.includes(CODE_PLACEHOLDER))
      issue('missing_code_placeholder', 'message', `the message must contain ${CODE_PLACEHOLDER}`);
    for (const [lang, t] of Object.entries(doc.translations ?? {})) {
      const message = t.nodes?.[node.id]?.message;
      if (message !== undefined && !message.includes(CODE_PLACEHOLDER)) {
        issues.push({
          code: 'missing_code_placeholder',
          path: `${pointer(pointer('/translations', lang) + '/nodes', node.id)}/message`,
          nodeId: node.id,
          field: 'message',
          message: `the ${lang} message must contain ${CODE_PLACEHOLDER}`,
        });
      }
    }
  });
}

// Service nodes: each registered service validates its own config (against the document, so a
// screening node in a flow without any name field is refused at publication). An unknown service
// name is only a warning: the service may be registered by the time the flow runs, and until then
// its node fails with 4009 (docs/services.md). The registry is the caller's (service-configs.ts).
import type { DocumentFields, ServiceConfigValidators } from './service-configs.js';
import type { DocumentIssue, FlowDocument } from './types.js';

function documentFields(doc: FlowDocument): DocumentFields {
  const keys = new Set<string>();
  const roles = new Set<string>();
  const services = new Set<string>();
  const steps = new Set<string>();
  const ownerGroups = new Map<string, { keys: Set<string>; roles: Set<string> }>();
  const ends = new Set<string>();
  for (const n of doc.nodes) {
    if (n.type === 'service') services.add(n.id);
    if (n.type === 'end') ends.add(n.id);
    if (n.type !== 'form' && n.type !== 'service' && n.type !== 'condition' && n.type !== 'end') steps.add(n.id);
    if (n.type !== 'form') continue;
    for (const el of n.elements) {
      keys.add(el.key);
      if ('role' in el && typeof el.role === 'string') roles.add(el.role);
      if (el.type === 'owner')
        ownerGroups.set(el.key, {
          keys: new Set(el.elements.map((f) => f.key)),
          roles: new Set(el.elements.flatMap((f) => ('role' in f && typeof f.role === 'string' ? [f.role] : []))),
        });
    }
  }
  return { keys, roles, services, steps, ownerGroups, ends };
}

export function checkServices(
  doc: FlowDocument,
  validators: ServiceConfigValidators,
  issues: DocumentIssue[],
  warnings: DocumentIssue[],
): void {
  let fields: DocumentFields | undefined;
  doc.nodes.forEach((n, i) => {
    if (n.type !== 'service') return;
    const validate = validators.get(n.service);
    if (!validate) {
      warnings.push({
        code: 'unknown_service',
        path: `/nodes/${i}/service`,
        nodeId: n.id,
        field: 'service',
        message: `service \`${n.service}\` is not registered here (known: ${[...validators.keys()].join(', ')})`,
      });
      return;
    }
    fields ??= documentFields(doc);
    for (const issue of validate(n.config ?? {}, fields)) {
      const field =
        issue.path
          .split('/')
          .filter((s) => s !== '' && !/^\d+$/.test(s))
          .pop() ?? 'config';
      issues.push({
        code: issue.code,
        path: `/nodes/${i}/config${issue.path}`,
        nodeId: n.id,
        field,
        message: `${n.service}: ${issue.message}`,
      });
    }
  });
}

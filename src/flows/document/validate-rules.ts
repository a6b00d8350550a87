// Rules of element conditions and condition nodes: operators get the comparable they need,
// and every fieldId names a value that is known when the rule is evaluated: an element of
// the same form, an element of a form on every path before, a service run on every path
// before (`service:<nodeId>.<path>`) or a provider step on every path before (`step:<nodeId>.<path>`).
import { PROVIDER_NODE_TYPES, SERVICE_REF_PREFIX, STEP_REF_PREFIX } from './constants.js';
import { cyclicNodes } from './graph.js';
import type { DocumentIssue, FlowDocument, FormElementCondition, Rule } from './types.js';

interface Scope {
  /** Keys usable by the rule, with whether they carry a value. */
  local: Map<string, boolean>;
  /** Node ids that run before the rule on every path. */
  before: Set<string>;
  /** Key of the element the condition belongs to, which may not refer to itself. */
  self?: string;
}

export interface RuleContext {
  doc: FlowDocument;
  /** Element key -> [node id, carries a value]. */
  keyHome: Map<string, [string, boolean]>;
  dominators: Map<string, Set<string>>;
}

/** The node a `service:` or `step:` reference names, with the kind of node it must be. */
function nodeTarget(fieldId: string): { nodeId: string; kind: 'service' | 'step' } | undefined {
  const kind = fieldId.startsWith(SERVICE_REF_PREFIX)
    ? 'service'
    : fieldId.startsWith(STEP_REF_PREFIX)
      ? 'step'
      : undefined;
  if (kind === undefined) return undefined;
  const rest = fieldId.slice(kind === 'service' ? SERVICE_REF_PREFIX.length : STEP_REF_PREFIX.length);
  const dot = rest.indexOf('.');
  return { nodeId: dot < 0 ? rest : rest.slice(0, dot), kind };
}

const isProviderType = (type: string): boolean => (PROVIDER_NODE_TYPES as readonly string[]).includes(type);

function checkComparable(rule: Rule, path: string, nodeId: string, issues: DocumentIssue[]): void {
  const op = rule.operator;
  const bad = (code: string, message: string): void => {
    issues.push({ code, path: `${path}/comparable`, nodeId, field: 'comparable', message });
  };
  if (op === 'null' || op === 'hv') return;
  if (!rule.comparable) {
    bad('missing_comparable', `operator \`${op}\` needs a comparable`);
    return;
  }
  const v = rule.comparable.value;
  if (op === 'in' || op === 'nin') {
    if (!Array.isArray(v)) bad('invalid_comparable', `operator \`${op}\` compares with an array`);
    return;
  }
  if (Array.isArray(v)) {
    bad('invalid_comparable', `operator \`${op}\` compares with a single value`);
    return;
  }
  if ((op === '<' || op === '>') && typeof v !== 'number' && typeof v !== 'string')
    bad('invalid_comparable', `operator \`${op}\` compares with a number or a date`);
  if ((op === 'cv' || op === 'nc') && typeof v !== 'string')
    bad('invalid_comparable', `operator \`${op}\` compares with a string`);
}

function checkCondition(
  ctx: RuleContext,
  cond: FormElementCondition,
  path: string,
  nodeId: string,
  scope: Scope,
  forElement: boolean,
  issues: DocumentIssue[],
): void {
  const actions = new Set<string>();
  cond.rules.forEach((rule, i) => {
    const at = `${path}/rules/${i}`;
    const issue = (code: string, field: string, message: string): void => {
      issues.push({ code, path: `${at}/${field}`, nodeId, field, message });
    };
    checkComparable(rule, at, nodeId, issues);
    if (forElement) {
      if (rule.action === undefined)
        issue('missing_action', 'action', 'an element condition rule needs `action` (show or hide)');
      else actions.add(rule.action);
    }
    const ref = nodeTarget(rule.fieldId);
    if (ref !== undefined) {
      const target = ctx.doc.nodes.find((n) => n.id === ref.nodeId);
      const fits =
        target !== undefined && (ref.kind === 'service' ? target.type === 'service' : isProviderType(target.type));
      if (!fits)
        issue(
          'unknown_field_reference',
          'fieldId',
          `\`${rule.fieldId}\` names no ${ref.kind === 'service' ? 'service node' : 'provider step (sms, provider_doc_v, ...)'}`,
        );
      else if (!scope.before.has(ref.nodeId))
        issue(
          'reference_not_before',
          'fieldId',
          `${ref.kind === 'service' ? 'service' : 'step'} \`${ref.nodeId}\` does not run on every path before this rule`,
        );
      return;
    }
    if (rule.fieldId === scope.self) {
      issue('self_reference', 'fieldId', `the condition of \`${scope.self}\` refers to the element itself`);
      return;
    }
    const local = scope.local.get(rule.fieldId);
    const home = ctx.keyHome.get(rule.fieldId);
    if (local === undefined && home === undefined) {
      issue('unknown_field_reference', 'fieldId', `\`${rule.fieldId}\` names no element key`);
      return;
    }
    const usable = local !== undefined || (home !== undefined && scope.before.has(home[0]));
    if (!usable) {
      issue(
        'reference_not_before',
        'fieldId',
        `element \`${rule.fieldId}\` is not filled in on every path before this rule`,
      );
      return;
    }
    if (!(local ?? home?.[1] ?? false))
      issue('field_has_no_value', 'fieldId', `element \`${rule.fieldId}\` is display-only and has no value`);
  });
  if (actions.size > 1)
    issues.push({
      code: 'mixed_actions',
      path: `${path}/rules`,
      nodeId,
      field: 'action',
      message: 'all rules of one condition must share the same action',
    });
}

/** Nodes strictly before `nodeId` on every path (its dominators minus itself). */
function strictlyBefore(ctx: RuleContext, nodeId: string): Set<string> {
  const dom = new Set(ctx.dominators.get(nodeId) ?? []);
  dom.delete(nodeId);
  return dom;
}

export function checkRules(ctx: RuleContext, issues: DocumentIssue[]): void {
  ctx.doc.nodes.forEach((node, n) => {
    const before = strictlyBefore(ctx, node.id);
    if (node.type === 'condition') {
      node.branches.forEach((b, i) =>
        checkCondition(
          ctx,
          b.condition,
          `/nodes/${n}/branches/${i}/condition`,
          node.id,
          { local: new Map(), before },
          false,
          issues,
        ),
      );
      return;
    }
    if (node.type !== 'form') return;
    const deps = new Map<string, string[]>();
    node.elements.forEach((el, e) => {
      const local = new Map(
        node.elements
          .filter((o) => o.key !== el.key)
          .map((o) => [o.key, o.type !== 'spacing' && o.type !== 'plain_text'] as const),
      );
      const path = `/nodes/${n}/elements/${e}`;
      if (el.condition) {
        checkCondition(ctx, el.condition, `${path}/condition`, node.id, { local, before, self: el.key }, true, issues);
        deps.set(
          el.key,
          el.condition.rules.map((r) => r.fieldId).filter((f) => local.has(f)),
        );
      } else deps.set(el.key, []);
      if (el.type !== 'owner') return;
      el.elements.forEach((sub, s) => {
        if (!sub.condition) return;
        const siblings = new Map(
          el.elements
            .filter((o) => o.key !== sub.key)
            .map((o) => [o.key, o.type !== 'spacing' && o.type !== 'plain_text'] as const),
        );
        checkCondition(
          ctx,
          sub.condition,
          `${path}/elements/${s}/condition`,
          node.id,
          { local: new Map([...local, ...siblings]), before, self: sub.key },
          true,
          issues,
        );
      });
    });
    // Visibility inside one form is resolved in dependency order, which needs no loops.
    for (const key of cyclicNodes(deps, () => true)) {
      const e = node.elements.findIndex((el) => el.key === key);
      issues.push({
        code: 'condition_cycle',
        path: `/nodes/${n}/elements/${e}/condition`,
        nodeId: node.id,
        field: 'condition',
        message: `the condition of \`${key}\` depends on itself through other elements`,
      });
    }
  });
}

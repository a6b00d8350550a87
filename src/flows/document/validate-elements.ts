// Element-level rules of a document: unique keys, validations that fit the element kind
// with well-formed parameters, options and default values, complete date-part groups.
import { DATE_PART_TYPES } from './constants.js';
import { isCountryCode, isCurrencyCode } from './codes.js';
import { isIsoDate } from './dates.js';
import { validationAllowed } from './element-rules.js';
import type { DocumentIssue, FlowDocument, FormElement, OwnerGroupElement } from './types.js';

type AnyElement = FormElement | OwnerGroupElement;

function checkValidations(el: AnyElement, path: string, nodeId: string, issues: DocumentIssue[]): void {
  if (!('validations' in el) || !el.validations) return;
  const seen = new Set<string>();
  const bound: Record<string, number | string> = {};
  el.validations.forEach((v, i) => {
    const at = `${path}/validations/${i}`;
    const issue = (code: string, message: string): void => {
      issues.push({ code, path: at, nodeId, field: 'validations', message });
    };
    if (seen.has(v.type)) issue('duplicate_validation', `validation \`${v.type}\` appears twice on \`${el.key}\``);
    seen.add(v.type);
    if (!validationAllowed(v.type, el.type)) {
      issue('validation_not_allowed', `validation \`${v.type}\` does not apply to a ${el.type} element`);
      return;
    }
    if (v.type === 'regex') {
      try {
        new RegExp(v.value, 'u');
      } catch (e) {
        issue('invalid_regex', `regular expression does not compile: ${(e as Error).message}`);
      }
    }
    if ((v.type === 'min_date' || v.type === 'max_date') && /^\d/.test(v.value) && !isIsoDate(v.value)) {
      issue('invalid_date', `${v.value} is not a calendar date`);
    }
    if ('value' in v) bound[v.type] = v.value;
  });
  const pairs: [string, string][] = [
    ['min', 'max'],
    ['min_length', 'max_length'],
    ['min_date', 'max_date'],
  ];
  for (const [lo, hi] of pairs) {
    const a = bound[lo];
    const b = bound[hi];
    // Relative date bounds (`-18y`) are only comparable at run time.
    if (
      a === undefined ||
      b === undefined ||
      typeof a !== typeof b ||
      (typeof a === 'string' && !isIsoDate(a)) ||
      (typeof b === 'string' && !isIsoDate(b))
    )
      continue;
    if (a > b)
      issues.push({
        code: 'invalid_range',
        path: `${path}/validations`,
        nodeId,
        field: 'validations',
        message: `\`${lo}\` is greater than \`${hi}\` on \`${el.key}\``,
      });
  }
}

function checkOptionsAndDefault(el: AnyElement, path: string, nodeId: string, issues: DocumentIssue[]): void {
  const bad = (message: string): void => {
    issues.push({ code: 'invalid_default', path: `${path}/value`, nodeId, field: 'value', message });
  };
  if (el.type === 'select' || el.type === 'radio' || el.type === 'check_box') {
    const names = new Set<string>();
    (el.options ?? []).forEach((o, i) => {
      if (names.has(o.name))
        issues.push({
          code: 'duplicate_option',
          path: `${path}/options/${i}/name`,
          nodeId,
          field: 'options',
          message: `option \`${o.name}\` appears twice`,
        });
      names.add(o.name);
    });
    const values = el.value === undefined ? [] : Array.isArray(el.value) ? el.value : [el.value];
    if (el.type === 'check_box' && names.size === 0 && values.length > 0)
      bad('a check box without options has no option to pre-check');
    for (const v of values) if (names.size > 0 && !names.has(v)) bad(`default \`${v}\` is not one of the options`);
  }
  if ((el.type === 'date_picker' || el.type === 'date_part_select') && el.value !== undefined && !isIsoDate(el.value))
    bad(`default ${el.value} is not a YYYY-MM-DD date`);
  if (el.type === 'country_select' && el.value !== undefined && !isCountryCode(el.value))
    bad(`default ${el.value} is not an uppercase ISO 3166-1 alpha-2 code`);
  if (el.type === 'currency_select' && el.value !== undefined && !isCurrencyCode(el.value))
    bad(`default ${el.value} is not an ISO 4217 code`);
}

function checkDateGroups(
  elements: readonly FormElement[],
  path: string,
  nodeId: string,
  issues: DocumentIssue[],
): void {
  const groups = new Map<string, string[]>();
  elements.forEach((el) => {
    if (el.type !== 'date_part_select') return;
    const parts = groups.get(el.compositeGroup) ?? [];
    if (parts.includes(el.partType))
      issues.push({
        code: 'duplicate_date_part',
        path: `${path}/elements`,
        nodeId,
        field: 'partType',
        message: `date group \`${el.compositeGroup}\` has two \`${el.partType}\` parts`,
      });
    parts.push(el.partType);
    groups.set(el.compositeGroup, parts);
  });
  for (const [group, parts] of groups) {
    const missing = DATE_PART_TYPES.filter((p) => !parts.includes(p));
    if (missing.length > 0)
      issues.push({
        code: 'incomplete_date_group',
        path: `${path}/elements`,
        nodeId,
        field: 'compositeGroup',
        message: `date group \`${group}\` lacks ${missing.join(', ')}`,
      });
  }
}

export function checkElements(doc: FlowDocument, issues: DocumentIssue[]): void {
  const keys = new Map<string, string>();
  doc.nodes.forEach((node, n) => {
    if (node.type !== 'form') return;
    const nodePath = `/nodes/${n}`;
    node.elements.forEach((el, e) => {
      const path = `${nodePath}/elements/${e}`;
      const first = keys.get(el.key);
      if (first !== undefined)
        issues.push({
          code: 'duplicate_element_key',
          path: `${path}/key`,
          nodeId: node.id,
          field: 'key',
          message: `element key \`${el.key}\` is already used at ${first}`,
        });
      else keys.set(el.key, path);
      checkValidations(el, path, node.id, issues);
      checkOptionsAndDefault(el, path, node.id, issues);
      if (el.type !== 'owner') return;
      const inner = new Set<string>();
      el.elements.forEach((sub, s) => {
        const subPath = `${path}/elements/${s}`;
        if (inner.has(sub.key))
          issues.push({
            code: 'duplicate_element_key',
            path: `${subPath}/key`,
            nodeId: node.id,
            field: 'key',
            message: `key \`${sub.key}\` appears twice in owner group \`${el.key}\``,
          });
        inner.add(sub.key);
        checkValidations(sub, subPath, node.id, issues);
        checkOptionsAndDefault(sub, subPath, node.id, issues);
      });
    });
    checkDateGroups(node.elements, nodePath, node.id, issues);
  });
}

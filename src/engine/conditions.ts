// Evaluation of FormElementConditions: the operators exactly as docs/flow-document.md
// describes them. Values come from a lookup function so the same code serves element
// visibility (values being submitted) and condition nodes (values on the path so far).
import { SERVICE_REF_PREFIX, STEP_REF_PREFIX } from '../flows/document/constants.js';
import { isIsoDate, resolveDateBound } from '../flows/document/dates.js';
import type { FormElementCondition, Rule } from '../flows/document/types.js';

/** Returns the value a rule's fieldId names, or undefined when there is none. */
export type ValueLookup = (fieldId: string) => unknown;

export function hasValue(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v !== '';
  if (Array.isArray(v)) return v.length > 0;
  return true;
}

function asNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
}

function scalarEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b);
  const na = asNumber(a);
  const nb = asNumber(b);
  if ((typeof a === 'number' || typeof b === 'number') && na !== undefined && nb !== undefined) return na === nb;
  return false;
}

function equals(value: unknown, comparable: unknown): boolean {
  if (!hasValue(value)) return false;
  if (Array.isArray(value)) return value.length === 1 && scalarEquals(value[0], comparable);
  return scalarEquals(value, comparable);
}

function contains(value: unknown, comparable: unknown): boolean {
  if (!hasValue(value)) return false;
  if (Array.isArray(value)) return value.some((item) => scalarEquals(item, comparable));
  if (typeof value === 'string' && typeof comparable === 'string')
    return value.toLowerCase().includes(comparable.toLowerCase());
  return false;
}

function isIn(value: unknown, list: unknown): boolean {
  if (!hasValue(value) || !Array.isArray(list)) return false;
  const items = Array.isArray(value) ? value : [value];
  return items.some((item) => list.some((c) => scalarEquals(item, c)));
}

/** -1, 0 or 1 when value and comparable are comparable numbers or dates, else undefined. */
function compare(value: unknown, comparable: unknown, today: string): number | undefined {
  if (!hasValue(value) || Array.isArray(value)) return undefined;
  if (typeof value === 'string' && isIsoDate(value) && typeof comparable === 'string') {
    const bound = resolveDateBound(comparable, today);
    if (bound === undefined) return undefined;
    return value < bound ? -1 : value > bound ? 1 : 0;
  }
  const a = asNumber(value);
  const b = asNumber(comparable);
  if (a === undefined || b === undefined) return undefined;
  return Math.sign(a - b);
}

export function ruleHolds(rule: Rule, lookup: ValueLookup, today: string): boolean {
  const value = lookup(rule.fieldId);
  const c = rule.comparable?.value;
  switch (rule.operator) {
    case 'null':
      return !hasValue(value);
    case 'hv':
      return hasValue(value);
    case '=':
      return equals(value, c);
    case '!=':
      return !equals(value, c);
    case 'cv':
      return contains(value, c);
    case 'nc':
      return !contains(value, c);
    case 'in':
      return isIn(value, c);
    case 'nin':
      return !isIn(value, c);
    case '<':
      return compare(value, c, today) === -1;
    case '>':
      return compare(value, c, today) === 1;
  }
}

export function conditionHolds(cond: FormElementCondition, lookup: ValueLookup, today: string): boolean {
  return cond.type === 'AND'
    ? cond.rules.every((r) => ruleHolds(r, lookup, today))
    : cond.rules.some((r) => ruleHolds(r, lookup, today));
}

/** Element visibility: `show` rules show when the condition holds, `hide` rules hide. */
export function isVisible(cond: FormElementCondition | undefined, lookup: ValueLookup, today: string): boolean {
  if (!cond) return true;
  const holds = conditionHolds(cond, lookup, today);
  return cond.rules[0]?.action === 'hide' ? !holds : holds;
}

/** Reads `service:<nodeId>.<path>` from service results; undefined when absent. */
/** The value `<prefix><nodeId>.<path>` names in `byNode` (service results, or provider steps' submitted values). */
export function nodeValue(fieldId: string, prefix: string, byNode: Readonly<Record<string, unknown>>): unknown {
  const rest = fieldId.slice(prefix.length);
  const [nodeId = '', ...path] = rest.split('.');
  let cur: unknown = Object.hasOwn(byNode, nodeId) ? byNode[nodeId] : undefined;
  for (const segment of path) {
    if (typeof cur !== 'object' || cur === null || !Object.hasOwn(cur, segment)) return undefined;
    cur = (cur as Record<string, unknown>)[segment];
  }
  return cur;
}

export function serviceValue(fieldId: string, results: Readonly<Record<string, unknown>>): unknown {
  return nodeValue(fieldId, SERVICE_REF_PREFIX, results);
}

export function isServiceRef(fieldId: string): boolean {
  return fieldId.startsWith(SERVICE_REF_PREFIX);
}

export function isStepRef(fieldId: string): boolean {
  return fieldId.startsWith(STEP_REF_PREFIX);
}

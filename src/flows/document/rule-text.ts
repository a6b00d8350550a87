/**
 * Conditions in words, as the Studio writes them on its edges and in the version diff:
 * `service:screening.hit = true`, `country is one of ["SE", "NO"]`. Pure and browser-safe.
 */
import type { Rule } from './types.js';

const OPERATOR_WORDS: Record<Rule['operator'], string> = {
  null: 'is empty',
  hv: 'has a value',
  '=': '=',
  '!=': '≠',
  cv: 'contains',
  nc: 'does not contain',
  '<': '<',
  '>': '>',
  in: 'is one of',
  nin: 'is not one of',
};

const valueText = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map((v) => JSON.stringify(v)).join(', ')}]` : JSON.stringify(value);

/** A rule in words, e.g. `service:screen.hit = true`. */
export function ruleText(rule: Rule): string {
  const words = `${rule.fieldId} ${OPERATOR_WORDS[rule.operator]}`;
  return rule.operator === 'null' || rule.operator === 'hv' || rule.comparable === undefined
    ? words
    : `${words} ${valueText(rule.comparable.value)}`;
}

export function conditionText(condition: { type: 'AND' | 'OR'; rules: Rule[] }): string {
  return condition.rules.map(ruleText).join(` ${condition.type} `);
}

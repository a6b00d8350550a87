/**
 * The rule builder for element conditions and condition branches: each rule is a field picked from
 * what precedes (fields.ts), an operator in words, and a value input suited to the field. No JSON.
 */
import { OPERATORS, type Operator } from '../../../../src/flows/document/constants.js';
import type { Comparable, FormElementCondition, Rule } from '../../../../src/flows/document/types.js';
import type { FieldRef, ValueKind } from './fields.js';
import { SelectField, TextField } from './inputs.js';

export const OPERATOR_WORDS: Record<Operator, string> = {
  null: 'is empty',
  hv: 'has a value',
  '=': 'equals',
  '!=': 'does not equal',
  cv: 'contains',
  nc: 'does not contain',
  '<': 'is less than',
  '>': 'is greater than',
  in: 'is one of',
  nin: 'is not one of',
};

const NO_VALUE: readonly Operator[] = ['null', 'hv'];
const LIST: readonly Operator[] = ['in', 'nin'];

function parseOne(text: string, kind: ValueKind): string | number | boolean {
  if (kind.kind === 'number' && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (kind.kind === 'boolean') return text === 'true';
  return text;
}

function ValueInput(props: {
  rule: Rule;
  kind: ValueKind;
  label: string;
  onChange: (c: Comparable | undefined) => void;
}) {
  const { rule, kind, label } = props;
  const current = rule.comparable?.value;
  if (LIST.includes(rule.operator)) {
    const text = Array.isArray(current)
      ? current.join(', ')
      : current === undefined || current === null
        ? ''
        : String(current);
    return (
      <TextField
        label={`${label} (comma-separated)`}
        value={text}
        onChange={(v) => {
          const items = v
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== '')
            .map((s) => parseOne(s, kind));
          props.onChange({ value: items.filter((x): x is string | number => typeof x !== 'boolean') });
        }}
      />
    );
  }
  if (kind.kind === 'boolean')
    return (
      <SelectField
        label={label}
        value={current === true ? 'true' : current === false ? 'false' : undefined}
        none="(choose)"
        options={[
          { value: 'true', label: 'yes (true)' },
          { value: 'false', label: 'no (false)' },
        ]}
        onChange={(v) => props.onChange((v as string) === '' ? undefined : { value: v === 'true' })}
      />
    );
  if (kind.kind === 'choice' && kind.options.length > 0)
    return (
      <SelectField
        label={label}
        value={typeof current === 'string' ? current : undefined}
        none="(choose)"
        options={kind.options.map((o) => ({ value: o.name, label: o.label }))}
        onChange={(v) => props.onChange(v === '' ? undefined : { value: v })}
      />
    );
  return (
    <TextField
      label={label}
      type={kind.kind === 'date' ? 'date' : 'text'}
      value={current === undefined || current === null ? '' : String(current)}
      onChange={(v) => props.onChange(v === '' ? undefined : { value: parseOne(v, kind) })}
    />
  );
}

function RuleRow(props: {
  rule: Rule;
  index: number;
  fields: readonly FieldRef[];
  withAction: boolean;
  onChange: (r: Rule) => void;
  onRemove: (() => void) | undefined;
}) {
  const { rule, index, fields } = props;
  const field = fields.find((f) => f.ref === rule.fieldId);
  const n = index + 1;
  // A reference the picker does not offer (typed elsewhere, or no longer before this point) stays selectable, so nothing is lost silently.
  const options = [
    ...fields.map((f) => ({ value: f.ref, label: f.label })),
    ...(rule.fieldId !== '' && !field
      ? [{ value: rule.fieldId, label: `${rule.fieldId} (not before this point)` }]
      : []),
  ];
  return (
    <li className="rule">
      {props.withAction && (
        <SelectField
          label={`Rule ${n} action`}
          value={rule.action ?? 'show'}
          options={[
            { value: 'show', label: 'show when' },
            { value: 'hide', label: 'hide when' },
          ]}
          onChange={(action) => props.onChange({ ...rule, action })}
        />
      )}
      <SelectField
        label={`Rule ${n} field`}
        value={rule.fieldId}
        none="(choose a field)"
        options={options}
        onChange={(fieldId) => {
          const { comparable: _dropped, ...rest } = rule;
          props.onChange({ ...rest, fieldId });
        }}
      />
      <SelectField
        label={`Rule ${n} operator`}
        value={rule.operator}
        options={OPERATORS.map((o) => ({ value: o, label: OPERATOR_WORDS[o] }))}
        onChange={(operator) => {
          const { comparable: _dropped, ...rest } = rule;
          props.onChange(NO_VALUE.includes(operator) ? { ...rest, operator } : { ...rule, operator });
        }}
      />
      {!NO_VALUE.includes(rule.operator) && (
        <ValueInput
          rule={rule}
          kind={field?.value ?? { kind: 'text' }}
          label={`Rule ${n} value`}
          onChange={(comparable) => {
            const { comparable: _old, ...rest } = rule;
            props.onChange(comparable === undefined ? rest : { ...rest, comparable });
          }}
        />
      )}
      {props.onRemove && (
        <button type="button" className="secondary small" onClick={props.onRemove} aria-label={`Remove rule ${n}`}>
          Remove rule
        </button>
      )}
    </li>
  );
}

export function ConditionEditor(props: {
  condition: FormElementCondition;
  fields: readonly FieldRef[];
  withAction: boolean;
  onChange: (c: FormElementCondition) => void;
}) {
  const { condition, fields, withAction, onChange } = props;
  const setRule = (i: number, r: Rule) =>
    onChange({ ...condition, rules: condition.rules.map((x, k) => (k === i ? r : x)) });
  return (
    <div className="condition-editor">
      <SelectField
        label="Combine rules"
        value={condition.type}
        options={[
          { value: 'AND', label: 'all rules hold (AND)' },
          { value: 'OR', label: 'any rule holds (OR)' },
        ]}
        onChange={(type) => onChange({ ...condition, type })}
      />
      <ol className="rules">
        {condition.rules.map((rule, i) => (
          <RuleRow
            key={i}
            rule={rule}
            index={i}
            fields={fields}
            withAction={withAction}
            onChange={(r) => setRule(i, r)}
            onRemove={
              condition.rules.length > 1
                ? () => onChange({ ...condition, rules: condition.rules.filter((_, k) => k !== i) })
                : undefined
            }
          />
        ))}
      </ol>
      <button
        type="button"
        className="secondary small"
        onClick={() =>
          onChange({
            ...condition,
            rules: [
              ...condition.rules,
              { ...(withAction ? { action: 'show' as const } : {}), fieldId: fields[0]?.ref ?? '', operator: 'hv' },
            ],
          })
        }
      >
        Add rule
      </button>
    </div>
  );
}

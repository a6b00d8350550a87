/**
 * The owner_verification service node's form (src/services/owner-verification-config.ts): the
 * person flow each owner completes (from the tenant's flows), the owner group (from forms before the
 * node), who is invited, the delivery, how prefilled values are shown, reminders, and the deadline
 * with its END. The edits that keep the config valid are in owner-model.ts.
 */
import { PREFILL_TYPES, type PrefillType } from '../../../../src/flows/document/constants.js';
import type { FlowDocument, FlowNode } from '../../../../src/flows/document/types.js';
import type { InviteRule, OwnerVerificationConfig } from '../../../../src/services/owner-verification-config.js';
import { FlowField } from './flow-field.js';
import { Group, NumberField, SelectField } from './inputs.js';
import {
  endNodes,
  groupOf,
  inviteRule,
  ownerGroupsBefore,
  prefilledRoles,
  setDelivery,
  setRolePrefill,
} from './owner-model.js';

type ServiceNode = Extract<FlowNode, { type: 'service' }>;

const RULES: Array<{ value: InviteRule['rule']; label: string }> = [
  { value: 'all', label: 'Every owner listed' },
  { value: 'ownership', label: 'Owners holding at least a share' },
  { value: 'directors', label: 'Owners who are directors' },
  { value: 'selected', label: 'Owners the applicant ticked' },
];
const PREFILL_LABELS: Record<PrefillType, string> = {
  editable: 'Shown, editable',
  locked: 'Shown, locked',
  hidden: 'Hidden, kept',
};
const prefillOptions = PREFILL_TYPES.map((t) => ({ value: t, label: PREFILL_LABELS[t] }));

export function OwnerVerificationForm(props: {
  doc: FlowDocument;
  node: ServiceNode;
  onChange: (n: FlowNode) => void;
}) {
  const { doc, node, onChange } = props;
  // The document's config is only checked at validation; the findings report a shape that does not fit.
  const config = (node.config ?? {}) as unknown as OwnerVerificationConfig;
  const set = (c: OwnerVerificationConfig) => onChange({ ...node, config: { ...c } });
  const personFlowId = config.personFlowId || '';
  const groups = ownerGroupsBefore(doc, node.id);
  const group = groupOf(groups, config);
  const invite = config.invite ?? { rule: 'all' };
  const delivery = config.delivery ?? 'email';
  const ends = endNodes(doc);
  const { owners: _o, ...withoutOwners } = config;
  const { reminders: _r, ...withoutReminders } = config;
  const { deadline: _d, ...withoutDeadline } = config;
  return (
    <>
      <FlowField
        label="Person flow each owner completes"
        value={personFlowId}
        none="(choose a flow)"
        onChange={(id) => set({ ...config, personFlowId: id })}
      />
      <SelectField
        label="Owner group"
        value={config.owners}
        none={groups.length === 1 ? '(the only one)' : '(choose a group)'}
        options={groups.map((g) => ({ value: g.key, label: g.label }))}
        onChange={(owners) => set(owners ? { ...config, owners } : withoutOwners)}
      />
      <Group title="Who is invited">
        <SelectField
          label="Invite"
          value={invite.rule}
          options={RULES}
          onChange={(rule) => set({ ...config, invite: inviteRule(rule, group, invite) })}
        />
        {invite.rule === 'ownership' && (
          <NumberField
            label="Least share (%)"
            value={invite.threshold}
            step={1}
            onChange={(threshold) => set({ ...config, invite: { rule: 'ownership', threshold: threshold ?? 0 } })}
          />
        )}
        {invite.rule === 'selected' && (
          <SelectField
            label="Field the applicant ticks"
            value={invite.field || undefined}
            none="(choose a field)"
            options={(group?.fields ?? []).filter((f) => f.checkbox).map((f) => ({ value: f.key, label: f.label }))}
            onChange={(field) => set({ ...config, invite: { rule: 'selected', field: field ?? '' } })}
          />
        )}
      </Group>
      <SelectField
        label="Delivery"
        value={delivery}
        options={[
          { value: 'email', label: 'E-mail to each owner' },
          { value: 'links', label: 'Links handed to the integration' },
        ]}
        onChange={(d) => set(setDelivery(config, d))}
      />
      <Group title="Prefilled values">
        <SelectField
          label="Prefilled values by default"
          value={config.prefill?.default}
          none="(editable)"
          options={prefillOptions}
          onChange={(d) => {
            const { default: _x, ...prefill } = config.prefill ?? {};
            set({ ...config, prefill: d ? { ...prefill, default: d } : prefill });
          }}
        />
        {prefilledRoles(group).map((role) => (
          <SelectField
            key={role}
            label={`Prefilled ${role}`}
            value={config.prefill?.roles?.[role]}
            none="(default)"
            options={prefillOptions}
            onChange={(t) => set(setRolePrefill(config, role, t))}
          />
        ))}
      </Group>
      {delivery === 'email' && (
        <Group title="Reminders">
          <NumberField
            label="Remind every (hours)"
            value={config.reminders?.everyHours}
            step={1}
            onChange={(everyHours) =>
              set(
                everyHours === undefined
                  ? withoutReminders
                  : { ...config, reminders: { max: 3, ...config.reminders, everyHours } },
              )
            }
          />
          {config.reminders && (
            <NumberField
              label="Reminders at most (1 to 20)"
              value={config.reminders.max}
              step={1}
              onChange={(max) =>
                config.reminders && set({ ...config, reminders: { ...config.reminders, max: max ?? 1 } })
              }
            />
          )}
        </Group>
      )}
      <Group title="Deadline">
        <NumberField
          label="Stop waiting after (hours)"
          value={config.deadline?.afterHours}
          step={1}
          onChange={(afterHours) =>
            set(
              afterHours === undefined
                ? withoutDeadline
                : { ...config, deadline: { end: ends[0] ?? '', ...config.deadline, afterHours } },
            )
          }
        />
        {config.deadline && (
          <SelectField
            label="END taken at the deadline"
            value={config.deadline.end || undefined}
            none="(choose an END)"
            options={ends.map((e) => ({ value: e, label: e }))}
            onChange={(end) => config.deadline && set({ ...config, deadline: { ...config.deadline, end: end ?? '' } })}
          />
        )}
      </Group>
    </>
  );
}

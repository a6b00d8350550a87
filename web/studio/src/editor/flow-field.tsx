/**
 * A setting naming another flow of the tenant: a flow_connector's connected flow, an END's
 * subsequent flow, an owner_verification's person flow (the references publication checks, see
 * docs/connected-flows.md, "Publication checks"). The choices are the tenant's flows, drafts marked
 * (publishing would be refused until they are published), and a configured id the list does not
 * have, kept as the selected value and marked, so opening the form never loses it.
 */
import type { FlowSummary } from '../api.js';
import { useTenantFlows } from '../flows/tenant-flows.js';
import { SelectField } from './inputs.js';
import { flowState } from './flow-refs.js';

function flowOptions(
  value: string,
  flows: readonly FlowSummary[] | undefined,
): Array<{ value: string; label: string }> {
  const listed = (flows ?? []).map((f) => ({
    value: f.flowId,
    label: `${f.name} (${f.flowId})${f.testVersion === null && f.liveVersion === null ? ', not published' : ''}`,
  }));
  const state = flowState(value, flows);
  if (state === 'unknown') return [{ value, label: `${value} (unknown flow)` }, ...listed];
  if (state === 'loading') return [{ value, label: value }];
  return listed;
}

export function FlowField(props: {
  label: string;
  value: string | undefined;
  /** The first choice, meaning no flow (its value is the empty string). */
  none: string;
  onChange: (flowId: string) => void;
}) {
  const flows = useTenantFlows();
  const value = props.value ?? '';
  const state = flowState(value, flows);
  const hint =
    state === 'unknown'
      ? 'No flow of this tenant has this id: it was deleted or never saved. Pick another.'
      : state === 'unpublished'
        ? 'This flow is not published to test or live yet: publishing this flow is refused until it is.'
        : undefined;
  return (
    <SelectField
      label={props.label}
      value={value}
      none={props.none}
      options={flowOptions(value, flows)}
      onChange={props.onChange}
      {...(hint ? { hint, warn: true } : {})}
    />
  );
}

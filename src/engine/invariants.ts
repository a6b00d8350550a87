// Consistency of a session state with its flow. The engine keeps these by construction;
// tests assert them after every event, and the integrator may check stored states.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import { isBuiltinDocv } from '../flows/document/docv-node.js';
import { isBuiltinOcr } from '../flows/document/ocr-node.js';
import type { SessionState } from './types.js';

const INTERACTIVE = new Set([
  'form',
  'sms',
  'provider_kyb_search',
  'provider_doc_v',
  'provider_electronic_id',
  'person_ocr',
  'business_ocr',
  'flow_connector',
  'subsequent',
]);

/** Problems found, empty when the state is one the engine can continue from. */
export function stateProblems(flow: CompiledFlow, state: SessionState): string[] {
  const problems: string[] = [];
  const pos = state.position;
  const node = pos.kind === 'new' ? undefined : own(flow.nodes, pos.nodeId);
  if (pos.kind !== 'new' && !node) problems.push(`position names missing node ${pos.nodeId}`);
  if (pos.kind === 'step' && node && !INTERACTIVE.has(node.type))
    problems.push(`step at non-interactive node ${node.id}`);
  // A built-in provider_doc_v or OCR step waits on its run like a service (document-step.ts, ocr-step.ts).
  const runs = node?.type === 'service' || (pos.kind === 'service' && (isBuiltinDocv(node) || isBuiltinOcr(node)));
  if ((pos.kind === 'service' || pos.kind === 'failed') && node && !runs)
    problems.push(`service position at ${node.type} node`);
  if (pos.kind === 'service' && pos.runId >= state.nextRunId) problems.push('run id not below nextRunId');
  // A flow_connector step with onEnd `end` ends the run on itself (connector-step.ts).
  if (pos.kind === 'end' && node && node.type !== 'end' && node.type !== 'flow_connector')
    problems.push('end position at a non-end node');
  if (pos.kind === 'step' && node?.type === 'subsequent' && state.subsequentOf !== undefined)
    problems.push('an attached run waits at its subsequent root');
  if (pos.kind === 'step' && pos.connector && node?.type !== 'flow_connector')
    problems.push('a connected run at a non-connector step');
  if (pos.kind === 'step' && pos.connector && pos.connector.connectId >= state.nextRunId)
    problems.push('connect id not below nextRunId');
  const terminal = state.status !== 'NOT_STARTED' && state.status !== 'IN_PROGRESS';
  if ((pos.kind === 'end') !== terminal) problems.push(`status ${state.status} does not fit position ${pos.kind}`);
  if (state.status === 'NOT_STARTED' && state.history.length > 0) problems.push('NOT_STARTED with submitted steps');
  for (const id of state.history) {
    const h = own(flow.nodes, id);
    if (!h || !INTERACTIVE.has(h.type)) problems.push(`history holds non-interactive or missing node ${id}`);
    if (!own(state.submissions, id)) problems.push(`history node ${id} has no submission`);
  }
  if (pos.kind === 'new' && state.history.length > 0) problems.push('new session with history');
  return problems;
}

// The `subsequent` root (docs/connected-flows.md): a flow that continues an earlier end client.
// The runtime redeems a subsequent token and hands the run its earlier end client with `init`
// (`subsequentOf`, with the values carried from it); the root is then passed like a condition.
// A run started without a token waits at the root, whose submit no data can satisfy.
import { lookup as own, type CompiledFlow } from '../flows/document/compiled-types.js';
import type { EngineError, SessionState } from './types.js';

export const SUBSEQUENT_SUBMIT_REFUSED =
  'Subsequent token not found: this flow continues an earlier end client; start it with GET /flow/{flowId} and the x-hf-subsequent-token header';

/** Why a subsequent token cannot attach to this run: 4005 unless the root is `subsequent`, 4007 once it started. */
export function refuseSubsequent(flow: CompiledFlow, state: SessionState): EngineError | undefined {
  if (own(flow.nodes, flow.start)?.type !== 'subsequent')
    return {
      code: 4005,
      message: `Root node is not a subsequent token node: flow ${flow.flowId} does not continue earlier end clients`,
    };
  if (state.position.kind !== 'new' || state.subsequentOf !== undefined)
    return { code: 4007, message: 'A subsequent token attaches to a new run only' };
  return undefined;
}

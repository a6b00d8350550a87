/**
 * The subsequent-flow wire of the flow routes (docs/connected-flows.md):
 * - `x-hf-subsequent-token` on GET /flow/{flowId} (without x-hf-session) starts a run of a flow
 *   whose root is `subsequent` for the end client the token names;
 * - an END step naming a subsequent flow shows `subsequent: {flowId, token, expiresAt}`.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { OnwardError } from '../../errors/index.js';
import type { OpenedFlow, StepResult } from '../../sessions/runtime.js';
import type { Subsequent } from '../../subsequent/service.js';
import { lookup as own } from '../../flows/document/compiled-types.js';

export const SUBSEQUENT_TOKEN_HEADER = 'x-hf-subsequent-token';

export const SubsequentTokenHeader = Type.String({
  minLength: 1,
  maxLength: 64,
  description:
    'A subsequent token (from an END step’s `subsequent.token` or POST /end-clients/{endClientId}/subsequent-token): starts a run of this flow, whose root must be a subsequent node (else 4005), for the end client the token names, prefilled from it. Single use; unknown, used or expired: 4102. Not with x-hf-session.',
});

export function subsequentTokenOf(request: FastifyRequest): string | undefined {
  const v = request.headers[SUBSEQUENT_TOKEN_HEADER];
  const token = Array.isArray(v) ? v[0] : v;
  if (token === undefined) return undefined;
  if (request.headers['x-hf-session'] !== undefined)
    throw new OnwardError(4400, 'x-hf-subsequent-token starts a new run: send it without x-hf-session', [
      { field: `headers/${SUBSEQUENT_TOKEN_HEADER}`, reason: 'conflict', message: 'not with x-hf-session' },
    ]);
  return token;
}

/** The step with its END's subsequent token, when the END names a subsequent flow. */
export async function withSubsequent(
  subsequent: Pick<Subsequent, 'atEnd'>,
  opened: OpenedFlow,
  result: StepResult,
): Promise<StepResult> {
  const { view } = result;
  if (view.type !== 'end') return result;
  const flow = opened.published.compiled;
  const node = own(flow.nodes, view.id);
  if (node?.type !== 'end' || node.subsequentFlowId === undefined) return result;
  const part = await subsequent.atEnd(result.sessionId, flow);
  return part ? { ...result, view: { ...view, subsequent: part } } : result;
}

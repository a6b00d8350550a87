/**
 * POST /studio/api/cases/{endClientId}/status: a reviewer's decision, with a mandatory reason,
 * along the allowed transitions only (4111 otherwise). It takes effect at once (webhook and audit
 * entry as PUT /end-clients/status), or, under the flow's four eyes on a case with a screening
 * hit, waits as a pending decision for a second reviewer (202).
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseDecisions } from '../../../cases/decisions.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams, Decision, Reason, Status } from '../review-schemas.js';

const Done = Type.Object({
  outcome: Type.Union([Type.Literal('changed'), Type.Literal('unchanged')]),
  status: Type.String(),
});
const Pending = Type.Object({ outcome: Type.Literal('pending'), status: Type.String(), decision: Decision });

export function registerStudioChangeCaseStatus(
  app: App,
  deps: StudioGuardDeps & { caseDecisions: Pick<CaseDecisions, 'decide'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/status',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        body: Type.Object({ status: Status, reason: Reason }, { additionalProperties: false }),
        response: {
          200: Done,
          202: Pending,
          ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4100, 4109, 4111, 4409]),
        },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const result = await deps.caseDecisions.decide(
        session.tenantId,
        request.params.endClientId,
        request.body.status,
        request.body.reason,
        auditActorOf(actor),
      );
      return reply
        .status(result.outcome === 'pending' ? 202 : 200)
        .header('cache-control', 'no-store')
        .send(result);
    },
  );
}

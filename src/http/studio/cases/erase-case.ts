/**
 * DELETE /studio/api/cases/{endClientId}: erase the case with everything its run collected
 * (src/cases/erase.ts) and answer a receipt of what was removed. The audit trail keeps that it
 * happened, by whom, and what the run was, never what it collected.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseErasure } from '../../../cases/erase.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams } from '../review-schemas.js';

const Receipt = Type.Object({
  endClientId: Type.String(),
  flowId: Type.String(),
  status: Type.String({ description: 'Its status when erased' }),
  deletedAt: Type.String({ format: 'date-time' }),
  removed: Type.Object({
    values: Type.Integer({ description: 'Form values on the run’s path' }),
    files: Type.Integer(),
    notes: Type.Integer(),
    decisions: Type.Integer(),
    links: Type.Integer({ description: 'Links to other end clients (they stay; the link goes)' }),
  }),
});

export function registerStudioEraseCase(app: App, deps: StudioGuardDeps & { caseErasure: CaseErasure }): void {
  app.delete(
    '/studio/api/cases/:endClientId',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        response: { 200: Receipt, ...errorResponses([...REQUEST_CODES, ...STUDIO_WRITE_CODES, 4100]) },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const receipt = await deps.caseErasure.erase(session.tenantId, request.params.endClientId, auditActorOf(actor));
      return reply.header('cache-control', 'no-store').send(receipt);
    },
  );
}

/** POST /studio/api/cases/{endClientId}/notes: add a note to the case. Notes are append-only: there is no edit or delete. */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { CaseReview } from '../../../cases/review.js';
import { BODY_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioWrite, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_WRITE_CODES } from '../codes.js';
import { auditActorOf } from '../actor.js';
import { CaseIdParams, Note } from '../review-schemas.js';

export function registerStudioAddNote(
  app: App,
  deps: StudioGuardDeps & { caseReview: Pick<CaseReview, 'addNote'> },
): void {
  app.post(
    '/studio/api/cases/:endClientId/notes',
    {
      onRequest: requireStudioWrite(deps, 'cases'),
      schema: {
        hide: true,
        params: CaseIdParams,
        body: Type.Object({ body: Type.String({ minLength: 1, maxLength: 5000 }) }, { additionalProperties: false }),
        response: { 201: Note, ...errorResponses([...BODY_CODES, ...STUDIO_WRITE_CODES, 4100]) },
      },
    },
    async (request, reply) => {
      const { session, actor } = studioOf(request);
      const note = await deps.caseReview.addNote(
        session.tenantId,
        request.params.endClientId,
        request.body.body,
        auditActorOf(actor),
      );
      return reply.status(201).header('cache-control', 'no-store').send(note);
    },
  );
}

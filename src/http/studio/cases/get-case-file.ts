/**
 * GET /studio/api/cases/{endClientId}/files/{fileId}: a file the end client uploaded, for the case
 * view. The bytes are end-user input, so: the type detected at upload (never the browser's guess:
 * nosniff), `inline` only for the images and PDFs the case view shows itself (an <img>, pdf.js
 * reading the bytes), `attachment` for anything else and whenever `download=1` asks for it, and a
 * sandboxing CSP so a file opened on its own runs nothing. Every role may look (read); another
 * tenant's case reads as a missing one.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../../types.js';
import type { EndClientDetailsService } from '../../../end-clients/details.js';
import type { Store } from '../../../store/database.js';
import { caseIn } from '../../../cases/scope.js';
import { rawSerializer } from '../../responses.js';
import { REQUEST_CODES, errorResponses } from '../../contract/errors.js';
import { requireStudioSession, studioOf, type StudioGuardDeps } from '../guard.js';
import { STUDIO_READ_CODES } from '../codes.js';
import { attachmentHeader } from '../../end-clients/download-file.js';

/** Types the case view renders in the page; the rest is only ever downloaded. */
export const INLINE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
]);

export function registerStudioGetCaseFile(
  app: App,
  deps: StudioGuardDeps & { endClientDetails: Pick<EndClientDetailsService, 'file'>; store: Pick<Store, 'db'> },
): void {
  app.get(
    '/studio/api/cases/:endClientId/files/:fileId',
    {
      onRequest: requireStudioSession(deps),
      serializerCompiler: rawSerializer,
      schema: {
        hide: true,
        params: Type.Object({
          endClientId: Type.String({ minLength: 1, maxLength: 64 }),
          fileId: Type.String({ minLength: 1, maxLength: 100 }),
        }),
        querystring: Type.Object(
          { download: Type.Optional(Type.Literal('1', { description: 'Answer as an attachment' })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Unknown({ description: 'The file content, as the type detected at upload' }),
          ...errorResponses([...REQUEST_CODES, ...STUDIO_READ_CODES, 4100, 4404]),
        },
      },
    },
    async (request, reply) => {
      const { endClientId, fileId } = request.params;
      const { scope } = await caseIn(deps.store.db, studioOf(request).session.tenantId, endClientId);
      const file = await deps.endClientDetails.file(scope, endClientId, fileId);
      const inline = request.query.download === undefined && INLINE_TYPES.has(file.mediaType);
      const disposition = attachmentHeader(file.name);
      return reply
        .type(file.mediaType)
        .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', file.sha256)
        .send(file.content);
    },
  );
}

/**
 * GET /end-clients/{endClientId}/files/{fileId} (and /test/...): downloads a file an end user
 * uploaded (POST /file/{flowId}), for the tenant's review. The bytes are end-user input: they are
 * served as an attachment of the type detected at upload, never sniffed, cached or rendered.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { EndClientDetailsService } from '../../end-clients/details.js';
import { registerEndClientRoute } from './register.js';
import { EndClientId } from './schemas.js';

/** `attachment` with an ASCII fallback name and the exact one in RFC 8187 form. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerDownloadFile(
  app: App,
  deps: { tokens: AccessTokens; endClientDetails: Pick<EndClientDetailsService, 'file'> },
): void {
  registerEndClientRoute(
    app,
    deps.tokens,
    {
      method: 'GET',
      path: '/end-clients/:endClientId/files/:fileId',
      errors: [4100, 4404],
      summary: 'Download a file an end client uploaded',
      description:
        'An Onward addition: the file as uploaded, as an attachment of the MIME type detected from its content, with its SHA-256 in `x-content-sha256`. ' +
        "404 4100 when the end client is not the caller's in this mode, 404 4404 when it has no such file.",
      params: Type.Object({ endClientId: EndClientId, fileId: Type.String({ minLength: 1, maxLength: 100 }) }),
      response: {
        200: {
          description: 'The file content, as the MIME type detected from it when it was uploaded',
          content: { '*/*': { schema: Type.String({ format: 'binary' }) } },
        },
      },
    },
    async (scope, { params }, reply) => {
      const file = await deps.endClientDetails.file(scope, params.endClientId, params.fileId);
      return reply
        .type(file.mediaType)
        .header('content-disposition', attachmentHeader(file.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store')
        .header('x-content-sha256', file.sha256)
        .send(file.content);
    },
  );
}

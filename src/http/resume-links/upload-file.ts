/**
 * POST /resume/api/file: the hosted page's upload, for a file element or a built-in document step
 * of the session its resume token names. The same checks and answers as POST /file/{flowId}
 * (src/http/files/upload.ts: type detected from the content, 4016; size, 413 4413), with the resume
 * token as the credential instead of x-hf-session, as on the rest of the resume API.
 */
import multipart from '@fastify/multipart';
import type { App } from '../types.js';
import { NONE } from '../contract/security.js';
import { errorResponses, BODY_CODES } from '../contract/errors.js';
import { OPEN_CODES } from '../flow-execution/error-codes.js';
import { FileUploadForm, FileUploadResponse, readForm } from '../files/upload.js';
import { openResumed, type ResumeApiDeps } from './resume-api.js';
import type { SessionFiles } from '../../files/service.js';
import { Type } from '@sinclair/typebox';

export interface ResumeUploadDeps extends ResumeApiDeps {
  sessionFiles: Pick<SessionFiles, 'upload'>;
  config: { maxUploadBytes: number };
}

export function registerResumeUpload(app: App, deps: ResumeUploadDeps): void {
  // Its own scope, so the multipart parser exists for this route only (as for POST /file).
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes }, throwFileSizeLimit: false });
    (scope as unknown as App).post(
      '/resume/api/file',
      {
        // The handler reads the stream part by part and checks the form itself (readForm).
        attachValidation: true,
        schema: {
          tags: ['resume links'],
          security: NONE,
          summary: "Resume page: upload a file to the link's session",
          description:
            'As POST /file/{flowId} (one part `file`, optionally `elementId`: a file element, or the id of a built-in provider_doc_v, person_ocr or business_ocr step), for the session the resume token names.',
          consumes: ['multipart/form-data'],
          headers: Type.Object({
            authorization: Type.Optional(Type.String({ description: 'Bearer <resume token>' })),
          }),
          body: FileUploadForm,
          response: {
            201: FileUploadResponse,
            ...errorResponses([...BODY_CODES, 4032, ...OPEN_CODES, 4013, 4016, 4413]),
          },
        },
      },
      async (request, reply) => {
        const invalid = request.validationError as (Error & { validationContext?: string }) | undefined;
        if (invalid && invalid.validationContext !== 'body') throw invalid;
        // The token first: nothing of the body is read for a request that may not upload.
        const opened = await openResumed(deps, request);
        const input = await readForm(request, deps.config.maxUploadBytes);
        return reply.status(201).send(await deps.sessionFiles.upload(opened, input));
      },
    );
  });
}

/**
 * POST /file/{flowId} (and /test/file/{flowId}): upload one file to a session, for a file or
 * enhanced_file element; the answer's `fileId` is what the client then submits as the element's value.
 *
 * The body is streamed (@fastify/multipart, registered only in this route's scope so no other
 * route accepts multipart): at most the configured size is ever held, and a bigger file is
 * answered 413 as soon as it crosses the limit.
 */
import { FLOW } from '../contract/security.js';
import { OPEN_CODES } from '../flow-execution/error-codes.js';
import { errorResponses, BODY_CODES } from '../contract/errors.js';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import { OnwardError } from '../../errors/index.js';
import { FlowParams } from '../flow-execution/schemas.js';
import { MODES, authorizeFlow, openForRequest } from '../flow-execution/request-context.js';
import type { SessionFiles, UploadInput } from '../../files/service.js';

export const FileUploadForm = Type.Object(
  {
    file: Type.String({
      contentMediaType: 'application/octet-stream',
      description:
        'The file (exactly one part named `file`). Its type is detected from the content; the part\u2019s file name is kept as a label.',
    }),
    elementId: Type.Optional(
      Type.String({
        description:
          'Id of the file or enhanced_file element the file is for. When given, that element\u2019s `accept` types (else 4016) and `max_file_size` (else 413) apply now, not only at submit.',
      }),
    ),
  },
  { $id: 'FileUploadForm', description: 'FileUploadForm: one file, and optionally the file element it is for' },
);

export const FileUploadResponse = Type.Object(
  {
    fileId: Type.String({
      description: 'Submit this as the file element\u2019s value (or one item of an array of them)',
    }),
    name: Type.String({ description: 'The uploaded file name, without path' }),
    type: Type.String({ description: 'Media type detected from the content, e.g. application/pdf' }),
    extension: Type.String({
      description: 'The accepted kind: doc, docx, png, jpg, bmp, heic, webp, xml, xls, xlsx, csv, txt or pdf',
    }),
    size: Type.Integer({ description: 'Bytes' }),
    sha256: Type.String({ description: 'Hex SHA-256 of the content' }),
    elementId: Type.Union([Type.String(), Type.Null()], { description: 'The element it was uploaded for, if named' }),
    createdAt: Type.String({ format: 'date-time', description: 'When it was created' }),
  },
  {
    $id: 'FileUploadResponse',
    description: 'FileUploadResponse: the stored file',
    examples: [
      {
        fileId: '0193b8c3-1a2b-7c3d-8e4f-5a6b7c8d9e0f',
        name: 'passport.pdf',
        type: 'application/pdf',
        extension: 'pdf',
        size: 482113,
        sha256: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        elementId: '6740f1c2a9e3b1d4c5f6a7ba',
        createdAt: '2026-11-24T10:15:30.000Z',
      },
    ],
  },
);

export interface UploadRouteDeps {
  tokens: AccessTokens;
  runtime: Pick<FlowRuntime, 'open'>;
  sessionFiles: Pick<SessionFiles, 'upload'>;
  config: { maxUploadBytes: number };
}

const tooLarge = (limit: number) =>
  new OnwardError(
    4413,
    `The file is larger than ${limit} bytes`,
    [{ field: 'body/file', reason: 'max_upload_bytes', limit, message: `files must be at most ${limit} bytes` }],
    { stopReading: true },
  );

const badForm = (field: string, reason: string, message: string) =>
  new OnwardError(4400, message, [{ field, reason, message }]);

/**
 * The file part's bytes, or 413 the moment it crosses `limit`: busboy stops handing data over at
 * the limit but reads the rest of the part to its end, so waiting for the end would read (and
 * throw away) an oversize body in full. The 413 closes the connection instead.
 */
function readBounded(stream: NodeJS.ReadableStream & { truncated?: boolean }, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('limit', () => reject(tooLarge(limit)));
    // The part reaches us a tick after busboy made it: a small limit can be crossed by then.
    if (stream.truncated) reject(tooLarge(limit));
    stream.once('error', reject);
    stream.once('end', () => (stream.truncated ? reject(tooLarge(limit)) : resolve(Buffer.concat(chunks))));
  });
}

/** Reads the form: one file part `file` (bounded by `limit`) and an optional `elementId` field. */
export async function readForm(request: FastifyRequest, limit: number): Promise<UploadInput> {
  if (!request.isMultipart()) throw badForm('body', 'not_multipart', 'The body must be multipart/form-data');
  let file: Omit<UploadInput, 'elementId'> | undefined;
  let elementId: string | undefined;
  try {
    // Two file parts are allowed through so the second can be refused by name rather than cut off.
    const parts = request.parts({
      limits: { fileSize: limit, files: 2, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw badForm(
            `body/${part.fieldname}`,
            'unexpected_file',
            `Unexpected file part ${JSON.stringify(part.fieldname)}: the file goes in the part named "file"`,
          );
        if (file) throw badForm('body/file', 'one_file', 'Only one file per request: send each file in its own upload');
        file = {
          name: part.filename ?? '',
          declaredType: part.mimetype || undefined,
          content: await readBounded(part.file, limit),
        };
      } else if (part.fieldname === 'elementId') {
        if (part.valueTruncated) throw badForm('body/elementId', 'too_long', 'elementId is too long');
        const value = String(part.value).trim();
        if (value !== '') elementId = value;
      } else {
        throw badForm(
          `body/${part.fieldname}`,
          'unexpected_field',
          `Unexpected field ${JSON.stringify(part.fieldname)}: the form has "file" and optionally "elementId"`,
        );
      }
    }
  } catch (err) {
    if (err instanceof OnwardError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT')
      throw badForm('body/file', 'one_file', 'Only one file per request: send each file in its own upload');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw badForm('body', 'too_many_parts', 'The form has too many parts: send "file" and optionally "elementId"');
    if (code === 'FST_PROTO_VIOLATION') throw badForm('body', 'invalid_field_name', 'Invalid field name');
    // Malformed multipart (no boundary, a part cut short): the client's fault, not ours.
    if (err instanceof Error && /multipart|boundary|unexpected end|terminated early/i.test(err.message))
      throw badForm('body', 'malformed_multipart', `Malformed multipart body: ${err.message}`);
    throw err;
  }
  if (!file) throw badForm('body/file', 'required', 'The form has no file part named "file"');
  return { ...file, elementId };
}

export function registerUploadFile(app: App, deps: UploadRouteDeps): void {
  // An encapsulated scope: the multipart parser and its limits exist for these routes only.
  app.register(async (scope) => {
    // Sizes are checked on the stream's truncated flag (readForm), for the API's own 413 answer.
    await scope.register(multipart, { limits: { fileSize: deps.config.maxUploadBytes }, throwFileSizeLimit: false });
    const routes = scope as unknown as App;
    for (const { mode, prefix } of MODES) {
      routes.post(
        `${prefix}/file/:flowId`,
        {
          // The body is a stream the handler reads part by part, so the form schema below documents
          // it and the handler checks it: body validation (which sees no parsed body) is not fatal.
          // A failure of the path is, and is rethrown as usual; the session header is checked as on
          // every flow route (src/http/flow-execution/session-header.ts), so its schema is optional.
          attachValidation: true,
          schema: {
            tags: ['flow'],
            security: FLOW,
            summary: mode === 'live' ? 'Upload a file to a session' : 'Upload a file to a session (test version)',
            description:
              'multipart/form-data with one file part `file` and optionally `elementId`. Accepted types, detected from the content: doc, docx, png, jpg/jpeg, bmp, heic, webp, xml, xls, xlsx, csv, txt, pdf (else 400, code 4016). ' +
              `Larger than ONWARD_MAX_UPLOAD_BYTES (default 10 MiB) or than the element\u2019s max_file_size: 413, code 4413. The answer\u2019s fileId is then submitted as the file element\u2019s value. An authenticated flow needs its tenant\u2019s bearer token.`,
            consumes: ['multipart/form-data'],
            params: FlowParams,
            headers: Type.Object({
              'x-hf-session': Type.Optional(
                Type.String({
                  description: 'Required: the session the file belongs to (missing, malformed or unknown: 404 4100)',
                }),
              ),
            }),
            body: FileUploadForm,
            response: { 201: FileUploadResponse, ...errorResponses([...BODY_CODES, ...OPEN_CODES, 4013, 4016, 4413]) },
          },
        },
        async (request, reply) => {
          const invalid = request.validationError as (Error & { validationContext?: string }) | undefined;
          if (invalid && invalid.validationContext !== 'body') throw invalid;
          const opened = await openForRequest(deps.runtime, mode, request.params.flowId, request, { required: true });
          // Authorised before a byte of the body is read.
          await authorizeFlow(deps.tokens, request, opened);
          const input = await readForm(request, deps.config.maxUploadBytes);
          return reply.status(201).send(await deps.sessionFiles.upload(opened, input));
        },
      );
    }
  });
}

/**
 * File uploads to a session: checks what the flow allows, detects the real type from the content,
 * stores the file, and lists a session's files for the submit that references them. The HTTP
 * route (src/http/files/upload.ts) streams the multipart body under the size limit and hands over the bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { OnwardError } from '../errors/index.js';
import type { OpenedFlow } from '../sessions/open.js';
import type { CompiledFlow } from '../flows/document/compiled-types.js';
import { lookup } from '../flows/document/compiled-types.js';
import type { FileInfo } from '../engine/types.js';
import type { SessionFileRepository } from './repository.js';
import { detectFileKind } from './detect.js';
import { acceptsFileType } from '../flows/document/file-kinds.js';
import { isBuiltinDocv } from '../flows/document/docv-node.js';
import { isBuiltinOcr } from '../flows/document/ocr-node.js';
import { OCR_DEFAULT_MAX_FILE_BYTES, OCR_FILE_TYPES } from '../flows/document/schema-ocr-step.js';
import { DOCV_DEFAULT_MAX_FILE_BYTES, DOCV_IMAGE_TYPES } from '../flows/document/schema-document-step.js';

export interface UploadInput {
  /** The client's file name (a label only: the type comes from the content). */
  name: string;
  declaredType: string | undefined;
  content: Buffer;
  elementId: string | undefined;
}

export interface UploadedFile {
  fileId: string;
  name: string;
  type: string;
  extension: string;
  size: number;
  sha256: string;
  elementId: string | null;
  createdAt: string;
}

export interface SessionFilesDeps {
  files: Pick<SessionFileRepository, 'insert' | 'count' | 'infoFor'>;
  now: () => number;
  /** Files one session may hold; more are refused (storage is the database's). */
  maxFilesPerSession: number;
}

type FileElement = {
  id: string;
  type: 'file' | 'enhanced_file';
  accept?: string[];
  validations?: Array<{ type: string; value?: unknown }>;
};

/**
 * The file element `id` names in this flow version, with its owner group's elements searched too;
 * or a built-in provider_doc_v step, named by its node id, whose sides are photos of a set size;
 * or a built-in OCR step, whose one document is of the types and size its config accepts.
 */
function fileElement(flow: CompiledFlow, id: string): FileElement | undefined {
  const docv = lookup(flow.nodes, id);
  if (isBuiltinDocv(docv)) {
    const max = docv.config.maxFileBytes ?? DOCV_DEFAULT_MAX_FILE_BYTES;
    return { id, type: 'file', accept: [...DOCV_IMAGE_TYPES], validations: [{ type: 'max_file_size', value: max }] };
  }
  if (isBuiltinOcr(docv)) {
    const max = docv.config.maxFileBytes ?? OCR_DEFAULT_MAX_FILE_BYTES;
    const accept = [...(docv.config.acceptedTypes ?? OCR_FILE_TYPES)];
    return { id, type: 'file', accept, validations: [{ type: 'max_file_size', value: max }] };
  }
  const at = lookup(flow.elements, id);
  if (!at) return undefined;
  const node = lookup(flow.nodes, at.nodeId);
  if (node?.type !== 'form') return undefined;
  const owner = at.ownerId === undefined ? undefined : node.elements.find((e) => e.id === at.ownerId);
  const elements: ReadonlyArray<{ id: string; type: string }> =
    owner?.type === 'owner' ? owner.elements : node.elements;
  const el = elements.find((e) => e.id === id);
  return el && (el.type === 'file' || el.type === 'enhanced_file') ? (el as FileElement) : undefined;
}

// Path parts, control characters and surrounding blanks go; the rest of the name is kept as given.
function cleanName(raw: string, ext: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const name = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return name === '' ? `upload.${ext}` : name;
}

export function createSessionFiles(deps: SessionFilesDeps) {
  return {
    async upload(opened: OpenedFlow, input: UploadInput): Promise<UploadedFile> {
      const session = opened.session;
      if (!session) throw new OnwardError(4100, 'Session not found');
      // The same answers a submit would get: nothing can use a file any more.
      if (session.status === 'ABANDONED') throw new OnwardError(4109);
      if (session.state.position.kind === 'end') throw new OnwardError(4013);

      let element: FileElement | undefined;
      if (input.elementId !== undefined) {
        element = fileElement(opened.published.compiled, input.elementId);
        if (!element) {
          throw new OnwardError(4400, 'elementId does not name a file element (or a document step) of this flow', [
            {
              field: 'body/elementId',
              reason: 'not_a_file_element',
              message: `${JSON.stringify(input.elementId)} is not a file or enhanced_file element of this flow version`,
            },
          ]);
        }
      }
      if (input.content.length === 0) {
        throw new OnwardError(4400, 'The file is empty', [
          { field: 'body/file', reason: 'empty_file', message: 'the file part has no content' },
        ]);
      }

      const detected = await detectFileKind(input.content, { name: input.name, mime: input.declaredType });
      if (!detected.ok) {
        throw new OnwardError(4016, undefined, [
          {
            field: 'body/file',
            reason: 'unsupported_type',
            message: `${detected.message}; accepted: doc, docx, png, jpg, bmp, heic, webp, xml, xls, xlsx, csv, txt, pdf`,
            ...(detected.detected ? { detectedType: detected.detected } : {}),
          },
        ]);
      }
      const { kind } = detected;
      if (element?.accept && !acceptsFileType(element.accept, kind.mime)) {
        throw new OnwardError(4016, `Uploaded file type is not supported by element ${element.id}`, [
          {
            field: 'body/file',
            reason: 'file_type_not_accepted',
            elementId: element.id,
            detectedType: kind.mime,
            message: `a ${kind.ext} file is not accepted here (accepted: ${element.accept.join(', ')})`,
          },
        ]);
      }
      const maxSize = element?.validations?.find((v) => v.type === 'max_file_size')?.value;
      if (typeof maxSize === 'number' && input.content.length > maxSize) {
        throw new OnwardError(
          4413,
          'The file is larger than the element allows',
          [
            {
              field: 'body/file',
              reason: 'max_file_size',
              elementId: element!.id,
              limit: maxSize,
              message: `files for this element must be at most ${maxSize} bytes`,
            },
          ],
          { stopReading: true },
        );
      }
      // Checked before writing; concurrent uploads may pass it together, which only bends the cap.
      if ((await deps.files.count(session.id)) >= deps.maxFilesPerSession) {
        throw new OnwardError(4413, 'The session holds the maximum number of files', [
          {
            field: 'body/file',
            reason: 'too_many_files',
            limit: deps.maxFilesPerSession,
            message: `a session may hold at most ${deps.maxFilesPerSession} files`,
          },
        ]);
      }

      const at = deps.now();
      const file = {
        id: randomUUID(),
        sessionId: session.id,
        elementId: element?.id ?? null,
        name: cleanName(input.name, kind.ext),
        mediaType: kind.mime,
        size: input.content.length,
        sha256: createHash('sha256').update(input.content).digest('hex'),
        content: input.content,
        createdAt: at,
      };
      try {
        await deps.files.insert(file);
      } catch (err) {
        // The session was deleted between opening it and writing (foreign key): as if never there.
        if (/foreign key/i.test(String((err as Error).message))) throw new OnwardError(4100, 'Session not found');
        throw err;
      }
      return {
        fileId: file.id,
        name: file.name,
        type: file.mediaType,
        extension: kind.ext,
        size: file.size,
        sha256: file.sha256,
        elementId: file.elementId,
        createdAt: new Date(at).toISOString(),
      };
    },

    /** The session's files as the engine checks submitted ids against them. */
    infoFor(sessionId: string): Promise<Record<string, FileInfo>> {
      return deps.files.infoFor(sessionId);
    },
  };
}

export type SessionFiles = ReturnType<typeof createSessionFiles>;

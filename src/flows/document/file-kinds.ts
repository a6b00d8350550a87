/**
 * The file kinds an upload may be (the real API's list for file fields: doc/docx, png, jpg/jpeg,
 * bmp, heic, webp, xml, xls/xlsx, csv, txt, pdf), each with the one media type stored for it.
 * Pure data and functions: the vocabulary of the document's `accept` lists, so it lives with the
 * document. The engine uses `acceptsFileType` to match a file against an element's `accept` list,
 * the upload path (src/files) uses the rest.
 */
import type { FILE_TYPES } from './constants.js';

/** A document `accept` entry: an extension as flow authors write it. */
export type AcceptType = (typeof FILE_TYPES)[number];

export interface FileKind {
  /** Canonical extension (what `accept` says; jpg for both jpg and jpeg). */
  ext: Exclude<AcceptType, 'jpeg'>;
  /** The media type stored and reported for files of this kind. */
  mime: string;
}

export const FILE_KINDS: readonly FileKind[] = [
  { ext: 'doc', mime: 'application/msword' },
  { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  { ext: 'png', mime: 'image/png' },
  { ext: 'jpg', mime: 'image/jpeg' },
  { ext: 'bmp', mime: 'image/bmp' },
  { ext: 'heic', mime: 'image/heic' },
  { ext: 'webp', mime: 'image/webp' },
  { ext: 'xml', mime: 'application/xml' },
  { ext: 'xls', mime: 'application/vnd.ms-excel' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { ext: 'csv', mime: 'text/csv' },
  { ext: 'txt', mime: 'text/plain' },
  { ext: 'pdf', mime: 'application/pdf' },
];

const byExt = new Map<string, FileKind>(FILE_KINDS.map((k) => [k.ext, k]));
byExt.set('jpeg', byExt.get('jpg')!);
const byMime = new Map<string, FileKind>(FILE_KINDS.map((k) => [k.mime, k]));

/** The kind named by an extension (`jpeg`, `.PDF`) or one of the stored media types; else undefined. */
export function fileKindOf(typeOrExt: string): FileKind | undefined {
  const t = typeOrExt.trim().toLowerCase().replace(/^\./, '');
  return byExt.get(t) ?? byMime.get(t.split(';')[0]!.trim());
}

/**
 * Whether a file of `type` (a stored media type, or an extension) satisfies an `accept` list.
 * Both sides go through the catalogue, so `jpg` accepts image/jpeg and `docx` accepts the
 * wordprocessingml type; a type outside the catalogue matches only an entry spelled the same.
 */
export function acceptsFileType(accept: readonly string[], type: string): boolean {
  const kind = fileKindOf(type);
  const t = type.toLowerCase();
  return accept.some((a) => {
    const wanted = fileKindOf(a);
    return kind && wanted ? kind === wanted : a.toLowerCase() === t || t.endsWith(`/${a.toLowerCase()}`);
  });
}

/**
 * What an uploaded file really is, from its content: the client's file name and declared type
 * are never trusted for the decision (they only choose between text readings, see below).
 *
 * - Binary kinds by magic bytes (the `file-type` package): pdf, png, jpg, bmp, heic, webp, and
 *   docx/xlsx (zip archives whose [Content_Types].xml says so; any other zip is refused).
 * - doc and xls are both OLE2 compound files, which `file-type` reports only as `cfb`: the
 *   directory's stream names tell them apart (WordDocument vs Workbook/Book).
 * - Text has no magic bytes. Content is text when it is valid UTF-8 (a BOM allowed) without
 *   control characters other than tab, line feed, carriage return and form feed. Text is xml when
 *   it is well-formed XML and either starts with an XML declaration or was declared xml; csv when
 *   it was declared csv and its first 1,000 lines parse as CSV with one column count; else txt.
 */
import { fileTypeFromBuffer } from 'file-type';
import { XMLValidator } from 'fast-xml-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { fileKindOf, type FileKind } from '../flows/document/file-kinds.js';

export type Detection = { ok: true; kind: FileKind } | { ok: false; detected: string | undefined; message: string };

/** What the client said the file is: its name and its part's Content-Type. */
export interface Declared {
  name: string;
  mime: string | undefined;
}

const kind = (ext: string): Detection => ({ ok: true, kind: fileKindOf(ext)! });
const unsupported = (detected: string | undefined, message: string): Detection => ({ ok: false, detected, message });

// Kinds `file-type` names directly; anything else it recognises is refused.
const MAGIC_KINDS = new Set(['pdf', 'png', 'jpg', 'bmp', 'heic', 'webp', 'docx', 'xlsx']);

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
const WORD_STREAM = utf16('WordDocument');
const WORKBOOK_STREAMS = [utf16('Workbook'), utf16('Book\0')];

/** Word 97-2003 or Excel 97-2003, by the compound file's stream names; undefined for other OLE2 files (msi, msg, ppt). */
function compoundKind(content: Buffer): Detection {
  if (content.includes(WORD_STREAM)) return kind('doc');
  if (WORKBOOK_STREAMS.some((name) => content.includes(name))) return kind('xls');
  return unsupported(
    'application/x-cfb',
    'an OLE2 compound file that is neither a Word (.doc) nor an Excel (.xls) document',
  );
}

// C0 controls other than \t \n \f \r, and DEL: binary data, not text.
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/;
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

function asText(content: Buffer): string | undefined {
  let text: string;
  try {
    text = decoder.decode(content);
  } catch {
    return undefined;
  }
  return CONTROL.test(text) ? undefined : text;
}

// eslint-disable-next-line @typescript-eslint/no-deprecated -- its successor, fast-xml-validator, has other defaults: moving is a change of its own
const isXml = (text: string) => XMLValidator.validate(text) === true;

function isCsv(text: string): boolean {
  try {
    const rows = parseCsv(text, {
      to_line: 1000,
      skip_empty_lines: true,
      relax_column_count: false,
      delimiter: [',', ';', '\t'],
    }) as unknown[];
    return rows.length > 0;
  } catch {
    return false;
  }
}

function declaredAs(declared: Declared, ext: string, mimes: readonly string[]): boolean {
  const dot = declared.name.lastIndexOf('.');
  const nameExt = dot >= 0 ? declared.name.slice(dot + 1).toLowerCase() : '';
  const mime = declared.mime?.split(';')[0]?.trim().toLowerCase() ?? '';
  return nameExt === ext || mimes.includes(mime);
}

export async function detectFileKind(content: Buffer, declared: Declared): Promise<Detection> {
  const magic = await fileTypeFromBuffer(content);
  if (magic) {
    if (magic.ext === 'cfb') return compoundKind(content);
    if (MAGIC_KINDS.has(magic.ext)) return kind(magic.ext);
    // file-type recognises an XML declaration; the document must still be well-formed text.
    if (magic.ext !== 'xml') return unsupported(magic.mime, `content is ${magic.mime} (.${magic.ext})`);
  }
  const text = asText(content);
  if (text === undefined) return unsupported(undefined, 'content is not one of the accepted formats');
  const body = text.replace(/^\uFEFF/, '');
  if ((magic?.ext === 'xml' || declaredAs(declared, 'xml', ['application/xml', 'text/xml'])) && isXml(body))
    return kind('xml');
  if (declaredAs(declared, 'csv', ['text/csv', 'application/csv']) && isCsv(body)) return kind('csv');
  return kind('txt');
}

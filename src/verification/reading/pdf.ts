/**
 * The first page of a PDF: its text layer when it has one (a PDF made by software: exact text, no
 * OCR), else the page rasterised for OCR (a scan saved as PDF). pdf.js (Mozilla's, maintained,
 * Apache-2.0) parses; its Node build draws with @napi-rs/canvas (prebuilt Skia, shipped in npm).
 * Only the first page is read: a registry extract or ID scan carries the fields there, and reading
 * every page of an arbitrary upload would let one file cost minutes of CPU.
 */
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { TextLine } from './extract.js';

/** A text layer with fewer letters and digits than this is a scan with a stray caption, not text. */
const MIN_TEXT_CHARS = 16;
/** The rasterised page's longer side, in pixels (~190 dpi on A4: 10 pt text is ~25 px high), and the most a tiny page is enlarged. */
const RASTER_LONG_SIDE = 2200;
const MAX_SCALE = 6;

export type PdfPage =
  { kind: 'text'; lines: TextLine[] } | { kind: 'image'; png: Buffer } | { kind: 'unreadable'; why: string };

/** The canvas pair pdf.js's Node canvas factory creates (@napi-rs/canvas); the DOM types it names are not in our lib. */
interface NodeCanvasFactory {
  create(width: number, height: number): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: object };
}

export const isPdf = (buf: Buffer) => buf.subarray(0, 5).toString('latin1') === '%PDF-';

/** Text items to lines: items whose baselines are within half a glyph's height share a line, read left to right. */
function textLines(items: TextItem[]): TextLine[] {
  const placed = items
    .filter((i) => i.str.trim() !== '')
    .map((i) => {
      const t = i.transform as number[];
      return { str: i.str, x: t[4] ?? 0, y: t[5] ?? 0, h: Math.abs(t[3] ?? 10) || 10 };
    })
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Array<{ y: number; h: number; parts: typeof placed }> = [];
  for (const item of placed) {
    const row = rows.find((r) => Math.abs(r.y - item.y) <= Math.min(r.h, item.h) / 2);
    if (row) row.parts.push(item);
    else rows.push({ y: item.y, h: item.h, parts: [item] });
  }
  return rows.map((r) => ({
    text: r.parts
      .sort((a, b) => a.x - b.x)
      .map((p) => p.str)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
    confidence: 1,
  }));
}

/** pdf.js is loaded with the first PDF, not at boot: a deployment that reads none never parses its ~2 MB. */
let loading: Promise<typeof PdfJs> | undefined;
const pdfjsModule = () => (loading ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

export async function readFirstPage(content: Buffer): Promise<PdfPage> {
  const pdfjs = await pdfjsModule();
  let doc: PdfJs.PDFDocumentProxy;
  try {
    // No eval, no font loading, no network: the data is all pdf.js gets.
    doc = await pdfjs.getDocument({
      data: new Uint8Array(content),
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (e) {
    return { kind: 'unreadable', why: (e as Error).message };
  }
  try {
    const page = await doc.getPage(1);
    const text = await page.getTextContent();
    const lines = textLines(text.items.filter((i): i is TextItem => 'str' in i));
    const chars = lines.reduce((n, l) => n + l.text.replace(/[^\p{L}\p{N}]/gu, '').length, 0);
    if (chars >= MIN_TEXT_CHARS) return { kind: 'text', lines };
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(MAX_SCALE, RASTER_LONG_SIDE / Math.max(base.width, base.height));
    const viewport = page.getViewport({ scale });
    const { canvas, context } = (doc.canvasFactory as NodeCanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    return { kind: 'image', png: canvas.toBuffer('image/png') };
  } catch (e) {
    return { kind: 'unreadable', why: (e as Error).message };
  } finally {
    await doc.destroy();
  }
}

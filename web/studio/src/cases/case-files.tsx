/**
 * The uploaded files, shown in the page: images inline with a zoom, PDFs drawn page by page with
 * pdf.js (the browser's own PDF viewer is absent from headless Chromium and cannot run inside the
 * page's CSP-sandboxed frame), anything else as a download only. The bytes come from the Studio's
 * file route (GET /studio/api/cases/{id}/files/{fileId}), which checks the session's tenant and
 * answers with the type detected at upload and no-sniff.
 */
import { useEffect, useRef, useState } from 'react';
import type { CaseDetails, CaseFile } from '../../../../src/studio/case-types.js';
import { fileUrl } from './cases-api.js';
import { formatWhen } from './format.js';

const kB = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} kB`);
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Pages drawn at most: a reviewer reads an identity document or a registry extract, not a book. */
const MAX_PAGES = 10;

function ZoomableImage(props: { src: string; alt: string }) {
  const [zoom, setZoom] = useState(1);
  return (
    <figure className="file-image">
      <div className="zoom-controls" role="group" aria-label={`Zoom ${props.alt}`}>
        <button type="button" className="secondary" onClick={() => setZoom((z) => Math.max(0.5, z - 0.5))}>
          Zoom out
        </button>
        <span aria-live="polite">{Math.round(zoom * 100)}%</span>
        <button type="button" className="secondary" onClick={() => setZoom((z) => Math.min(4, z + 0.5))}>
          Zoom in
        </button>
      </div>
      {/* Focusable, so a zoomed image scrolls by keyboard too. */}
      <div className="file-frame" tabIndex={0} role="region" aria-label={`${props.alt}, zoomable`}>
        <img src={props.src} alt={props.alt} style={{ width: `${zoom * 100}%` }} />
      </div>
    </figure>
  );
}

function PdfPages(props: { src: string; name: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; shown: number } | { error: string }>();
  useEffect(() => {
    let cancelled = false;
    const draw = async () => {
      // Loaded on first use: pdf.js is a large chunk most case views never need. The legacy build
      // polyfills what the modern one takes from the newest browsers (Map.getOrInsertComputed).
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const worker = await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const bytes = new Uint8Array(await (await fetch(props.src, { credentials: 'same-origin' })).arrayBuffer());
      // No eval (the page's CSP forbids it) and errors only: a missing standard font is drawn with a fallback.
      const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
      const shown = Math.min(doc.numPages, MAX_PAGES);
      for (let n = 1; n <= shown && !cancelled; n++) {
        const page = await doc.getPage(n);
        const viewport = page.getViewport({ scale: 1.5 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `${props.name}, page ${n} of ${doc.numPages}`);
        await page.render({ canvas, viewport }).promise;
        if (!cancelled) box.current?.append(canvas);
      }
      if (!cancelled) setState({ pages: doc.numPages, shown });
      await doc.destroy();
    };
    draw().catch((err: unknown) => {
      if (!cancelled) setState({ error: err instanceof Error ? err.message : 'The PDF could not be drawn.' });
    });
    return () => {
      cancelled = true;
      box.current?.replaceChildren();
    };
  }, [props.src, props.name]);
  return (
    <figure className="file-pdf">
      <div className="file-frame pdf-pages" ref={box} tabIndex={0} role="region" aria-label={`${props.name} pages`} />
      {state === undefined && <p role="status">Drawing the PDF…</p>}
      {state && 'error' in state && (
        <p role="alert" className="error">
          {state.error}
        </p>
      )}
      {state && 'pages' in state && state.shown < state.pages && (
        <p className="muted">
          The first {state.shown} of {state.pages} pages; download the file for the rest.
        </p>
      )}
    </figure>
  );
}

function FileView(props: { caseId: string; file: CaseFile }) {
  const { caseId, file } = props;
  const src = fileUrl(caseId, file.fileId);
  return (
    <li aria-label={`File ${file.name}`}>
      <strong>{file.name}</strong>{' '}
      <span className="muted">
        {file.type}, {kB(file.size)}, uploaded {formatWhen(file.createdAt)}
      </span>{' '}
      <a href={fileUrl(caseId, file.fileId, true)} download={file.name}>
        Download
      </a>
      <div className="muted">
        SHA-256 <code>{file.sha256}</code>
      </div>
      {IMAGE_TYPES.has(file.type) && <ZoomableImage src={src} alt={file.name} />}
      {file.type === 'application/pdf' && <PdfPages src={src} name={file.name} />}
    </li>
  );
}

export function CaseFiles(props: { details: CaseDetails }) {
  const { files, endClientId } = props.details;
  if (files.length === 0) return <p>No files were uploaded.</p>;
  return (
    <ul className="files">
      {files.map((f) => (
        <FileView key={f.fileId} caseId={endClientId} file={f} />
      ))}
    </ul>
  );
}

/**
 * The landing page's stylesheet, inlined and admitted by its sha256 in the CSP (landing-page.ts):
 * one request, nothing fetched from elsewhere. System fonts only; follows the reader's dark mode.
 */
export const LANDING_CSS = [
  ':root{color-scheme:light dark;--fg:#1d2330;--muted:#596273;--bg:#f7f8fa;--card:#fff;--line:#dde1e8;--accent:#1f5fbf;--warn:#8a4b00}',
  '@media (prefers-color-scheme:dark){:root{--fg:#e6e9ef;--muted:#a3abb9;--bg:#14171c;--card:#1c2027;--line:#2e3440;--accent:#7fb0ff;--warn:#ffc46b}}',
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}',
  'header,main{max-width:52rem;margin:0 auto;padding:0 1.25rem}',
  'header{padding-top:2.5rem}',
  'h1{margin:0 0 .25rem;font-size:2rem}',
  'h2{margin:2rem 0 .75rem;font-size:1.3rem;border-bottom:1px solid var(--line);padding-bottom:.25rem}',
  'h3{margin:0 0 .25rem;font-size:1.05rem}',
  '.version{font-size:1rem;font-weight:400;color:var(--muted)}',
  'header p{margin:0;color:var(--muted)}',
  'a{color:var(--accent)}',
  'code{font:.9em ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}',
  '.links dt{margin-top:.5rem;font-weight:600}',
  '.links dt code{font-weight:400;color:var(--muted);margin-left:.5rem}',
  '.links dd{margin:0;color:var(--muted)}',
  '.flows{list-style:none;padding:0;display:grid;gap:.75rem}',
  '.flows li{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem}',
  '.flows p{margin:.25rem 0}',
  '.id{color:var(--muted)}',
  '.run{display:inline-block;margin-top:.25rem;padding:.35rem .8rem;border-radius:.35rem;background:var(--accent);color:var(--bg);text-decoration:none;font-weight:600}',
  '.run:focus-visible{outline:3px solid var(--fg);outline-offset:2px}',
  '.warn{color:var(--warn)}',
  'table{border-collapse:collapse;width:100%;background:var(--card);margin-bottom:2.5rem}',
  'th,td{text-align:left;padding:.4rem .6rem;border:1px solid var(--line);vertical-align:top}',
].join('\n');

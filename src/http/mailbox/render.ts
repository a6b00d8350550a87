/**
 * The mailbox page's HTML, rendered on the server with every value escaped. An e-mail's HTML part
 * is never trusted: it is shown only inside `<iframe sandbox srcdoc>` (no scripts, no same-origin
 * access, no forms), and the links a reader needs are taken from the text part and rendered here
 * as plain escaped http(s) links, so the resume link is clickable whatever the HTML part holds.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/html.js';
import type { MailboxMessage, MailboxPage } from '../../mailbox/repository.js';
import type { MailTransportKind } from '../../config/env.js';

const CSS = [
  'body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1f2328;line-height:1.45}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d0d7de;vertical-align:top}',
  '.unread td{font-weight:600}.muted{color:#59636e}.tag{font-size:80%;border:1px solid #8c959f;border-radius:4px;padding:0 .3rem;margin-left:.3rem}',
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:#59636e}dd{margin:0;overflow-wrap:anywhere}',
  'iframe{width:100%;height:28rem;border:1px solid #d0d7de}pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f8fa;padding:.75rem}',
  '.links a{overflow-wrap:anywhere}',
].join('');

/**
 * The page's policy: nothing but the inline style sheet above (allowed by its hash, so no
 * 'unsafe-inline'), no scripts at all, no framing of the page, no Referer (resume links are
 * bearer capabilities). The sandboxed frame inherits it, which also keeps the HTML part from
 * loading images or anything else from the network.
 */
export const MAILBOX_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    `default-src 'none'; style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'; ` +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

function document(title: string, body: string): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>` +
    `<body>${body}</body></html>\n`
  );
}

/** `2026-05-01 14:03 UTC`, in a <time> element carrying the exact instant. */
function time(isoText: string): string {
  return `<time datetime="${escapeHtml(isoText)}">${escapeHtml(isoText.slice(0, 16).replace('T', ' '))} UTC</time>`;
}

/** The distinct http(s) URLs in a text: the only links the page renders as clickable. */
export function linksIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/https?:\/\/[^\s<>"'`]+/g)) {
    const candidate = match[0].replace(/[.,;:!?)\]]+$/, '');
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.href);
    } catch {
      // Not a URL after all: left as text.
    }
  }
  return [...found];
}

const modeTag = (mode: string) => (mode === 'test' ? '<span class="tag">test</span>' : '');

export function mailboxListPage(input: {
  username: string;
  transport: MailTransportKind;
  page: MailboxPage;
  olderHref: string | undefined;
}): string {
  const { page } = input;
  const note =
    input.transport === 'mailbox'
      ? ''
      : `<p class="muted">This server's mail transport is <code>${escapeHtml(input.transport)}</code>: new notification e-mails do not arrive here.</p>`;
  const rows = page.messages
    .map(
      (m) =>
        `<tr class="${m.readAt === null ? 'unread' : 'read'}">` +
        `<td><a href="mailbox/${encodeURIComponent(m.id)}">${escapeHtml(m.subject || '(no subject)')}</a>${modeTag(m.mode)}</td>` +
        `<td>${escapeHtml(m.to)}</td><td>${time(m.createdAt)}</td></tr>`,
    )
    .join('');
  const table =
    page.messages.length === 0
      ? '<p class="muted" id="empty">No e-mails yet. Notifications sent with <code>POST /end-clients/{id}/notification</code> arrive here.</p>'
      : `<table><thead><tr><th>Subject</th><th>To</th><th>Sent</th></tr></thead><tbody>${rows}</tbody></table>`;
  const older = input.olderHref ? `<p><a rel="next" href="${escapeHtml(input.olderHref)}">Older e-mails</a></p>` : '';
  return document(
    'Mailbox',
    `<header><h1>Mailbox</h1><p class="muted">Signed in as ${escapeHtml(input.username)}</p></header>${note}${table}${older}`,
  );
}

export function mailboxMessagePage(m: MailboxMessage): string {
  const links = linksIn(m.text);
  const linkList =
    links.length === 0
      ? ''
      : '<section class="links"><h2>Links in this e-mail</h2><ul>' +
        links
          .map(
            (url) =>
              `<li><a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${escapeHtml(url)}</a></li>`,
          )
          .join('') +
        '</ul></section>';
  // Links clicked inside the frame open a new tab: the frame itself may not show other pages
  // (the resume page refuses framing), and popups leave the sandbox so that tab works normally.
  const frame =
    m.html === ''
      ? ''
      : '<section><h2>HTML</h2><iframe title="The e-mail\'s HTML part" ' +
        `sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" srcdoc="${escapeHtml(`<base target="_blank">${m.html}`)}"></iframe></section>`;
  return document(
    m.subject || 'E-mail',
    '<p><a href="../mailbox">← Mailbox</a></p>' +
      `<article><h1>${escapeHtml(m.subject || '(no subject)')}${modeTag(m.mode)}</h1>` +
      `<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>Sent</dt><dd>${time(m.createdAt)}</dd>` +
      `<dt>End client</dt><dd><code>${escapeHtml(m.endClientId)}</code></dd></dl>` +
      `${linkList}${frame}<section><h2>Text</h2><pre>${escapeHtml(m.text)}</pre></section></article>`,
  );
}

export function mailboxNoticePage(title: string, text: string): string {
  return document(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);
}

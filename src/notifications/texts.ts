/**
 * The notification e-mail: an invitation for a lead who has not started, or a resume reminder for
 * one in progress, in the run's language from the message catalogues (src/i18n, `email.*`), which
 * fall back from a regional code to its language's catalogue, then to en-US.
 */
import type { Language } from '../flows/document/constants.js';
import { messagesFor, type MessageKey } from '../i18n/index.js';
import { escapeHtml } from '../lib/html.js';

export interface NotificationContent {
  language: Language;
  kind: 'start' | 'resume';
  flowName: string;
  url: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The lead's first name when the run holds one. */
  firstName?: string | undefined;
}

// A flow name is free text: it must not break the subject line or the layout.
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function formatExpiry(language: Language, expiresAt: number): string {
  const date = new Date(expiresAt * 1000);
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' };
  try {
    return `${new Intl.DateTimeFormat(language, options).format(date)} UTC`;
  } catch {
    return `${new Intl.DateTimeFormat('en', options).format(date)} UTC`;
  }
}

// A character no text contains: HTML is built by escaping the formatted sentence with these
// markers in place of the values, then putting the escaped values in, so a value is escaped once
// and the catalogue's own punctuation (quotes) is escaped too.
const MARK = (name: string) => `\uE000${name}\uE000`;

export function composeNotification(c: NotificationContent): { subject: string; text: string; html: string } {
  const m = messagesFor(c.language);
  const values = {
    flow: oneLine(c.flowName),
    date: formatExpiry(c.language, c.expiresAt),
    name: c.firstName ? oneLine(c.firstName) : '',
  };
  const named = values.name === '' ? 'no' : 'yes';
  const text = (key: MessageKey) => m.format(key, { ...values, named });
  const html = (key: MessageKey) => {
    let out = escapeHtml(m.format(key, { flow: MARK('flow'), date: MARK('date'), name: MARK('name'), named }));
    for (const [k, v] of Object.entries(values)) out = out.split(MARK(k)).join(escapeHtml(v));
    return out;
  };
  const start = c.kind === 'start';
  const intro: MessageKey = start ? 'email.startIntro' : 'email.resumeIntro';
  const action: MessageKey = start ? 'email.startAction' : 'email.resumeAction';
  const body = [
    text('email.greeting'),
    '',
    text(intro),
    c.url,
    '',
    text('email.validUntil'),
    '',
    text('email.ignore'),
    '',
  ];
  const page = [
    `<!doctype html><html lang="${escapeHtml(c.language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${html('email.greeting')}</p>`,
    `<p>${html(intro)}</p>`,
    `<p><a href="${escapeHtml(c.url)}" style="display:inline-block;padding:10px 18px;background:#1a56db;color:#fff;text-decoration:none;border-radius:4px">${html(action)}</a></p>`,
    `<p style="font-size:90%">${escapeHtml(c.url)}</p>`,
    `<p>${html('email.validUntil')}</p>`,
    `<p style="color:#666;font-size:90%">${html('email.ignore')}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: text(start ? 'email.startSubject' : 'email.resumeSubject'), text: body.join('\n'), html: page };
}

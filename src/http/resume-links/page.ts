/**
 * GET /resume/{token}: the hosted resume page a signed URL opens. The server checks the link
 * before serving anything (signature, expiry, not revoked, session still there and still movable)
 * and answers a problem with a small HTML page and a fitting status (400 not valid, 410 expired, revoked or closed,
 * 404 gone), never a JSON body or a stack trace: a person reads it, not a program.
 *
 * The page's script and stylesheet are the hosted app (web/hosted: TypeScript, bundled by Vite at
 * `npm run build` into dist/hosted-web/page.js and page.css, served at /resume/assets/); it runs
 * the flow through the resume API (resume-api.ts). Headers keep the token where it belongs: a CSP
 * that allows only this origin's script, style and API (no inline code; framing only of a test link,
 * by this origin: TEST_PAGE_HEADERS), no Referer
 * (the URL holds the token; the end step's redirect link must not receive it), no caching.
 */
import { NONE } from '../contract/security.js';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { patternOnlyLog } from '../route-log.js';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../types.js';
import { statusOf } from '../status.js';
import { OnwardError } from '../../errors/index.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { ResumeTokens } from '../../resume-links/token.js';
import type { LinkGenerations } from '../../resume-links/generations.js';
import { escapeHtml } from '../../lib/html.js';
import { isLocale, LOCALES, messagesFor, type Locale, type MessageKey } from '../../i18n/index.js';
import type { CompiledFlow } from '../../flows/document/compiled-types.js';
import { pageTexts, pickPageLanguage, type PageLanguageInput, type PageTexts } from './page-language.js';

/** Where Vite builds the page's assets (web/hosted/vite.config.ts): src/http/resume-links and dist/http/resume-links both sit three levels under the package root. */
export const HOSTED_BUILD_DIR = fileURLToPath(new URL('../../../dist/hosted-web/', import.meta.url));

/** The build's files under their fixed names: one script bundle and one stylesheet. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  'page.js': 'text/javascript; charset=utf-8',
  'page.css': 'text/css; charset=utf-8',
};

const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
  "base-uri 'none'; form-action 'none'";

export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': `${PAGE_CSP}; frame-ancestors 'none'`,
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * A test-mode link may be framed by a page of this same origin: the Studio's "Try it" panel runs a
 * test session in a frame (its CSP is the only one of ours with `frame-src 'self'`; every other page
 * Onward serves allows no frames). Live links, which end users get, are never framed, so no other
 * site can overlay one (clickjacking).
 */
export const TEST_PAGE_HEADERS: Readonly<Record<string, string>> = {
  ...PAGE_HEADERS,
  'content-security-policy': `${PAGE_CSP}; frame-ancestors 'self'`,
  'x-frame-options': 'SAMEORIGIN',
};

// The page's texts travel as a JSON data block: a script element of type application/json is never
// executed, so the CSP (script-src 'self') stays as strict, and "<" is escaped so no text can close it.
const dataBlock = (texts: PageTexts) =>
  `<script type="application/json" id="onward-i18n">${JSON.stringify(texts).replace(/</g, '\\u003c')}</script>`;

// Relative asset paths: the page works under any path prefix a proxy puts in ONWARD_PUBLIC_URL.
function document(body: string, title: string, texts: PageTexts, withScript: boolean): string {
  const t = texts.messages;
  return (
    `<!doctype html>\n<html lang="${escapeHtml(texts.language)}" dir="${texts.dir}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="assets/page.css"></head>` +
    `<body><main id="app" aria-live="polite">${body}</main>` +
    (withScript
      ? `<noscript><p>${escapeHtml(t['page.noscript'] ?? '')}</p></noscript>${dataBlock(texts)}` +
        '<script type="module" src="assets/page.js"></script>'
      : '') +
    '</body></html>\n'
  );
}

export function appPage(texts: PageTexts): string {
  const t = texts.messages;
  return document(`<p class="muted">${escapeHtml(t['page.loading'] ?? '')}</p>`, t['page.title'] ?? '', texts, true);
}

export function errorPage(title: string, text: string, state: string, texts: PageTexts): string {
  return document(
    `<section class="notice error" data-state="${escapeHtml(state)}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`,
    title,
    texts,
    false,
  );
}

interface Problem {
  status: number;
  title: MessageKey;
  text: MessageKey;
  state: string;
}

export interface ResumePageDeps {
  resumeTokens: Pick<ResumeTokens, 'verify'>;
  runtime: Pick<FlowRuntime, 'open' | 'sessions'>;
  linkGenerations: Pick<LinkGenerations, 'current'>;
}

/** Why the link cannot be resumed, or the flow the page runs. */
async function problemOf(deps: ResumePageDeps, token: string): Promise<Problem | { flow: CompiledFlow }> {
  const check = deps.resumeTokens.verify(token);
  if (!check.ok) {
    return check.error === 'expired'
      ? { status: 410, title: 'page.expired.title', text: 'page.askNewLink', state: 'expired' }
      : { status: 400, title: 'page.invalid.title', text: 'page.invalid.text', state: 'invalid' };
  }
  const { sessionId, mode, generation } = check.ref;
  const gone: Problem = { status: 404, title: 'page.gone.title', text: 'page.askNewLink', state: 'gone' };
  // Revocation first: a revoked link's holder learns nothing more about the run.
  const current = await deps.linkGenerations.current(sessionId);
  if (!current) return gone;
  if (current.generation !== generation)
    return { status: 410, title: 'page.revoked.title', text: 'page.revoked.text', state: 'revoked' };
  const session = await deps.runtime.sessions.get(sessionId);
  if (!session) return gone;
  if (session.status === 'ABANDONED')
    return { status: 410, title: 'page.closed.title', text: 'page.closed.text', state: 'closed' };
  if (session.state.position.kind === 'end')
    return { status: 410, title: 'page.finished.title', text: 'page.finished.text', state: 'finished' };
  try {
    // The flow version the session runs must still be there (and the mode must match).
    return { flow: (await deps.runtime.open(mode, session.flowId, sessionId)).published.compiled };
  } catch (err) {
    if (err instanceof OnwardError && statusOf(err.code) === 404) return gone;
    throw err;
  }
}

/** The flow's languages, its default first: the page offers exactly these. */
function flowLanguages(flow: CompiledFlow): Locale[] {
  const translated = Object.keys(flow.translations).filter(isLocale);
  return [flow.defaultLanguage, ...translated.filter((l) => l !== flow.defaultLanguage)];
}

function sendHtml(reply: FastifyReply, status: number, html: string, headers = PAGE_HEADERS) {
  return reply.status(status).headers(headers).type('text/html; charset=utf-8').send(html);
}

/** The headers of the page a token opens: a signed test-mode token's page may be framed by this origin. */
function headersFor(deps: ResumePageDeps, token: string): Readonly<Record<string, string>> {
  const check = deps.resumeTokens.verify(token);
  return check.ok && check.ref.mode === 'test' ? TEST_PAGE_HEADERS : PAGE_HEADERS;
}

export function registerResumePage(app: App, deps: ResumePageDeps, buildDir: string = HOSTED_BUILD_DIR): void {
  // A fixed list, each file read once it exists (a server started before `npm run build` finished
  // picks it up later): nothing under the folder is served by name from the request.
  for (const [name, type] of Object.entries(ASSET_TYPES)) {
    let body: string | undefined;
    app.get(`/resume/assets/${name}`, { schema: { hide: true } }, async (_request, reply) => {
      body ??= existsSync(`${buildDir}${name}`) ? readFileSync(`${buildDir}${name}`, 'utf8') : undefined;
      if (body === undefined) {
        return reply
          .status(503)
          .headers({ 'cache-control': 'no-store' })
          .type('text/plain; charset=utf-8')
          .send('The hosted page is not built on this server: run `npm run build`.');
      }
      return reply
        .headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache' })
        .type(type)
        .send(body);
    });
  }

  app.get(
    '/resume/:token',
    {
      // The token is a bearer capability: the request log names the route, never the URL that holds it.
      logSerializers: patternOnlyLog,
      schema: {
        tags: ['resume links'],
        security: NONE,
        summary: 'The hosted resume page a signed URL opens (HTML)',
        description:
          'Serves a self-contained page that runs the session for the end user through the resume API. ' +
          'A link that is not valid answers 400, an expired or revoked link or a finished or abandoned run 410, a deleted session 404, each as a short HTML page.',
        params: Type.Object({
          token: Type.String({ maxLength: 256, description: 'The resume token from the signed URL' }),
        }),
        querystring: Type.Object({
          lang: Type.Optional(
            Type.String({
              maxLength: 35,
              description:
                "The page language (an x-hf-language code or any language tag): first choice among the flow's languages, before the x-hf-language header and Accept-Language",
            }),
          ),
        }),
        response: {
          200: { description: 'The resume page', content: { 'text/html': { schema: Type.String() } } },
          400: { description: 'Not a valid link (HTML)', content: { 'text/html': { schema: Type.String() } } },
          404: {
            description: 'The session no longer exists (HTML)',
            content: { 'text/html': { schema: Type.String() } },
          },
          410: {
            description: 'Expired or revoked link, finished or abandoned run (HTML)',
            content: { 'text/html': { schema: Type.String() } },
          },
          500: { description: 'Something went wrong (HTML)', content: { 'text/html': { schema: Type.String() } } },
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['x-hf-language'];
      const wanted: PageLanguageInput = {
        query: request.query.lang,
        header: typeof header === 'string' ? header : undefined,
        acceptLanguage: request.headers['accept-language'],
      };
      // Without a flow (a bad link, a failure), Onward's own texts exist in every language.
      const problemPage = (p: Pick<Problem, 'title' | 'text' | 'state'>) => {
        const texts = pageTexts(pickPageLanguage(wanted, ['en-US', ...LOCALES]), []);
        const m = messagesFor(texts.language);
        return errorPage(m.format(p.title), m.format(p.text), p.state, texts);
      };
      let checked: Awaited<ReturnType<typeof problemOf>>;
      try {
        checked = await problemOf(deps, request.params.token);
      } catch (err) {
        request.log.error({ err }, 'resume page check failed');
        return sendHtml(
          reply,
          500,
          problemPage({ title: 'page.error.title', text: 'page.error.text', state: 'error' }),
        );
      }
      const headers = headersFor(deps, request.params.token);
      if (!('flow' in checked)) return sendHtml(reply, checked.status, problemPage(checked), headers);
      const available = flowLanguages(checked.flow);
      const language = pickPageLanguage(wanted, available);
      return sendHtml(reply, 200, appPage(pageTexts(language, available, checked.flow.defaultLanguage)), headers);
    },
  );
}

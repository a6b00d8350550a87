/**
 * GET /resume/{token}: the hosted resume page a signed URL opens. The server checks the link
 * before serving anything (signature, expiry, not revoked, session still there and still movable)
 * and answers a problem with a small HTML page and a fitting status (400 not valid, 410 expired, revoked or closed,
 * 404 gone), never a JSON body or a stack trace: a person reads it, not a program.
 *
 * The page itself is static (src/http/resume-links/page/: vanilla JS and CSS, no build step) and runs
 * the flow through the resume API (resume-api.ts). Headers keep the token where it belongs: a CSP
 * that allows only this origin's script, style and API (no inline code; framing only of a test link,
 * by this origin: TEST_PAGE_HEADERS), no Referer
 * (the URL holds the token; the end step's redirect link must not receive it), no caching.
 */
import { NONE } from '../contract/security.js';
import { readFileSync } from 'node:fs';
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

// Resolved against the source tree from both src/ and dist/ (the assets are not compiled).
const ASSETS = new URL('../../../src/http/resume-links/page/', import.meta.url);

const ASSET_TYPES: Readonly<Record<string, string>> = {
  'page.js': 'text/javascript; charset=utf-8',
  'elements.js': 'text/javascript; charset=utf-8',
  'kyb.js': 'text/javascript; charset=utf-8',
  'eid.js': 'text/javascript; charset=utf-8',
  'document.js': 'text/javascript; charset=utf-8',
  'ocr.js': 'text/javascript; charset=utf-8',
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

// Relative asset paths: the page works under any path prefix a proxy puts in ONWARD_PUBLIC_URL.
function document(body: string, title: string, withScript: boolean): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="assets/page.css"></head>` +
    `<body><main id="app" aria-live="polite">${body}</main>` +
    (withScript
      ? '<noscript><p>This page needs JavaScript.</p></noscript><script type="module" src="assets/page.js"></script>'
      : '') +
    '</body></html>\n'
  );
}

export const APP_PAGE = document('<p class="muted">Loading…</p>', 'Continue your application', true);

export function errorPage(title: string, text: string, state: string): string {
  return document(
    `<section class="notice error" data-state="${escapeHtml(state)}"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`,
    title,
    false,
  );
}

interface Problem {
  status: number;
  title: string;
  text: string;
  state: string;
}

const ASK = 'Ask the sender for a new link.';

export interface ResumePageDeps {
  resumeTokens: Pick<ResumeTokens, 'verify'>;
  runtime: Pick<FlowRuntime, 'open' | 'sessions'>;
  linkGenerations: Pick<LinkGenerations, 'current'>;
}

/** Why the link cannot be resumed, or undefined when the page may be served. */
async function problemOf(deps: ResumePageDeps, token: string): Promise<Problem | undefined> {
  const check = deps.resumeTokens.verify(token);
  if (!check.ok) {
    return check.error === 'expired'
      ? { status: 410, title: 'This link has expired', text: ASK, state: 'expired' }
      : {
          status: 400,
          title: 'This link is not valid',
          text: `Check that it was copied whole, or ${ASK.toLowerCase()}`,
          state: 'invalid',
        };
  }
  const { sessionId, mode, generation } = check.ref;
  const gone: Problem = { status: 404, title: 'This application no longer exists', text: ASK, state: 'gone' };
  // Revocation first: a revoked link's holder learns nothing more about the run.
  const current = await deps.linkGenerations.current(sessionId);
  if (!current) return gone;
  if (current.generation !== generation)
    return {
      status: 410,
      title: 'This link is no longer valid',
      text: `The sender has withdrawn it. ${ASK}`,
      state: 'revoked',
    };
  const session = await deps.runtime.sessions.get(sessionId);
  if (!session) return gone;
  if (session.status === 'ABANDONED')
    return {
      status: 410,
      title: 'This application is closed',
      text: 'It can no longer be continued. Contact the sender if this is unexpected.',
      state: 'closed',
    };
  if (session.state.position.kind === 'end')
    return {
      status: 410,
      title: 'Already completed',
      text: 'This application has already been completed.',
      state: 'finished',
    };
  try {
    // The flow version the session runs must still be there (and the mode must match).
    await deps.runtime.open(mode, session.flowId, sessionId);
  } catch (err) {
    if (err instanceof OnwardError && statusOf(err.code) === 404) return gone;
    throw err;
  }
  return undefined;
}

function sendHtml(reply: FastifyReply, status: number, html: string, headers = PAGE_HEADERS) {
  return reply.status(status).headers(headers).type('text/html; charset=utf-8').send(html);
}

/** The headers of the page a token opens: a signed test-mode token's page may be framed by this origin. */
function headersFor(deps: ResumePageDeps, token: string): Readonly<Record<string, string>> {
  const check = deps.resumeTokens.verify(token);
  return check.ok && check.ref.mode === 'test' ? TEST_PAGE_HEADERS : PAGE_HEADERS;
}

export function registerResumePage(app: App, deps: ResumePageDeps): void {
  // A fixed list read once at start: nothing under the folder is served by name from the request.
  const assets = new Map(
    Object.entries(ASSET_TYPES).map(([name, type]) => [
      name,
      { type, body: readFileSync(new URL(name, ASSETS), 'utf8') },
    ]),
  );
  for (const [name, asset] of assets) {
    app.get(`/resume/assets/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .headers({ ...PAGE_HEADERS, 'cache-control': 'no-cache' })
        .type(asset.type)
        .send(asset.body),
    );
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
      let problem: Problem | undefined;
      try {
        problem = await problemOf(deps, request.params.token);
      } catch (err) {
        request.log.error({ err }, 'resume page check failed');
        return sendHtml(reply, 500, errorPage('Something went wrong', 'Please try again in a moment.', 'error'));
      }
      const headers = headersFor(deps, request.params.token);
      if (problem)
        return sendHtml(reply, problem.status, errorPage(problem.title, problem.text, problem.state), headers);
      return sendHtml(reply, 200, APP_PAGE, headers);
    },
  );
}

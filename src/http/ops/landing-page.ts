/**
 * GET /: what this server is, where its API reference and health endpoints are, and (demo only)
 * the demo flows with one-click runs and the demo credentials. A browser gets a server-rendered
 * page; `Accept: application/json` (without text/html) gets the same facts as a small JSON index.
 *
 * The page loads nothing from anywhere: no script, no CDN, no web font. Its one inline stylesheet
 * is admitted by its hash in a CSP that allows nothing else, like the resume page's.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types.js';
import { escapeHtml } from '../../lib/html.js';
import { DEMO_RUN_PATH } from '../demo/run-flow.js';
import { LANDING_CSS } from './landing-style.js';

// Resolved from both src/http/ops/ and dist/http/ops/: package.json is three levels up either way.
const PACKAGE = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version?: unknown;
};
export const VERSION = typeof PACKAGE.version === 'string' ? PACKAGE.version : 'unknown';

const STYLE_HASH = `sha256-${createHash('sha256').update(LANDING_CSS).digest('base64')}`;

export const LANDING_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    `default-src 'none'; style-src '${STYLE_HASH}'; img-src 'self' data:; ` +
    "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  // The demo credentials may be on it: no cache keeps them.
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** A shipped example flow, as the demo section lists it. */
export interface DemoFlow {
  flowId: string;
  name: string;
  description: string | undefined;
}

/** What the composition root tells the HTTP layer about the demo (src/app/services.ts). */
export interface DemoInfo {
  /** The bootstrap tenant the demo flows belong to and run for. */
  tenantId: string;
  flows: DemoFlow[];
  /** Only while the bootstrap tenant runs on the published demo credentials; never real ones. */
  credentials: { clientId: string; clientSecret: string; username: string; password: string } | undefined;
}

export interface LandingDeps {
  /** undefined when the demo is off: then nothing demo appears, in the page or the JSON. */
  demo: DemoInfo | undefined;
  /** Notification e-mails go to the built-in mailbox (ONWARD_MAIL_TRANSPORT=mailbox): link its page. */
  mailbox: boolean;
}

interface Link {
  path: string;
  label: string;
  text: string;
}

/** The Studio, when this server serves it (src/http/studio). */
function studioLinks(app: App): Link[] {
  return app.hasRoute({ method: 'GET', url: '/studio' })
    ? [
        {
          path: 'studio',
          label: 'Studio',
          text: 'The flow builder and case review: sign in with the tenant\u2019s Basic user or OAuth client.',
        },
      ]
    : [];
}

/** Paths without the leading slash: links resolve under whatever prefix a proxy serves Onward at. */
function apiLinks(app: App): Link[] {
  const links: Link[] = [
    {
      path: 'openapi.json',
      label: 'OpenAPI document',
      text: 'The OpenAPI 3 description of every public route (JSON).',
    },
  ];
  // Linked only once a route serves it, so the page never points at a 404.
  if (app.hasRoute({ method: 'GET', url: '/docs' }))
    links.unshift({ path: 'docs', label: 'API reference', text: 'The browsable API reference.' });
  return links;
}

const HEALTH: Link[] = [
  { path: 'healthz', label: 'Liveness', text: 'Answers while the process runs.' },
  {
    path: 'readyz',
    label: 'Readiness',
    text: 'Answers 503 while the database is unreachable or the server is shutting down.',
  },
  { path: 'metrics', label: 'Metrics', text: 'Prometheus text format.' },
];

const MAILBOX: Link = {
  path: 'mailbox',
  label: 'Mailbox',
  text: "Notification e-mails kept on this server instead of sent (sign in with the tenant's Basic user).",
};

const runPath = (flowId: string): string => `${DEMO_RUN_PATH.slice(1)}${encodeURIComponent(flowId)}`;

function linkList(links: Link[]): string {
  return (
    '<dl class="links">' +
    links
      .map(
        (l) =>
          `<dt><a href="${escapeHtml(l.path)}">${escapeHtml(l.label)}</a> <code>/${escapeHtml(l.path)}</code></dt><dd>${escapeHtml(l.text)}</dd>`,
      )
      .join('') +
    '</dl>'
  );
}

/** A titled list of links; nothing at all when there is no link to show. */
function linkSection(id: string, title: string, links: Link[]): string {
  return links.length === 0
    ? ''
    : `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${linkList(links)}</section>`;
}

function demoSection(demo: DemoInfo): string {
  const flows = demo.flows
    .map(
      (f) =>
        `<li><h3>${escapeHtml(f.name)}</h3><p class="id"><code>${escapeHtml(f.flowId)}</code></p>` +
        (f.description ? `<p>${escapeHtml(f.description)}</p>` : '') +
        `<p><a class="run" href="${escapeHtml(runPath(f.flowId))}">Run it in the hosted page</a></p></li>`,
    )
    .join('');
  const c = demo.credentials;
  const credentials =
    c === undefined
      ? ''
      : '<h3>Demo credentials</h3><p class="warn">For trying Onward out only: set <code>ONWARD_BOOTSTRAP_*</code> and turn the demo off for anything else.</p>' +
        '<table><thead><tr><th scope="col">For</th><th scope="col">Id / user</th><th scope="col">Secret / password</th></tr></thead><tbody>' +
        `<tr><th scope="row">OAuth client (flow and management API)</th><td><code>${escapeHtml(c.clientId)}</code></td><td><code>${escapeHtml(c.clientSecret)}</code></td></tr>` +
        `<tr><th scope="row">Basic / enrollment API user</th><td><code>${escapeHtml(c.username)}</code></td><td><code>${escapeHtml(c.password)}</code></td></tr>` +
        '</tbody></table>';
  return (
    '<section aria-labelledby="demo"><h2 id="demo">Demo</h2>' +
    '<p>The demo is on: these example flows are published for the bootstrap tenant and run offline against the shipped registry and watchlist samples. ' +
    'Each link starts a new session and opens it in the hosted resume page.</p>' +
    `<ul class="flows">${flows}</ul>${credentials}</section>`
  );
}

export function landingHtml(app: App, deps: LandingDeps): string {
  return (
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">' +
    `<title>Onward ${escapeHtml(VERSION)}</title><style>${LANDING_CSS}</style></head><body>` +
    `<header><h1>Onward <span class="version">${escapeHtml(VERSION)}</span></h1>` +
    '<p>A self-hostable identity-onboarding service: flow execution, ongoing monitoring and business prefill search.</p></header><main>' +
    linkSection('studio', 'Studio', studioLinks(app)) +
    linkSection('api', 'API', apiLinks(app)) +
    linkSection('health', 'Health', HEALTH) +
    linkSection('mail', 'E-mail', deps.mailbox ? [MAILBOX] : []) +
    (deps.demo ? demoSection(deps.demo) : '') +
    '</main></body></html>\n'
  );
}

export function landingIndex(app: App, deps: LandingDeps): Record<string, unknown> {
  const path = (l: Link) => ({ href: `/${l.path}`, title: l.label });
  return {
    name: 'Onward',
    version: VERSION,
    api: apiLinks(app).map(path),
    health: HEALTH.map(path),
    ...(deps.demo
      ? {
          demo: {
            flows: deps.demo.flows.map((f) => ({ flowId: f.flowId, name: f.name, run: `/${runPath(f.flowId)}` })),
            ...(deps.demo.credentials ? { credentials: deps.demo.credentials } : {}),
          },
        }
      : {}),
  };
}

/** JSON only when asked for and HTML is not: a browser's Accept always names text/html. */
function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /\bapplication\/json\b/i.test(accept) && !/\btext\/html\b/i.test(accept);
}

export function registerLandingPage(app: App, deps: LandingDeps): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    reply.header('vary', 'accept');
    if (wantsJson(request)) return reply.header('cache-control', 'no-store').send(landingIndex(app, deps));
    return reply.headers(LANDING_HEADERS).type('text/html; charset=utf-8').send(landingHtml(app, deps));
  });
}

/**
 * Serves the Studio's browser app, built by Vite into dist/studio-web (web/studio/vite.config.ts).
 * Hashed assets are immutable and cached for a year; index.html is never cached, so a new build
 * reaches browsers at once. The CSP allows only this origin's own scripts, styles and calls: no
 * inline code, nothing from elsewhere, no framing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';

/** Both src/http/studio and dist/http/studio sit three levels under the package root. */
export const STUDIO_BUILD_DIR = fileURLToPath(new URL('../../../dist/studio-web/', import.meta.url));

export const STUDIO_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const PAGE_HEADERS = {
  'content-security-policy': STUDIO_CSP,
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

export async function registerStudioApp(app: App, buildDir: string = STUDIO_BUILD_DIR): Promise<void> {
  const assets = `${buildDir}assets`;
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/studio/assets/',
      decorateReply: false,
      index: false,
      list: false,
      wildcard: true,
      cacheControl: true,
      immutable: true,
      maxAge: '365d',
      etag: false,
      lastModified: false,
      setHeaders: (res) => {
        res.setHeader('x-content-type-options', 'nosniff');
      },
      schemaHide: true,
    });
  }
  // Read once it exists: a server started before `npm run build` finished picks it up later.
  let html: string | undefined;
  const page = async (_request: unknown, reply: FastifyReply) => {
    html ??= existsSync(`${buildDir}index.html`) ? readFileSync(`${buildDir}index.html`, 'utf8') : undefined;
    if (html === undefined) {
      return reply
        .status(503)
        .headers({ 'cache-control': 'no-store' })
        .type('text/plain; charset=utf-8')
        .send('The Studio is not built on this server: run `npm run build`.');
    }
    return reply.headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(html);
  };
  app.get('/studio', { schema: { hide: true } }, page);
  // The app routes in the browser (/studio/flows/...); every such path loads the same page.
  app.get<{ Params: { '*': string } }>('/studio/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.params['*'].startsWith('api/') || request.params['*'].startsWith('assets/')) {
      throw new OnwardError(4404, `No route for ${request.method} ${request.url.split('?')[0]}`);
    }
    return page(request, reply);
  });
}

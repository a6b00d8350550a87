/**
 * GET /docs: the browsable API reference, rendered from this server's own OpenAPI document by
 * Swagger UI. Everything is served from the installed `swagger-ui-dist` files (through
 * @fastify/swagger-ui): no CDN, no web font, nothing fetched from elsewhere, so the page works on
 * an air-gapped host and under a CSP that allows only 'self'.
 *
 * The guide itself (tokens, how a flow is run, webhooks, errors) is the document's
 * `info.description` and its tag descriptions: one text, read by this page, by generated clients
 * and by anyone reading /openapi.json.
 */
import swaggerUi from '@fastify/swagger-ui';
import type { App } from '../types.js';

export const DOCS_PATH = '/docs';

const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="132" height="32" viewBox="0 0 132 32">' +
    '<circle cx="16" cy="16" r="12" fill="none" stroke="#0f766e" stroke-width="4"/>' +
    '<path d="M12 16h10m-4-4 4 4-4 4" fill="none" stroke="#0f766e" stroke-width="3" stroke-linecap="round"/>' +
    '<text x="36" y="23" font-family="system-ui,sans-serif" font-size="20" font-weight="600" fill="#f8fafc">Onward</text>' +
    '</svg>',
);

// Swagger UI's top bar is a dark band; a quieter one in Onward's colours, and a readable width for
// the guide text above the operations.
const CSS = `
.swagger-ui .topbar { background: #134e4a; padding: 6px 0; }
/* The page documents this server only: no box to load another document (the CSP would refuse it). */
.swagger-ui .topbar .download-url-wrapper { display: none; }
.swagger-ui .info .description p, .swagger-ui .info .description li { max-width: 78ch; line-height: 1.5; }
.swagger-ui .info .description h2 { margin-top: 1.6em; }
`;

export async function registerReferencePage(app: App): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    logo: { type: 'image/svg+xml', content: LOGO, href: '/', target: '_self' },
    theme: { title: 'Onward API reference', css: [{ filename: 'onward.css', content: CSS }] },
    uiConfig: {
      // Operations listed under their tags, collapsed: the page opens as a table of contents.
      docExpansion: 'list',
      deepLinking: true,
      filter: true,
      displayOperationId: false,
      defaultModelsExpandDepth: 0,
      showExtensions: false,
      tryItOutEnabled: false,
      // Never send the document to swagger.io's online validator (its badge is an outbound call).
      validatorUrl: null,
    },
    validatorUrl: false,
    // Only this server, for everything: the plugin's default would also admit any https: font or
    // style and swagger.io's validator. Swagger UI renders one fixed <style> element, admitted by
    // its hash (a new swagger-ui-dist that changes it fails the browser test's console check).
    staticCSP: {
      'default-src': "'self'",
      'base-uri': "'none'",
      'connect-src': "'self'",
      'img-src': "'self' data:",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': `'self' '${SWAGGER_UI_STYLE_HASH}'`,
      'form-action': "'self'",
      'frame-ancestors': "'none'",
      // default-src 'self' would let this page frame our own pages; only the Studio may (Try it).
      'frame-src': "'none'",
    },
  });
}

/**
 * The hosted resume page runs from its Vite build (web/hosted, into dist/hosted-web at `npm run build`),
 * as the Studio does: a browser test that opens it checks the build is there first, so a missing
 * build fails with what to do rather than a page that never loads.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { HOSTED_BUILD_DIR } from '../../src/http/resume-links/page.js';

export function assertHostedPageBuilt(): void {
  for (const file of ['page.js', 'page.css'])
    assert.ok(
      existsSync(`${HOSTED_BUILD_DIR}${file}`),
      `the hosted page is not built in ${HOSTED_BUILD_DIR}: run \`npm run build\` first`,
    );
}

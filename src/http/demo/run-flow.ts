/**
 * GET /demo/run/{flowId} (registered only while the demo is on): starts a new live session of one
 * shipped example flow for the bootstrap tenant and answers 303 to the hosted resume page on it,
 * so the landing page can offer each demo flow as one click.
 *
 * It is a GET that creates a session, as GET /flow/{flowId} is: a NOT_STARTED session costs a row
 * and nothing else. Only the shipped examples qualify, so the route cannot be pointed at any other
 * flow, even one a demo user published on the bootstrap tenant.
 */
import { NONE } from '../contract/security.js';
import { errorResponses } from '../contract/errors.js';
import type { App } from '../types.js';
import { OnwardError } from '../../errors/index.js';
import { FlowParams } from '../flow-execution/schemas.js';
import type { FlowRuntime } from '../../sessions/runtime.js';
import type { ResumeLinks } from '../../resume-links/links.js';

export const DEMO_RUN_PATH = '/demo/run/';

export interface DemoRunDeps {
  runtime: Pick<FlowRuntime, 'open' | 'init'>;
  resumeLinks: Pick<ResumeLinks, 'linkFor'>;
  /** The tenant the demo published its examples for. */
  tenantId: string;
  /** Flow ids of the shipped examples. */
  flowIds: ReadonlySet<string>;
}

export function registerDemoRun(app: App, deps: DemoRunDeps): void {
  app.get(
    `${DEMO_RUN_PATH}:flowId`,
    {
      schema: {
        tags: ['demo'],
        security: NONE,
        summary: 'Start a session of a demo flow and open it in the hosted resume page (demo only)',
        description:
          'Only while ONWARD_DEMO is on. Starts a new live session of a shipped example flow for the bootstrap tenant ' +
          'and redirects (303) to its hosted resume page (/resume/{token}). Any other flow id is 404 / 4000.',
        params: FlowParams,
        response: {
          303: { description: 'Redirect to the hosted resume page of the new session', type: 'null' },
          ...errorResponses([4000, 4400]),
        },
      },
    },
    async (request, reply) => {
      const { flowId } = request.params;
      if (!deps.flowIds.has(flowId)) throw new OnwardError(4000, `${flowId} is not a demo flow`);
      const opened = await deps.runtime.open('live', flowId, undefined);
      // A flow id the examples use but another tenant published: not the demo's to start.
      if (opened.published.tenantId !== deps.tenantId) throw new OnwardError(4000);
      const { sessionId } = await deps.runtime.init(opened, {});
      const link = await deps.resumeLinks.linkFor({ sessionId, mode: 'live' });
      // The path alone: the browser stays on the host it reached us at (the link's base is
      // ONWARD_PUBLIC_URL or localhost); a proxy prefix in ONWARD_PUBLIC_URL is kept.
      const location = new URL(link.url).pathname;
      return reply
        .status(303)
        .headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' })
        .send();
    },
  );
}

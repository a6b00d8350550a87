/**
 * GET /connector/{clientId}/{flowId} (and /test/...), deprecated: a short-lived token that lets
 * end client `clientId` start or continue flow `flowId` as the same person. The spec lists no 401,
 * but a token minted without authentication would let anyone attach to any end client's data, so
 * the tenant's bearer token is required (server-to-server, like POST /init).
 */
import { errorResponses, AUTH_CODES } from '../contract/errors.js';
import { OAUTH } from '../contract/security.js';
import type { App } from '../types.js';
import type { AccessTokens } from '../../auth/access-tokens.js';
import { principalOf, requireBearer } from '../auth/guard.js';
import { MODES } from '../flow-execution/request-context.js';
import type { Connector } from '../../connector/service.js';
import { ConnectorParams, FlowConnectorResponse, REPLACEMENT } from './schemas.js';
import { patternOnlyLog } from '../route-log.js';

export function registerIssueConnector(
  app: App,
  deps: {
    tokens: AccessTokens;
    connector: Pick<Connector, 'issue'>;
    publicBaseUrl: string | undefined;
    now: () => number;
  },
): void {
  const base = (deps.publicBaseUrl ?? '').replace(/\/+$/, '');
  for (const { mode, prefix } of MODES) {
    app.get(
      `${prefix}/connector/:clientId/:flowId`,
      {
        logSerializers: patternOnlyLog,
        onRequest: requireBearer(deps.tokens),
        schema: {
          tags: ['flow'],
          deprecated: true,
          summary:
            mode === 'live'
              ? 'Issue a connector token (deprecated)'
              : 'Issue a connector token (deprecated, test version)',
          description:
            `${REPLACEMENT} Issues a token connecting one of the caller's end clients to another of its flows ` +
            'published in this mode. Needs the tenant\u2019s bearer token. An end client of another tenant or mode is 404 code 4100, ' +
            'a flow of another tenant or one not published in this mode 404 code 4000 (/test: 4017 when only a live version exists).',
          security: OAUTH,
          params: ConnectorParams,
          response: {
            200: FlowConnectorResponse,
            ...errorResponses([...AUTH_CODES, 4000, 4017, 4100, 4101, 4400, 4409]),
          },
        },
      },
      async (request) => {
        const { tenantId } = principalOf(request);
        const issued = await deps.connector.issue({ tenantId, mode }, request.params.clientId, request.params.flowId);
        return {
          token: issued.token,
          clientId: issued.clientId,
          flowId: issued.flowId,
          expiresAt: new Date(issued.expiresAt * 1000).toISOString(),
          expiresIn: Math.max(0, issued.expiresAt - Math.floor(deps.now() / 1000)),
          connectUrl: `${base}${prefix}/flow-connect/${issued.token}`,
        };
      },
    );
  }
}

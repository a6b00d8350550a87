/**
 * Builds the HTTP application from ready services, apart from listen() (fastify's testing guide):
 * tests call buildApp() and inject() or listen on a random port.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { buildSerializerFactory, documentOnlyCheckedBodies, documentedBodies } from './serializers.js';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Logger } from 'pino';
import type { AppServices as Services } from './services.js';
import { createErrorHandler, type ErrorFormatter } from './error-handler.js';
import { onClientError } from './client-errors.js';
import { registerJsonBodyParser } from './json-body.js';
import { notFoundHandler } from './not-found.js';
import { instrumentRequests } from './metrics.js';
import { registerOpsRoutes, type ReadinessChecks } from './ops/ops-routes.js';
import type { App } from './types.js';
import { componentName, finishDocument, openApiDocument } from './openapi.js';
import { registerConnectToken, oauthErrorFormatter } from './auth/connect-token.js';
import { registerTestAuthentication } from './auth/test-authentication.js';
import { registerPutFlow } from './flows/put-flow.js';
import { registerGetFlow } from './flows/get-flow.js';
import { registerListFlows } from './flows/list-flows.js';
import { registerPublishFlow } from './flows/publish-flow.js';
import { envelopeErrorFormatter, ENVELOPE_FORMAT, registerMonitoringRoutes } from './monitoring/register.js';
import { registerWebhookRoutes } from './webhooks/register.js';
import { registerGetStep } from './flow-execution/get-step.js';
import { registerSubmit } from './flow-execution/submit.js';
import { registerEidStart } from './flow-execution/eid-start.js';
import { registerEidCallback } from './flow-execution/eid-callback.js';
import { registerBack } from './flow-execution/back.js';
import { registerInit } from './flow-execution/init.js';
import { registerKybSearch } from './flow-execution/kyb-search.js';
import { registerUploadFile } from './files/upload.js';
import { registerUpdateEndClientsStatus } from './end-clients/update-status.js';
import { registerResolveDecision } from './end-clients/resolve-decision.js';
import { registerDeleteEndClients } from './end-clients/delete-manually.js';
import { registerRevokeLinks } from './end-clients/revoke-links.js';
import { registerCreateLink } from './end-clients/create-link.js';
import { registerDeleteLink } from './end-clients/delete-link.js';
import { registerListLinks } from './end-clients/list-links.js';
import { registerGetEndClient } from './end-clients/get-end-client.js';
import { registerExportEndClient } from './end-clients/export-end-client.js';
import { registerListEndClients } from './end-clients/list-end-clients.js';
import { registerDownloadFile } from './end-clients/download-file.js';
import { registerIssueSubsequentToken } from './end-clients/issue-subsequent-token.js';
import { registerSendNotification } from './end-clients/send-notification.js';
import { stepSchemas } from './flow-execution/schemas.js';
import { ErrorDetail } from './contract/errors.js';
import { DocumentIssue, FlowDocument } from './flows/document-schema.js';
import { BusinessRecordItem } from './businesses/schemas.js';
import { serviceResultSchemas } from './end-clients/service-result-schemas.js';
import cors from '@fastify/cors';
import { registerScreenIndividual } from './screening/screen-individual.js';
import { registerScreenBatch } from './screening/screen-batch.js';
import { CallbackRecord, hitSchemas, MonitoringResult, ScreeningResult } from './screening/schemas.js';
import { registerAutocomplete } from './businesses/autocomplete.js';
import { registerGetPrefill } from './businesses/get-prefill.js';
import { registerVerify } from './businesses/verify.js';
import { registerIssueConnector } from './connector/issue-connector.js';
import { registerRedeemConnector } from './connector/redeem-connector.js';
import { registerResumeLinkRoutes } from './resume-links/register.js';
import { registerListMailboxMessages } from './mailbox/list-messages.js';
import { registerGetMailboxMessage } from './mailbox/get-message.js';
import { registerMailboxPage } from './mailbox/page.js';
import { registerLandingPage } from './ops/landing-page.js';
import { registerDemoRun } from './demo/run-flow.js';
import { registerStudio } from './studio/register.js';
import { registerReferencePage } from './docs/reference-page.js';
import { declareBodyLimit } from './contract/body-limit.js';
import { rateLimitRoutes } from './rate-limits.js';

/** A hop count as proxy-addr's trust function (Fastify's types take the count only as a function). */
function trustProxyOption(trust: boolean | number | string[]) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildOptions {
  logger: Logger;
  isShuttingDown?: () => boolean;
}

export async function buildApp(services: Services, options: BuildOptions): Promise<App> {
  const app = Fastify({
    loggerInstance: options.logger,
    bodyLimit: services.config.bodyLimitBytes,
    // PrefillIds travel in the path; the default 100 characters is too short for a signed token.
    routerOptions: { maxParamLength: 2048 },
    // Honour a caller's request id so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,128}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // Whose X-Forwarded-For decides request.ip (rate limits, credential limits, logs): nobody's
    // unless ONWARD_TRUST_PROXY names the proxies, since any client can send the header.
    trustProxy: trustProxyOption(services.config.trustProxy),
    // Requests Node's parser refuses (e.g. a 20 KB header, 431) answer in the API's shape too.
    clientErrorHandler: onClientError,
    schemaController: { compilersFactory: { buildSerializer: buildSerializerFactory() } },
    ajv: {
      customOptions: {
        // Reject unknown fields instead of silently dropping them, and never coerce body types.
        removeAdditional: false,
        coerceTypes: false,
        allErrors: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const formatters = new Map<string, ErrorFormatter>([
    ['oauth', oauthErrorFormatter],
    [ENVELOPE_FORMAT, envelopeErrorFormatter],
  ]);
  app.setErrorHandler(createErrorHandler(formatters));
  app.setNotFoundHandler(notFoundHandler(app));
  registerJsonBodyParser(app);

  const role = services.config.role;
  const checks: ReadinessChecks = {
    database: () => services.store.ping(),
    // A process that runs jobs is not ready while it cannot take them.
    ...(role === 'api' ? {} : { jobQueue: () => services.queue.check() }),
  };
  const ops = { role, checks, metrics: services.metrics, isShuttingDown: options.isShuttingDown ?? (() => false) };
  // A worker's listener is for its orchestrator only: health, readiness and metrics. Every other
  // path is the API's 404, so a worker put behind the public load balancer by mistake serves nothing.
  if (role === 'worker') {
    instrumentRequests(app, services.metrics);
    registerOpsRoutes(app, ops);
    return app;
  }

  await app.register(formbody);
  // Unauthenticated flows run straight from a browser: let it read the session and retry headers.
  const origins = services.config.corsOrigins;
  await app.register(cors, {
    origin: origins.length === 0 ? true : origins,
    exposedHeaders: ['x-hf-session', 'retry-after', 'x-request-id'],
  });
  for (const schema of [
    ErrorDetail,
    ...stepSchemas,
    ...hitSchemas,
    MonitoringResult,
    ScreeningResult,
    CallbackRecord,
    BusinessRecordItem,
    FlowDocument,
    DocumentIssue,
    ...serviceResultSchemas,
  ])
    app.addSchema(schema);
  app.addHook('onRoute', documentOnlyCheckedBodies);
  app.addHook('onRoute', declareBodyLimit);
  app.addHook('onRoute', rateLimitRoutes(services.requestLimiter, services.config.enrollmentBasePath));
  await app.register(swagger, {
    openapi: openApiDocument(services.config),
    refResolver: { buildLocalReference: componentName },
    transform: documentedBodies,
    transformObject: finishDocument,
  });
  instrumentRequests(app, services.metrics);
  registerOpsRoutes(app, ops);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await registerReferencePage(app);

  registerConnectToken(app, services);
  registerTestAuthentication(app, services);
  registerPutFlow(app, services);
  registerGetFlow(app, services);
  registerListFlows(app, services);
  registerPublishFlow(app, services);
  registerMonitoringRoutes(app, services);
  registerWebhookRoutes(app, services);
  registerGetStep(app, services);
  registerSubmit(app, services);
  registerEidStart(app, services);
  registerEidCallback(app, services);
  registerBack(app, services);
  registerInit(app, services);
  registerKybSearch(app, services);
  registerUploadFile(app, services);
  registerUpdateEndClientsStatus(app, services);
  registerResolveDecision(app, services);
  registerDeleteEndClients(app, services);
  registerCreateLink(app, services);
  registerDeleteLink(app, services);
  registerListLinks(app, services);
  registerGetEndClient(app, services);
  registerExportEndClient(app, services);
  registerListEndClients(app, services);
  registerDownloadFile(app, services);
  registerSendNotification(app, services);
  registerIssueSubsequentToken(app, services);
  registerRevokeLinks(app, services);
  const screening = { tokens: services.tokens, screening: () => services.screening };
  registerScreenIndividual(app, screening);
  registerScreenBatch(app, screening);
  registerAutocomplete(app, services);
  registerGetPrefill(app, services);
  registerVerify(app, services);
  registerIssueConnector(app, { ...services, publicBaseUrl: services.config.publicBaseUrl });
  registerRedeemConnector(app, services);
  registerResumeLinkRoutes(app, services);
  registerListMailboxMessages(app, services);
  registerGetMailboxMessage(app, services);
  registerMailboxPage(app, { ...services, transport: services.config.mail.transport });
  await registerStudio(app, services);

  // Demo routes and facts exist only while the demo is on: a production server has neither.
  const demo = services.demo;
  registerLandingPage(app, { demo, mailbox: services.config.mail.transport === 'mailbox' });
  if (demo) {
    registerDemoRun(app, {
      runtime: services.runtime,
      resumeLinks: services.resumeLinks,
      tenantId: demo.tenantId,
      flowIds: new Set(demo.flows.map((f) => f.flowId)),
    });
  }

  return app;
}

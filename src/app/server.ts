/**
 * `onward serve`: builds the services and the HTTP app for the process's role (config.role: api,
 * worker or all), listens, and shuts down gracefully on SIGTERM/SIGINT: readiness turns 503,
 * in-flight requests finish, then what the role started stops (a worker stops taking jobs and
 * waits for its running ones, whose leases otherwise hand them to another worker), then the store
 * closes.
 */
import type { Config } from '../config/env.js';
import { buildApp } from '../http/app.js';
import type { App } from '../http/types.js';
import { createLogger } from './logger.js';
import { createServices, type Services } from './services.js';
import { setUpDemo } from './demo.js';
import { databaseUnavailable } from '../store/unavailable.js';

export interface RunningServer {
  app: App;
  services: Services;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(config: Config, options: { handleSignals?: boolean } = {}): Promise<RunningServer> {
  const logger = createLogger(config);
  const services = await createServices(config, { logger });
  await setUpDemo(config, services, logger);
  // Where notification e-mails go is easy to get wrong (a demo keeps them, production must send
  // them): say it once at start.
  if (config.mail.transport === 'mailbox')
    logger.info(
      { transport: 'mailbox' },
      'notification e-mails are kept in the built-in mailbox: read them at /mailbox (Basic sign-in) or GET /admin/mailbox',
    );
  else if (config.mail.transport === 'none')
    logger.warn(
      { transport: 'none' },
      'no mail transport: notification e-mails are refused (501 / 5001); set ONWARD_SMTP_URL or ONWARD_MAIL_TRANSPORT=mailbox',
    );

  let shuttingDown = false;
  const app = await buildApp(services, { logger, isShuttingDown: () => shuttingDown });
  await services.startWorkers();
  const url = await app.listen({ port: config.port, host: config.host });
  logger.info({ role: config.role, url }, `serving as ${config.role}`);

  let stopping: Promise<void> | undefined;
  const SHUTDOWN_GRACE_MS = 10_000;
  // Which shutdown step is running, so a shutdown that times out says where it hung.
  let step = 'HTTP server (in-flight requests)';
  const stop = () => {
    stopping ??= (async () => {
      shuttingDown = true;
      logger.info({ role: config.role }, 'shutting down');
      // Keep-alive connections that finish their last request after close() began stay open
      // until the client drops them; sweep them as they go idle, and cut whatever is left after
      // the grace period so a stuck client cannot hold the shutdown.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
      const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
      }
      await services.close((name) => {
        step = name;
      });
      logger.info('stopped');
    })();
    return stopping;
  };

  if (options.handleSignals) {
    // pg-boss 10's worker does not await its complete()/fail() calls (src/manager.js, onFetch), so
    // when the database goes away as a job ends, their rejection has no handler, and Node's
    // default ends the process: every worker died on a PostgreSQL restart
    // (test/scaleout/postgres-restart.test.ts). Such a job stays active in the table and its
    // lease hands it to a worker again (handlers are idempotent), so the rejection is logged and
    // the process goes on. Any other unhandled rejection still ends it, as by default.
    process.on('unhandledRejection', (reason) => {
      if (databaseUnavailable(reason)) {
        logger.warn({ err: reason }, 'database unavailable while a job was being recorded; its lease will retry it');
        return;
      }
      logger.fatal({ err: reason }, 'unhandled rejection');
      process.exit(1);
    });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        const timer = setTimeout(() => {
          logger.error({ step }, `shutdown timed out while closing the ${step}`);
          process.exit(1);
        }, 25_000);
        timer.unref();
        stop().then(
          () => process.exit(0),
          (err: unknown) => {
            logger.error({ err }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { app, services, url, stop };
}

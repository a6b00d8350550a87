import { pino, type Logger } from 'pino';
import type { Config } from '../config/env.js';

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'onward' },
    // Credentials never reach the logs, whatever a handler logs.
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.client_secret', '*.secret'],
      censor: '[redacted]',
    },
  });
}

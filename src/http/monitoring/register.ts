/** The HTTP side of monitoring: the enrollment API. */
import type { App } from '../types.js';
import type { TenantService } from '../../auth/tenants.js';
import { registerEnrollmentRoutes } from './index.js';
import type { Monitoring } from '../../monitoring/service.js';
import type { Webhooks } from '../../webhooks/index.js';

export { envelopeErrorFormatter, ENVELOPE_FORMAT } from './envelope.js';

export function registerMonitoringRoutes(
  app: App,
  services: {
    monitoring: Monitoring;
    webhooks: Pick<Webhooks, 'allow'>;
    tenants: TenantService;
    now: () => number;
  },
): void {
  registerEnrollmentRoutes(app, {
    tenants: services.tenants,
    monitoring: services.monitoring,
    allow: services.webhooks.allow,
    now: services.now,
  });
}

/** The Studio's monitoring console routes (docs/studio.md, "Monitoring console"). */
import type { App } from '../types.js';
import type { AppServices } from '../services.js';
import type { StudioGuardDeps } from './guard.js';
import { registerStudioListEnrollments } from './monitoring/list-enrollments.js';
import { registerStudioGetEnrollment } from './monitoring/get-enrollment.js';
import { registerStudioListScans } from './monitoring/list-scans.js';
import { registerStudioChangeFrequency } from './monitoring/change-frequency.js';
import { registerStudioResendCallback } from './monitoring/resend-callback.js';
import { registerStudioDeleteEnrollment } from './monitoring/delete-enrollment.js';
import { registerStudioListDeliveries } from './monitoring/list-deliveries.js';
import { registerStudioRetryDelivery } from './monitoring/retry-delivery.js';

export function registerStudioMonitoring(app: App, guard: StudioGuardDeps, services: AppServices): void {
  const { monitoring, webhooks } = services;
  const monitoringConsole = monitoring.console;
  const { enrollments } = monitoring;
  registerStudioListEnrollments(app, { ...guard, monitoringConsole });
  registerStudioGetEnrollment(app, { ...guard, monitoringConsole });
  registerStudioListScans(app, { ...guard, monitoringConsole });
  registerStudioChangeFrequency(app, { ...guard, enrollments, monitoringConsole });
  registerStudioResendCallback(app, { ...guard, enrollments });
  registerStudioDeleteEnrollment(app, { ...guard, enrollments });
  registerStudioListDeliveries(app, { ...guard, deliveries: webhooks.deliveries });
  registerStudioRetryDelivery(app, { ...guard, deliveries: webhooks.deliveries });
}

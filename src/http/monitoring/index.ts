/** Registers the enrollment API (spec, area B) under ONWARD_ENROLLMENT_BASE_PATH. */
import type { App } from '../types.js';
import type { EnrollmentRouteDeps } from './common.js';
import { registerToken } from './token.js';
import { registerTokenClientCredentials } from './token-client-credentials.js';
import { registerTokenRefresh } from './token-refresh.js';
import { registerCreateEnrollment } from './create-enrollment.js';
import { registerDeleteEnrollment } from './delete-enrollment.js';
import { registerUpdateFrequency } from './update-frequency.js';
import { registerHistory } from './history.js';
import { registerResendCallback } from './resend-callback.js';

export { envelopeErrorFormatter, ENVELOPE_FORMAT } from './envelope.js';

export function registerEnrollmentRoutes(app: App, deps: EnrollmentRouteDeps): void {
  registerToken(app, deps);
  registerTokenClientCredentials(app, deps);
  registerTokenRefresh(app, deps);
  registerCreateEnrollment(app, deps);
  registerDeleteEnrollment(app, deps);
  registerUpdateFrequency(app, deps);
  registerHistory(app, deps);
  registerResendCallback(app, deps);
}

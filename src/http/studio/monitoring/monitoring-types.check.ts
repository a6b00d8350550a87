/**
 * Typecheck-time proof that what the monitoring console routes answer fits the shapes the Studio
 * reads (src/studio/monitoring-types.ts): a field renamed or retyped on one side only fails
 * `npm run typecheck`. Nothing here runs.
 */
import type { EnrollmentDetail, EnrollmentPage, EnrollmentSummary, LastState } from '../../../monitoring/console.js';
import type { Frequency } from '../../../monitoring/frequency.js';
import type { DeliveryView } from '../../../webhooks/index.js';
import type { OutboxStatus } from '../../../webhooks/outbox.js';
import type {
  DeliveryAnswer,
  DeliveryStatus,
  EnrollmentAnswer,
  EnrollmentFrequency,
  EnrollmentItem,
  EnrollmentPageAnswer,
  EnrollmentState,
} from '../../../studio/monitoring-types.js';

type Fits<Server extends Shared, Shared> = Server;

export type MonitoringTypesFit = [
  Fits<EnrollmentSummary, EnrollmentItem>,
  Fits<EnrollmentPage, EnrollmentPageAnswer>,
  Fits<EnrollmentDetail, EnrollmentAnswer>,
  Fits<DeliveryView, DeliveryAnswer>,
  Fits<LastState, EnrollmentState>,
  Fits<EnrollmentState, LastState>,
  Fits<Frequency, EnrollmentFrequency>,
  Fits<EnrollmentFrequency, Frequency>,
  Fits<OutboxStatus, DeliveryStatus>,
  Fits<DeliveryStatus, OutboxStatus>,
];

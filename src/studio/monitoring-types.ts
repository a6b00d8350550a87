/**
 * What the Studio's monitoring console calls (/studio/api/enrollments..., /studio/api/webhook-deliveries...,
 * docs/studio.md "Monitoring console") answer, declared once for the server and the browser app.
 * Imports only other declarations, so the Studio bundle uses them as they are;
 * src/http/studio/monitoring/monitoring-types.check.ts fails typecheck when the server drifts from them.
 */
import type { ScreeningResultView } from './case-types.js';

export const ENROLLMENT_STATES = ['hit', 'clear', 'unscanned'] as const;
/** The last scan's outcome: a potential hit, no hit, or not scanned yet. */
export type EnrollmentState = (typeof ENROLLMENT_STATES)[number];

export const ENROLLMENT_FREQUENCIES = ['Daily', 'Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Yearly'] as const;
export type EnrollmentFrequency = (typeof ENROLLMENT_FREQUENCIES)[number];

export const DELIVERY_STATUSES = ['pending', 'waiting', 'delivered', 'dead', 'cancelled'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface EnrollmentItem {
  enrollmentId: string;
  firstName: string | null;
  lastName: string;
  dateOfBirth: string | null;
  customerReferenceId: string | null;
  frequency: string;
  nextScanAt: string | null;
  lastState: EnrollmentState;
  lastScanAt: string | null;
  createdAt: string;
}

export interface EnrollmentPageAnswer {
  enrollments: EnrollmentItem[];
  nextCursor: string | null;
}

/** One recorded scan: when, why, the list versions searched and the hits, as the case view shows them. */
export interface ScanAnswer {
  resultId: string;
  scannedAt: string;
  reason: string;
  result: ScreeningResultView;
}

/** GET /studio/api/enrollments/{id}. */
export interface EnrollmentAnswer extends EnrollmentItem {
  callbackUrl: string;
  createdBy: string;
  scanCount: number;
}

/** GET /studio/api/enrollments/{id}/scans: newest first, keyset-paginated. */
export interface ScanPageAnswer {
  scans: ScanAnswer[];
  nextCursor: string | null;
}

export interface DeliveryAttemptAnswer {
  attempt: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number | null;
  at: string | null;
  responseExcerpt: string | null;
}

export interface DeliveryAnswer {
  id: string;
  enrollmentId: string | null;
  eventType: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string | null;
  deliveredAt: string | null;
  attemptLog: DeliveryAttemptAnswer[];
}

export interface DeliveryPageAnswer {
  deliveries: DeliveryAnswer[];
  nextCursor: string | null;
}

/** POST /studio/api/enrollments/{id}/resend: the new message's id (its webhook-id). */
export interface ResendAnswer {
  deliveryId: string;
}

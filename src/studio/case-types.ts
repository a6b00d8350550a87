/**
 * What the Studio's case review calls (/studio/api/cases..., docs/studio.md "Case review API")
 * answer, declared once for the server and the browser app. Imports nothing, so the Studio bundle
 * uses these declarations as they are; src/http/studio/cases/case-types.check.ts fails typecheck when the
 * server's own types drift from them.
 */

export const CASE_STATUSES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'PENDING_REVIEW',
  'ACCEPTED',
  'DECLINED',
  'ABANDONED',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export interface CaseAssignee {
  accountId: string;
  username: string;
  displayName: string;
}

/** One row of the review queue. */
export interface QueueCase {
  endClientId: string;
  flowId: string;
  flowVersion: number;
  status: string;
  mode: string;
  createdAt: string;
  updatedAt: string;
  assignee: CaseAssignee | null;
  pendingDecision: boolean;
  /** The person's and the company's name, from the values by role. */
  names: { person: string | null; company: string | null };
}

export interface QueuePage {
  cases: QueueCase[];
  nextCursor: string | null;
  /** Per status under the mode, flow and date filters; null on pages after the first. */
  counts: Record<CaseStatus, number> | null;
}

export interface CaseValue {
  nodeId: string;
  elementId: string;
  key: string;
  type: string;
  name: string | null;
  role: string | null;
  normalizedName: string | null;
  value: unknown;
  source: 'submitted' | 'prefill';
}

export interface CaseFile {
  fileId: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
  elementId: string | null;
  createdAt: string;
}

/** What GET /end-clients/{id} answers. */
export interface CaseDetails {
  endClientId: string;
  flowId: string;
  flowVersion: number;
  status: string;
  createdAt: string;
  updatedAt: string;
  currentStep: { nodeId: string; type: string } | null;
  endNodeId: string | null;
  values: CaseValue[];
  providerSteps: Array<{ nodeId: string; type: string; submitted: Record<string, unknown> }>;
  /** By service node id; each service has its own shape (see the *Result types below). */
  serviceResults: Record<string, unknown>;
  files: CaseFile[];
  abandonAt: string | null;
}

export interface CaseNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface CaseDecision {
  id: string;
  from: string;
  to: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  state: 'pending' | 'approved' | 'rejected';
  resolvedBy: string | null;
  resolvedAt: string | null;
  resolutionReason: string | null;
}

/** GET /studio/api/cases/{id}. */
export interface CaseViewAnswer {
  details: CaseDetails;
  mode: string;
  links: string[];
  assignee: (CaseAssignee & { assignedAt: string }) | null;
  notes: CaseNote[];
  decisions: CaseDecision[];
  allowedStatuses: CaseStatus[];
  screeningHit: boolean;
  needsSecondReviewer: boolean;
  webhooks: CaseWebhookAnswer[];
  run: CaseRunEventAnswer[];
}

/** What happened in the run, oldest first: steps submitted, going back, services, the flow's status changes. */
export interface CaseRunEventAnswer {
  at: string;
  event: 'step_submitted' | 'back' | 'service_completed' | 'service_failed' | 'status_changed';
  /** The step, the service node, or the END a status change reached. */
  nodeId: string | null;
  service?: string;
  code?: number;
  from?: string;
  to?: string;
}

/** A webhook one of the case's changes produced, and where its delivery stands. */
export interface CaseWebhookAnswer {
  id: string;
  eventType: string;
  url: string;
  /** pending, waiting, delivered, dead or cancelled. */
  status: string;
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** DELETE /studio/api/cases/{id}: what went. */
export interface ErasureReceiptAnswer {
  endClientId: string;
  flowId: string;
  status: string;
  deletedAt: string;
  removed: { values: number; files: number; notes: number; decisions: number; links: number };
}

/** POST /studio/api/cases/{id}/notification. */
export interface NotificationAnswer {
  status: string;
  sentTo: string;
  abandonmentTimerReset: boolean;
  abandonAt: string | null;
  notificationCount: number;
}

/** POST /studio/api/cases/{id}/status. */
export type StatusOutcome =
  { outcome: 'changed' | 'unchanged'; status: string } | { outcome: 'pending'; decision: CaseDecision };

export interface AuditEntryAnswer {
  id: string;
  at: string;
  actor: { type: string; id: string; name: string };
  action: string;
  target: { type: string; id: string };
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface AuditPage {
  entries: AuditEntryAnswer[];
  nextCursor: string | null;
}

export interface StudioAccountAnswer {
  id: string;
  username: string;
  displayName: string;
  role: string;
  disabled: boolean;
}

/** A screening node's result (src/services/screening-service.ts, ScreeningData). */
export interface ScreeningResultView {
  hit: boolean;
  matchCount: number;
  topScore: number;
  matches: Array<{
    list: string;
    source: string;
    name: string;
    matchedName: string;
    score: number;
    dateOfBirth?: string;
    country?: string;
    url?: string;
  }>;
  screenedName: string;
  lists: Array<{ name: string; version: string }>;
}

/** A business verification node's result (src/services/business-verification.ts). */
export interface BusinessVerificationView {
  match: string;
  fields: Record<string, unknown>;
  record: {
    providerId: string;
    name: string;
    registrationNumber: string;
    country: string;
    status: string;
    legalForm: string;
    address: string;
    source: string;
  } | null;
}

/** An http_request node's result data (src/services/http-request.ts). */
export interface HttpRequestView {
  status: number;
  body: unknown;
  fields: Record<string, unknown>;
}

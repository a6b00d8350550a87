/**
 * Typecheck-time proof that what the server answers fits the shapes the Studio reads
 * (src/studio/case-types.ts): a field renamed or retyped on one side only fails `npm run typecheck`.
 * Nothing here runs.
 */
import type { CaseView } from '../../../cases/view.js';
import type { CaseWebhook } from '../../../cases/deliveries.js';
import type { CaseRunEvent } from '../../../cases/run-events.js';
import type { ErasureReceipt } from '../../../cases/erase.js';
import type { QueuePage as ServerQueuePage } from '../../../cases/queue.js';
import type { ScreeningData } from '../../../services/screening-service.js';
import type { BusinessVerificationData } from '../../../services/business-verification.js';
import type { HttpRequestData } from '../../../services/http-request.js';
import { END_CLIENT_STATUSES } from '../../../end-clients/status.js';
import type {
  BusinessVerificationView,
  CaseStatus,
  CaseViewAnswer,
  CaseRunEventAnswer,
  CaseWebhookAnswer,
  ErasureReceiptAnswer,
  HttpRequestView,
  QueuePage,
  ScreeningResultView,
} from '../../../studio/case-types.js';

type Fits<Server extends Shared, Shared> = Server;

export type CaseTypesFit = [
  Fits<CaseView, CaseViewAnswer>,
  Fits<CaseWebhook, CaseWebhookAnswer>,
  Fits<CaseRunEvent, CaseRunEventAnswer>,
  Fits<ErasureReceipt, ErasureReceiptAnswer>,
  Fits<ServerQueuePage, QueuePage>,
  Fits<ScreeningData, ScreeningResultView>,
  Fits<BusinessVerificationData, BusinessVerificationView>,
  Fits<HttpRequestData, HttpRequestView>,
  // Both status lists hold the same names.
  Fits<(typeof END_CLIENT_STATUSES)[number], CaseStatus>,
  Fits<CaseStatus, (typeof END_CLIENT_STATUSES)[number]>,
];

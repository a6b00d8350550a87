/**
 * The monitoring console's calls (docs/studio.md, "Monitoring console"), typed with the shapes the
 * server declares in src/studio/monitoring-types.ts.
 */
import { call } from '../api.js';
import type { AuditPage } from '../../../../src/studio/case-types.js';
import type {
  DeliveryAnswer,
  DeliveryPageAnswer,
  DeliveryStatus,
  EnrollmentAnswer,
  EnrollmentFrequency,
  EnrollmentItem,
  EnrollmentPageAnswer,
  EnrollmentState,
  ResendAnswer,
  ScanPageAnswer,
} from '../../../../src/studio/monitoring-types.js';

export interface EnrollmentFilter {
  state: EnrollmentState | '';
  q: string;
}

const at = (id: string) => `/enrollments/${encodeURIComponent(id)}`;
const query = (entries: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(entries)) if (v) p.set(k, v);
  return p.toString();
};

export const monitoringApi = {
  enrollments: (filter: EnrollmentFilter, cursor?: string) =>
    call<EnrollmentPageAnswer>(
      'GET',
      `/enrollments?${query({ limit: '25', state: filter.state, q: filter.q.trim(), cursor })}`,
    ),
  enrollment: (id: string) => call<EnrollmentAnswer>('GET', at(id)),
  scans: (id: string, cursor?: string) =>
    call<ScanPageAnswer>('GET', `${at(id)}/scans?${query({ limit: '20', cursor })}`),
  audit: (id: string) => call<AuditPage>('GET', `${at(id)}/audit?limit=100`),
  changeFrequency: (id: string, frequency: EnrollmentFrequency) =>
    call<EnrollmentItem>('PUT', `${at(id)}/frequency`, { frequency }),
  resend: (id: string) => call<ResendAnswer>('POST', `${at(id)}/resend`),
  remove: (id: string) => call<{ enrollmentId: string; deleted: true }>('DELETE', at(id)),
  deliveries: (filter: { status: DeliveryStatus | ''; enrollmentId?: string }, cursor?: string) =>
    call<DeliveryPageAnswer>(
      'GET',
      `/webhook-deliveries?${query({ limit: '25', status: filter.status, enrollmentId: filter.enrollmentId, cursor })}`,
    ),
  retry: (deliveryId: string) =>
    call<DeliveryAnswer>('POST', `/webhook-deliveries/${encodeURIComponent(deliveryId)}/retry`),
};

/** "Elvis Angus Logan Morey"; the last name alone when there is no first name. */
export const nameOf = (e: Pick<EnrollmentItem, 'firstName' | 'lastName'>) =>
  e.firstName ? `${e.firstName} ${e.lastName}` : e.lastName;

export const STATE_LABELS: Record<EnrollmentState, string> = {
  hit: 'Potential hit',
  clear: 'No hit',
  unscanned: 'Not scanned yet',
};

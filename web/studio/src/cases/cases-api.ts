/**
 * The case review calls (docs/studio.md, "Case review API"), typed with the shapes the server
 * declares in src/studio/case-types.ts.
 */
import { call } from '../api.js';
import type { TryPath } from '../../../../src/studio/api-types.js';
import type {
  AuditPage,
  CaseStatus,
  CaseViewAnswer,
  ErasureReceiptAnswer,
  NotificationAnswer,
  QueuePage,
  StatusOutcome,
  StudioAccountAnswer,
} from '../../../../src/studio/case-types.js';

export interface QueueFilter {
  mode: 'live' | 'test';
  status: CaseStatus | '';
  flowId: string;
  /** yyyy-mm-dd from a date input, or empty. */
  from: string;
  /** yyyy-mm-dd, inclusive for the person (the API's `to` is exclusive: the next day is sent). */
  to: string;
  q: string;
  sort: 'newest' | 'oldest';
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export function queueQuery(filter: QueueFilter, cursor?: string): string {
  const p = new URLSearchParams({ mode: filter.mode, sort: filter.sort, limit: '25' });
  if (filter.status) p.set('status', filter.status);
  if (filter.flowId) p.set('flowId', filter.flowId);
  if (filter.from) p.set('from', `${filter.from}T00:00:00.000Z`);
  if (filter.to) p.set('to', dayAfter(filter.to));
  if (filter.q.trim()) p.set('q', filter.q.trim());
  if (cursor) p.set('cursor', cursor);
  return p.toString();
}

const at = (id: string) => `/cases/${encodeURIComponent(id)}`;

/** Where the browser loads or downloads a case's file (the session cookie goes along: same origin, /studio path). */
export const fileUrl = (caseId: string, fileId: string, download = false) =>
  `/studio/api${at(caseId)}/files/${encodeURIComponent(fileId)}${download ? '?download=1' : ''}`;

/** The audit trail of a case or a flow as a file. */
export const auditExportUrl = (target: 'cases' | 'flows', id: string, format: 'csv' | 'json') =>
  `/studio/api/${target}/${encodeURIComponent(id)}/audit/export?format=${format}`;

export const exportUrl = (caseId: string) => `/studio/api${at(caseId)}/export`;

export const casesApi = {
  queue: (filter: QueueFilter, cursor?: string) => call<QueuePage>('GET', `/cases?${queueQuery(filter, cursor)}`),
  view: (id: string) => call<CaseViewAnswer>('GET', at(id)),
  audit: (id: string) => call<AuditPage>('GET', `${at(id)}/audit?limit=100`),
  changeStatus: (id: string, status: CaseStatus, reason: string) =>
    call<StatusOutcome>('POST', `${at(id)}/status`, { status, reason }),
  resolve: (id: string, decisionId: string, approve: boolean, reason: string) =>
    call<unknown>('POST', `${at(id)}/decisions/${encodeURIComponent(decisionId)}`, {
      approve,
      ...(reason ? { reason } : {}),
    }),
  assign: (id: string, accountId: string | null) => call<unknown>('PUT', `${at(id)}/assignee`, { accountId }),
  addNote: (id: string, body: string) => call<unknown>('POST', `${at(id)}/notes`, { body }),
  path: (id: string) => call<TryPath>('GET', `${at(id)}/path`),
  flowAudit: (flowId: string) => call<AuditPage>('GET', `/flows/${encodeURIComponent(flowId)}/audit?limit=100`),
  notify: (id: string, resetAbandonmentTimer: boolean) =>
    call<NotificationAnswer>('POST', `${at(id)}/notification`, { resetAbandonmentTimer }),
  revokeLinks: (id: string) => call<{ revokedAt: string }>('POST', `${at(id)}/revoke-links`),
  link: (id: string, linkedEndClientId: string) =>
    call<{ links: string[] }>('POST', `${at(id)}/links`, { linkedEndClientId }),
  unlink: (id: string, linkedEndClientId: string) =>
    call<{ links: string[] }>('DELETE', `${at(id)}/links/${encodeURIComponent(linkedEndClientId)}`),
  erase: (id: string) => call<ErasureReceiptAnswer>('DELETE', at(id)),
  /** Admins only (the route answers 4030 to other roles). */
  accounts: async () => (await call<{ accounts: StudioAccountAnswer[] }>('GET', '/accounts')).accounts,
};

/**
 * The callback record (spec, Resources B): what the webhook carries and what history lists.
 * Onward adds `TransactionId` / `TransactionRecordId` (as the original API's records carry),
 * `CustomerReferenceId`, the scan reason and the provenance of every list the scan used.
 */
import { createHash } from 'node:crypto';
import type { ScreeningResult } from '../screening/index.js';

export type ScanReason = 'initial' | 'scheduled' | 'list-update';

export interface CallbackRecord {
  VerificationDoneOnDate: string;
  EnrollmentId: string;
  TransactionId: string;
  TransactionRecordId: string;
  CustomerReferenceId?: string;
  ScanReason: 'Initial' | 'Scheduled' | 'ListUpdate';
  MonitoringResult: ScreeningResult['MonitoringResult'];
  Provenance: ScreeningResult['Provenance'];
}

const REASON: Record<ScanReason, CallbackRecord['ScanReason']> = {
  initial: 'Initial',
  scheduled: 'Scheduled',
  'list-update': 'ListUpdate',
};

export function buildRecord(input: {
  resultId: string;
  enrollmentId: string;
  customerReferenceId: string | null;
  at: number;
  reason: ScanReason;
  result: ScreeningResult;
}): CallbackRecord {
  return {
    VerificationDoneOnDate: new Date(input.at).toISOString(),
    EnrollmentId: input.enrollmentId,
    TransactionId: input.resultId,
    TransactionRecordId: `${input.resultId}-1`,
    ...(input.customerReferenceId !== null ? { CustomerReferenceId: input.customerReferenceId } : {}),
    ScanReason: REASON[input.reason],
    MonitoringResult: input.result.MonitoringResult,
    Provenance: input.result.Provenance,
  };
}

/** A fingerprint of the hits, so a list-update rescan notifies only when the hits changed. */
export function hitKey(result: ScreeningResult): string {
  const details = result.MonitoringResult.WatchlistHitDetails;
  return details === null ? 'none' : createHash('sha256').update(JSON.stringify(details)).digest('base64url');
}

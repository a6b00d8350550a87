/**
 * Ongoing monitoring (the enrollment API): enroll an individual for recurring watchlist, PEP and
 * adverse-media screening, read the callback history, change the scan frequency, resend the last
 * callback, delete. Results reach the enrollment's CallbackUrl as signed webhooks (verifyWebhook).
 * Requests carry the enrollment bearer from POST /Token, fetched and renewed by the client.
 */
import type { Transport } from './http.js';
import type { CallbackRecord, EnrollmentRequest } from './types.js';

/** The frequencies the service accepts (any case). */
export type Frequency = 'Daily' | 'Weekly' | 'Biweekly' | 'Monthly' | 'Quarterly' | 'Yearly';

export interface Enrollment {
  callbackUrl: string;
  frequency: Frequency;
  individual: { firstName?: string; lastName: string; dateOfBirth?: string };
  /** Default false: the first check runs at once and calls back; true defers it to the first scheduled scan. */
  skipInitialCallback?: boolean;
  customerReferenceId?: string;
}

export interface MonitoringApi {
  /** Enrolls the individual and answers the enrollment id. */
  enroll(enrollment: Enrollment): Promise<string>;
  /** The enrollment's callback records, newest first. */
  history(enrollmentId: string): Promise<CallbackRecord[]>;
  /** Changes how often the individual is rescanned; the next scan is the change date plus the new interval. */
  changeFrequency(enrollmentId: string, frequency: Frequency): Promise<string>;
  /** Sends the latest callback record to the CallbackUrl again. */
  resendCallback(enrollmentId: string): Promise<string>;
  /** Ends the monitoring; answers the service's confirmation text. */
  delete(enrollmentId: string): Promise<string>;
}

export function monitoringApi({ api, call }: Transport): MonitoringApi {
  return {
    async enroll(e) {
      const body: EnrollmentRequest = {
        CallbackUrl: e.callbackUrl,
        Frequency: e.frequency,
        ServiceName: 'Watchlist',
        IndividualToMonitor: {
          LastName: e.individual.lastName,
          ...(e.individual.firstName !== undefined ? { FirstName: e.individual.firstName } : {}),
          ...(e.individual.dateOfBirth !== undefined ? { DateOfBirth: e.individual.dateOfBirth } : {}),
        },
        ...(e.skipInitialCallback !== undefined ? { SkipInitialCallback: e.skipInitialCallback } : {}),
        ...(e.customerReferenceId !== undefined ? { CustomerReferenceId: e.customerReferenceId } : {}),
      };
      const { data } = await call('POST', () => api.POST('/Enrollment/CreateEnrollmentWithIndividual', { body }));
      return data.Result;
    },
    async history(enrollmentId) {
      const { data } = await call('GET', () =>
        api.GET('/Enrollment/History/{enrollmentId}', { params: { path: { enrollmentId } } }),
      );
      return data.Result;
    },
    async changeFrequency(enrollmentId, frequency) {
      const { data } = await call('PUT', () =>
        api.PUT('/Enrollment/{enrollmentId}/frequency', {
          params: { path: { enrollmentId }, query: { frequencyName: frequency } },
        }),
      );
      return data.Result;
    },
    async resendCallback(enrollmentId) {
      const { data } = await call('POST', () =>
        api.POST('/Enrollment/{enrollmentId}/ResendCallback', { params: { path: { enrollmentId } } }),
      );
      return data.Result;
    },
    async delete(enrollmentId) {
      const { data } = await call('DELETE', () =>
        // The confirmation is text/plain.
        api.DELETE('/Enrollment/{enrollmentId}', { params: { path: { enrollmentId } }, parseAs: 'text' }),
      );
      return data;
    },
  };
}

/**
 * Validation of `CreateEnrollmentWithIndividual` (spec, area B, "Enrollment request"). Every
 * problem is reported at once with the PascalCase field path the client sent, so one round trip
 * fixes a request. Unknown fields are ignored: clients of the original API send extras.
 */
import type { ErrorDetail } from '../errors/index.js';
import { checkUrl, type AllowList } from '../outbound/guard.js';
import { FREQUENCIES, parseFrequency, type Frequency } from './frequency.js';

export interface IndividualToMonitor {
  FirstName?: string;
  LastName: string;
  DateOfBirth?: string;
}

export interface EnrollmentRequest {
  CallbackUrl: string;
  Frequency: Frequency;
  IndividualToMonitor: IndividualToMonitor;
  SkipInitialCallback: boolean;
  CustomerReferenceId?: string;
  ServiceName: 'Watchlist';
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: ErrorDetail[] };

const MAX_NAME = 200;

export function isRealDate(text: string, today: number): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return (
    y >= 1850 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= today
  );
}

/** Refuses callback URLs the outbound guard would refuse, as early as can be told without DNS. */
export function callbackUrlProblem(raw: string, allow: AllowList): string | undefined {
  if (raw.length > 2048) return 'CallbackUrl must be at most 2048 characters';
  if (!/^https?:\/\//i.test(raw)) return 'CallbackUrl must be an absolute http or https URL';
  const verdict = checkUrl(raw, allow);
  if (!verdict.ok) return `CallbackUrl is not allowed: ${verdict.reason}`;
  const host = verdict.host.toLowerCase();
  if ((host === 'localhost' || host.endsWith('.localhost')) && !verdict.hostAdmitted) {
    return 'CallbackUrl is not allowed: localhost is loopback and not on the outbound allow-list';
  }
  return undefined;
}

export function validateEnrollment(body: unknown, allow: AllowList, now: number): Validated<EnrollmentRequest> {
  const errors: ErrorDetail[] = [];
  const problem = (field: string, reason: string, message: string) => errors.push({ field, reason, message });
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, errors: [{ reason: 'type', message: 'The request body must be a JSON object' }] };
  }
  const b = body as Record<string, unknown>;
  const present = (v: unknown) => v !== undefined && v !== null;
  const optionalString = (v: unknown, field: string, max: number): string | undefined => {
    if (!present(v)) return undefined;
    if (typeof v !== 'string') {
      problem(field, 'type', `${field} must be a string`);
      return undefined;
    }
    if (v.length > max) problem(field, 'maxLength', `${field} must be at most ${max} characters`);
    return v.trim() === '' ? undefined : v.trim();
  };

  // A field sent with the wrong type is not missing: `type` says so, `required` only when absent or blank.
  let callbackUrl = '';
  if (!present(b.CallbackUrl) || b.CallbackUrl === '') problem('CallbackUrl', 'required', 'CallbackUrl is required');
  else if (typeof b.CallbackUrl !== 'string') problem('CallbackUrl', 'type', 'CallbackUrl must be a string');
  else if (b.CallbackUrl.trim() === '') problem('CallbackUrl', 'required', 'CallbackUrl is required');
  else {
    callbackUrl = b.CallbackUrl.trim();
    const why = callbackUrlProblem(callbackUrl, allow);
    if (why) problem('CallbackUrl', 'format', why);
  }

  const frequency = parseFrequency(b.Frequency);
  if (!present(b.Frequency) || b.Frequency === '') problem('Frequency', 'required', 'Frequency is required');
  else if (typeof b.Frequency !== 'string') problem('Frequency', 'type', 'Frequency must be a string');
  else if (!frequency) problem('Frequency', 'enum', `Frequency must be one of ${FREQUENCIES.join(', ')}`);

  if (!present(b.ServiceName) || b.ServiceName === '') problem('ServiceName', 'required', 'ServiceName is required');
  else if (typeof b.ServiceName !== 'string') problem('ServiceName', 'type', 'ServiceName must be a string');
  else if (b.ServiceName.trim().toLowerCase() !== 'watchlist') {
    problem('ServiceName', 'enum', 'ServiceName must be Watchlist');
  }

  let skip = false;
  if (present(b.SkipInitialCallback)) {
    if (typeof b.SkipInitialCallback !== 'boolean')
      problem('SkipInitialCallback', 'type', 'SkipInitialCallback must be true or false');
    else skip = b.SkipInitialCallback;
  }
  const customerReferenceId = optionalString(b.CustomerReferenceId, 'CustomerReferenceId', 256);

  const individual: IndividualToMonitor = { LastName: '' };
  const ind = b.IndividualToMonitor;
  if (!present(ind)) problem('IndividualToMonitor', 'required', 'IndividualToMonitor is required');
  else if (typeof ind !== 'object' || Array.isArray(ind))
    problem('IndividualToMonitor', 'type', 'IndividualToMonitor must be an object');
  else {
    const i = ind as Record<string, unknown>;
    const last = optionalString(i.LastName, 'IndividualToMonitor.LastName', MAX_NAME);
    if (last === undefined) {
      if (!errors.some((e) => e.field === 'IndividualToMonitor.LastName'))
        problem('IndividualToMonitor.LastName', 'required', 'IndividualToMonitor.LastName is required');
    } else individual.LastName = last;
    const first = optionalString(i.FirstName, 'IndividualToMonitor.FirstName', MAX_NAME);
    if (first !== undefined) individual.FirstName = first;
    const dob = optionalString(i.DateOfBirth, 'IndividualToMonitor.DateOfBirth', 10);
    if (dob !== undefined) {
      if (!isRealDate(dob, now))
        problem(
          'IndividualToMonitor.DateOfBirth',
          'format',
          'IndividualToMonitor.DateOfBirth must be a real, past date written YYYY-MM-DD',
        );
      else individual.DateOfBirth = dob;
    }
  }

  if (errors.length > 0 || !frequency) return { ok: false, errors };
  return {
    ok: true,
    value: {
      CallbackUrl: callbackUrl,
      Frequency: frequency,
      IndividualToMonitor: individual,
      SkipInitialCallback: skip,
      ServiceName: 'Watchlist',
      ...(customerReferenceId !== undefined ? { CustomerReferenceId: customerReferenceId } : {}),
    },
  };
}

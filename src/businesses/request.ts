// Validation of POST /v3/business/autocomplete bodies as a pure function: either the
// normalised request or every field error at once (the HTTP layer turns them into a 400).
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 50;
export const MAX_NAME = 200;
export const MAX_LOCATION = 100;

export interface AutocompleteRequest {
  countryCode: string;
  companyName: string;
  state: string;
  city: string;
  limit: number;
  packageId: string;
  explain: boolean;
}

export interface FieldError {
  field: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function optionalString(body: Record<string, unknown>, field: string, max: number, errors: FieldError[]): string {
  const v = body[field];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') {
    errors.push({ field, message: 'must be a string' });
    return '';
  }
  const s = v.trim();
  if (s.length > max) errors.push({ field, message: `must be at most ${max} characters` });
  return s;
}

export function validateAutocompleteRequest(body: unknown): Validated<AutocompleteRequest> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: [{ field: '', message: 'body must be a JSON object' }] };
  }
  const b = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  let countryCode = '';
  if (b.CountryCode === undefined || b.CountryCode === null)
    errors.push({ field: 'CountryCode', message: 'is required' });
  else if (typeof b.CountryCode !== 'string' || !/^[A-Za-z]{2}$/.test(b.CountryCode.trim()))
    errors.push({ field: 'CountryCode', message: 'must be a two-letter ISO 3166-1 alpha-2 code' });
  else countryCode = b.CountryCode.trim().toUpperCase();
  let companyName = '';
  if (b.CompanyName === undefined || b.CompanyName === null)
    errors.push({ field: 'CompanyName', message: 'is required' });
  else if (typeof b.CompanyName !== 'string') errors.push({ field: 'CompanyName', message: 'must be a string' });
  else if (b.CompanyName.trim() === '')
    errors.push({ field: 'CompanyName', message: 'must contain at least one character' });
  else if (b.CompanyName.length > MAX_NAME)
    errors.push({ field: 'CompanyName', message: `must be at most ${MAX_NAME} characters` });
  // Keep a trailing space: it tells the search the last word is complete.
  else companyName = b.CompanyName.replace(/^\s+/, '');
  const state = optionalString(b, 'State', MAX_LOCATION, errors);
  const city = optionalString(b, 'City', MAX_LOCATION, errors);
  const packageId = optionalString(b, 'PackageId', MAX_LOCATION, errors);
  let limit = DEFAULT_LIMIT;
  if (b.Limit !== undefined && b.Limit !== null) {
    if (typeof b.Limit !== 'number' || !Number.isInteger(b.Limit))
      errors.push({ field: 'Limit', message: 'must be an integer' });
    else if (b.Limit < 1 || b.Limit > MAX_LIMIT)
      errors.push({ field: 'Limit', message: `must be between 1 and ${MAX_LIMIT}` });
    else limit = b.Limit;
  }
  let explain = false;
  if (b.Explain !== undefined && b.Explain !== null) {
    if (typeof b.Explain !== 'boolean') errors.push({ field: 'Explain', message: 'must be a boolean' });
    else explain = b.Explain;
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { countryCode, companyName, state, city, limit, packageId, explain } };
}

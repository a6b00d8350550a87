// Business verification: compare the fields a user submitted with the registry's record for
// that business, field by field (match / no_match / missing).
import type { BusinessRegistry } from './registry.js';
import type { BusinessRecord } from './types.js';
import type { AutocompleteItem, BusinessRecordItem } from './api-shape.js';
import { recordItem } from './api-shape.js';
import { analyseName } from './normalise/name.js';
import { foldText } from './normalise/fold.js';
import { cityKey, regionKey } from './normalise/location.js';
import { DEFAULT_LIMIT, type AutocompleteRequest, type FieldError, type Validated } from './request.js';
import { findByRegistrationNumber } from './regno-lookup.js';

export interface VerifyInput {
  CountryCode: string;
  CompanyName?: string;
  BusinessRegistrationNumber?: string;
  Address1?: string;
  City?: string;
  State?: string;
  PostalCode?: string;
}

export type FieldVerdict = 'match' | 'no_match' | 'missing';
export const VERIFY_FIELDS = [
  'CountryCode',
  'CompanyName',
  'BusinessRegistrationNumber',
  'Address1',
  'City',
  'State',
  'PostalCode',
] as const;
export type VerifyField = (typeof VERIFY_FIELDS)[number];

export interface VerifyResult {
  /** match: every submitted field matches; partial: some do; no_match: no registry record found. */
  Match: 'match' | 'partial' | 'no_match';
  Fields: Record<VerifyField, FieldVerdict>;
  Record: BusinessRecordItem | null;
}

export function validateVerifyRequest(body: unknown): Validated<VerifyInput> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { ok: false, errors: [{ field: '', message: 'body must be a JSON object' }] };
  const b = body as Record<string, unknown>;
  const errors: FieldError[] = [];
  const out: VerifyInput = { CountryCode: '' };
  for (const f of VERIFY_FIELDS) {
    const v = b[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') errors.push({ field: f, message: 'must be a string' });
    else if (v.length > 200) errors.push({ field: f, message: 'must be at most 200 characters' });
    else out[f] = v.trim();
  }
  if (!/^[A-Za-z]{2}$/.test(out.CountryCode))
    errors.push({ field: 'CountryCode', message: 'must be a two-letter ISO 3166-1 alpha-2 code' });
  out.CountryCode = out.CountryCode.toUpperCase();
  if (!out.CompanyName && !out.BusinessRegistrationNumber)
    errors.push({ field: 'CompanyName', message: 'CompanyName or BusinessRegistrationNumber is required' });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: out };
}

export const normaliseRegNo = (s: string): string =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^0+(?=.)/, '');

function nameMatches(input: string, r: BusinessRecord): boolean {
  const key = analyseName(input, r.country).key;
  return key !== '' && [r.name, ...r.otherNames].some((n) => analyseName(n, r.country).key === key);
}

function compare(input: string | undefined, registry: string, same: (a: string, b: string) => boolean): FieldVerdict {
  if (!input || registry === '') return 'missing';
  return same(input, registry) ? 'match' : 'no_match';
}

function verdicts(input: VerifyInput, r: BusinessRecord): Record<VerifyField, FieldVerdict> {
  const regNos = [r.registrationNumber, ...r.identifiers.map((i) => i.number)].filter(Boolean);
  return {
    CountryCode: input.CountryCode === r.country ? 'match' : 'no_match',
    CompanyName: compare(input.CompanyName, r.name, (a) => nameMatches(a, r)),
    BusinessRegistrationNumber: compare(input.BusinessRegistrationNumber, regNos.join(' '), (a) =>
      regNos.some((n) => normaliseRegNo(n) === normaliseRegNo(a)),
    ),
    Address1: compare(input.Address1, `${r.address1} ${r.address2}`.trim(), (a, b) => {
      const have = new Set(foldText(b).split(' '));
      const want = foldText(a).split(' ').filter(Boolean);
      return want.length > 0 && want.every((t) => have.has(t));
    }),
    City: compare(input.City, r.city, (a, b) => cityKey(a) === cityKey(b)),
    State: compare(input.State, r.region, (a, b) => regionKey(a, r.country) === regionKey(b, r.country)),
    PostalCode: compare(input.PostalCode, r.postalCode, (a, b) => normaliseRegNo(a) === normaliseRegNo(b)),
  };
}

const WEIGHT: Record<VerifyField, number> = {
  BusinessRegistrationNumber: 8,
  CompanyName: 4,
  PostalCode: 1,
  Address1: 1,
  City: 1,
  State: 0.5,
  CountryCode: 0,
};

export function verifyBusiness(
  registry: BusinessRegistry,
  search: { autocomplete(req: AutocompleteRequest): { results: AutocompleteItem[] } },
  input: VerifyInput,
): VerifyResult {
  const country = input.CountryCode.toUpperCase();
  const candidates: BusinessRecord[] = [];
  if (input.BusinessRegistrationNumber)
    candidates.push(...findByRegistrationNumber(registry, country, normaliseRegNo(input.BusinessRegistrationNumber)));
  if (input.CompanyName) {
    const req: AutocompleteRequest = {
      countryCode: country,
      companyName: `${input.CompanyName} `,
      city: input.City ?? '',
      state: input.State ?? '',
      limit: DEFAULT_LIMIT,
      packageId: '',
      explain: false,
    };
    for (const item of search.autocomplete(req).results) {
      const found = registry.find(item.ProviderID);
      if (found) candidates.push(found.record);
    }
  }
  let best: { r: BusinessRecord; v: Record<VerifyField, FieldVerdict>; score: number } | undefined;
  for (const r of candidates) {
    const v = verdicts({ ...input, CountryCode: country }, r);
    const score = VERIFY_FIELDS.reduce(
      (s, f) => s + (v[f] === 'match' ? WEIGHT[f] : v[f] === 'no_match' ? -WEIGHT[f] / 2 : 0),
      0,
    );
    if (!best || score > best.score) best = { r, v, score };
  }
  const none = Object.fromEntries(VERIFY_FIELDS.map((f) => [f, input[f] ? 'no_match' : 'missing'])) as Record<
    VerifyField,
    FieldVerdict
  >;
  // A candidate that matches neither name nor number is not the business the user meant.
  if (!best || (best.v.CompanyName !== 'match' && best.v.BusinessRegistrationNumber !== 'match'))
    return { Match: 'no_match', Fields: none, Record: null };
  const submitted = VERIFY_FIELDS.filter((f) => best.v[f] !== 'missing');
  const all = submitted.every((f) => best.v[f] === 'match');
  return { Match: all ? 'match' : 'partial', Fields: best.v, Record: recordItem(best.r) };
}

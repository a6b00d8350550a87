/**
 * The `business_verification` service node: checks the business the user entered against the
 * active registry snapshots with the businesses module's verification (src/businesses/verify.ts)
 * and stores a compact verdict for conditions (`service:<node>.match`, `.fields.companyName`, ...).
 * See docs/services.md.
 */
// verify.js, not the module index: the engine's runner needs no importers.
import { validateVerifyRequest, type FieldVerdict, type VerifyResult } from '../businesses/verify.js';
import type { BusinessRegistry, BusinessSearch } from '../businesses/index.js';
import type { ServiceOutcome } from './contract.js';
import { describeIssues, inputMap, readInputs } from './config-common.js';
import {
  ALPHA2,
  BUSINESS_INPUT_DEFAULTS,
  SERVICE_NAME,
  validateBusinessVerificationConfig,
  type BusinessVerificationConfig,
  type InputName,
} from './business-verification-config.js';
import type { SessionValues } from './template.js';

export {
  BUSINESS_INPUT_DEFAULTS,
  SERVICE_NAME,
  validateBusinessVerificationConfig,
  type BusinessVerificationConfig,
} from './business-verification-config.js';

/** Module field -> the name this service uses in config and result. */
const FIELD_NAMES = {
  CountryCode: 'country',
  CompanyName: 'companyName',
  BusinessRegistrationNumber: 'registrationNumber',
  Address1: 'address',
  City: 'city',
  State: 'state',
  PostalCode: 'postalCode',
} as const satisfies Record<keyof VerifyResult['Fields'], InputName>;

/** The registry record, cut to what a reviewer or a condition needs (results live in session state). */
export interface VerifiedRecord {
  providerId: string;
  name: string;
  registrationNumber: string;
  country: string;
  status: string;
  legalForm: string;
  address: string;
  source: string;
}

export interface BusinessVerificationData {
  /** match: every submitted field matches; partial: some do; no_match: no record matches name or number. */
  match: VerifyResult['Match'];
  fields: Record<InputName, FieldVerdict>;
  record: VerifiedRecord | null;
}

export interface BusinessVerificationDeps {
  businesses: Pick<BusinessSearch, 'verify'>;
  /** Only to tell "no data for this country" from "not registered". */
  registry: Pick<BusinessRegistry, 'active'>;
}

function compactRecord(r: NonNullable<VerifyResult['Record']>): VerifiedRecord {
  return {
    providerId: r.ProviderID,
    name: r.CompanyName,
    registrationNumber: r.BusinessRegistrationNumber,
    country: r.CountryCode,
    status: r.Status,
    legalForm: r.LegalForm,
    address: r.Address,
    source: r.Source,
  };
}

/** Verifies once; never throws for bad config or missing input (those are failures). */
export function runBusinessVerification(
  rawConfig: unknown,
  values: SessionValues,
  deps: BusinessVerificationDeps,
): ServiceOutcome {
  const issues = validateBusinessVerificationConfig(rawConfig);
  if (issues.length > 0)
    return { ok: false, code: 4009, message: describeIssues(SERVICE_NAME, issues), retryable: false };
  const config = rawConfig as BusinessVerificationConfig;
  const v = readInputs(inputMap(config.inputs, BUSINESS_INPUT_DEFAULTS), values);
  const country = (v.country ?? config.defaultCountry)?.toUpperCase();
  if (country === undefined)
    return {
      ok: false,
      code: 4202,
      retryable: false,
      message: 'business_verification needs the country of the business, and the session has none',
    };
  if (!ALPHA2.test(country))
    return {
      ok: false,
      code: 4202,
      retryable: false,
      message: `business_verification needs a two-letter country code, got \`${country}\``,
    };
  if (v.companyName === undefined && v.registrationNumber === undefined) {
    return {
      ok: false,
      code: 4205,
      retryable: false,
      message: 'business_verification needs a company name or a registration number, and the session has neither',
    };
  }
  const datasets = deps.registry.active();
  if (datasets.length === 0)
    return {
      ok: false,
      code: 4200,
      retryable: false,
      message: 'no business registry is loaded (ONWARD_BUSINESS_INDEXES)',
    };
  // An unknown country would otherwise read as "no such business", which is a different verdict.
  if (!datasets.some((ds) => ds.countries.has(country)))
    return { ok: false, code: 4201, retryable: false, message: `no business registry data for country ${country}` };
  const request = validateVerifyRequest({
    CountryCode: country,
    CompanyName: v.companyName,
    BusinessRegistrationNumber: v.registrationNumber,
    Address1: v.address,
    City: v.city,
    State: v.state,
    PostalCode: v.postalCode,
  });
  if (!request.ok)
    return {
      ok: false,
      code: 4009,
      retryable: false,
      message: `business_verification input refused: ${request.errors.map((e) => `${e.field} ${e.message}`).join('; ')}`,
    };
  const result = deps.businesses.verify(request.value);
  const fields = Object.fromEntries(
    Object.entries(result.Fields).map(([f, verdict]) => [FIELD_NAMES[f as keyof typeof FIELD_NAMES], verdict]),
  ) as Record<InputName, FieldVerdict>;
  const data: BusinessVerificationData = {
    match: result.Match,
    fields,
    record: result.Record ? compactRecord(result.Record) : null,
  };
  return { ok: true, data };
}

/**
 * The `business_verification` service node's config and its validator, apart from the runner
 * (business-verification.ts): the flow document validator imports this file, and it runs in the
 * Studio's browser bundle too, so it must not reach the registry code (which reads files).
 */
import {
  checkInputs,
  checkKnownFields,
  documentHas,
  inputMap,
  isRecord,
  type ConfigIssue,
  type DocumentFields,
  type InputMap,
} from './config-common.js';

export const SERVICE_NAME = 'business_verification';

const INPUTS = ['companyName', 'registrationNumber', 'country', 'address', 'city', 'state', 'postalCode'] as const;
export type InputName = (typeof INPUTS)[number];

/** Defaults follow the company_* roles (the same ones business prefill fills, docs/business-search.md). */
export const BUSINESS_INPUT_DEFAULTS: InputMap<InputName> = {
  companyName: ['role:company_name'],
  registrationNumber: ['role:company_nr'],
  country: ['role:company_country_incorporation', 'role:company_country'],
  address: ['role:company_street'],
  city: ['role:company_city'],
  state: ['role:company_state', 'role:company_state_address'],
  postalCode: ['role:company_zip', 'role:company_postal_code'],
};

export interface BusinessVerificationConfig {
  inputs?: Partial<Record<InputName, string | string[]>>;
  /** Two-letter country used when the session has none (single-country flows). */
  defaultCountry?: string;
}

const KNOWN = new Set(['inputs', 'defaultCountry']);
export const ALPHA2 = /^[A-Z]{2}$/;

/** Validates a node's config, and with `doc` also that the flow can supply what it needs; never throws. */
export function validateBusinessVerificationConfig(raw: unknown, doc?: DocumentFields): ConfigIssue[] {
  if (!isRecord(raw)) return [{ code: 'invalid_value', path: '', message: 'config must be an object' }];
  const out: ConfigIssue[] = [];
  checkKnownFields(raw, KNOWN, out);
  if (
    raw.defaultCountry !== undefined &&
    (typeof raw.defaultCountry !== 'string' || !ALPHA2.test(raw.defaultCountry))
  ) {
    out.push({
      code: 'invalid_value',
      path: '/defaultCountry',
      message: 'defaultCountry must be an uppercase ISO 3166-1 alpha-2 code such as GB',
    });
  }
  checkInputs(raw.inputs, INPUTS, out);
  if (doc && out.length === 0) {
    const map = inputMap(raw.inputs, BUSINESS_INPUT_DEFAULTS);
    if (!documentHas(map.companyName, doc) && !documentHas(map.registrationNumber, doc)) {
      out.push({
        code: 'missing_field',
        path: '/inputs',
        message:
          'business_verification needs a company name or registration number: the flow has no element with role company_name or company_nr; map one with inputs.companyName or inputs.registrationNumber',
      });
    }
    if (raw.defaultCountry === undefined && !documentHas(map.country, doc)) {
      out.push({
        code: 'missing_field',
        path: '/defaultCountry',
        message:
          'business_verification needs a country: the flow has no element with role company_country_incorporation or company_country; map one with inputs.country or set defaultCountry',
      });
    }
  }
  return out;
}

// Flow prefill: a business record's values by form-element role (spec: company_* roles).
import type { BusinessRecord } from './types.js';
import { fullAddress } from './api-shape.js';

export type CompanyRole =
  | 'company_name'
  | 'company_nr'
  | 'company_country_incorporation'
  | 'company_country'
  | 'company_street'
  | 'company_city'
  | 'company_zip'
  | 'company_postal_code'
  | 'company_state'
  | 'company_state_address'
  | 'company_address_full'
  | 'company_status'
  | 'company_lei'
  | 'company_type'
  | 'company_doi';

/** Roles with a value; roles the record cannot fill are absent rather than empty. */
export function businessPrefillValues(r: BusinessRecord): Partial<Record<CompanyRole, string>> {
  const street = [r.address1, r.address2].filter(Boolean).join(', ');
  const values: Record<CompanyRole, string> = {
    company_name: r.name,
    company_nr: r.registrationNumber,
    company_country_incorporation: r.country,
    company_country: r.country,
    company_street: street,
    company_city: r.city,
    company_zip: r.postalCode,
    company_postal_code: r.postalCode,
    company_state: r.region,
    company_state_address: r.region,
    company_address_full: fullAddress(r),
    company_status: r.status,
    company_lei: r.lei,
    company_type: r.legalForm,
    company_doi: r.incorporationDate,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

// The spec's closed list of semantic roles a form element may carry.
export const ROLES = [
  'first_name', 'last_name', 'second_last_name', 'middle_name', 'full_name', 'alternate_full_name',
  'alias', 'cpr', 'email', 'confirm_email', 'phone_number', 'mobile_number', 'address_1',
  'address_street', 'address_street_nr', 'address_street_type', 'address_house_nr',
  'address_building_name', 'address_floor', 'address_letter', 'address_city', 'address_zip',
  'address_state', 'address_country', 'gender', 'dob', 'national_id_nr', 'document_number',
  'social_service_number', 'nationality', 'company_nr', 'company_duns_nr',
  'company_country_incorporation', 'company_name', 'company_doi', 'company_nace', 'company_lei',
  'company_vat', 'company_street', 'company_building_nr', 'company_city', 'company_zip',
  'company_state', 'company_state_address', 'company_country', 'company_postal_code',
  'company_building_name', 'company_street_type', 'company_street_number', 'company_unit_number',
  'company_address_full', 'company_type', 'company_status', 'company_email', 'company_phone_number',
  'phone_verification', 'owner_first_name', 'owner_last_name', 'owner_second_last_name',
  'owner_company_name', 'owner_company_nr', 'owner_country_incorporation', 'owner_middle_name',
  'owner_full_name', 'owner_alias', 'owner_ssn', 'owner_entity_type', 'owner_is_active',
  'owner_is_director', 'owner_is_owner', 'owner_email', 'owner_phone_number', 'owner_mobile_number',
  'owner_address_street', 'owner_address_street_nr', 'owner_address_house_nr', 'owner_address_floor',
  'owner_address_letter', 'owner_address_full', 'owner_address_street_type',
  'owner_address_building_name', 'owner_address_city', 'owner_address_zip', 'owner_address_state',
  'owner_address_country', 'owner_inactivity_reason', 'owner_inactivity_reason_details',
  'owner_gender', 'owner_dob', 'owner_day_of_birth', 'owner_month_of_birth', 'owner_year_of_birth',
  'owner_national_id_nr', 'owner_nationality', 'owner_social_service_number', 'owner_id', 'ownership',
  'ownership_date', 'utility_provider', 'external_customer_id', 'branch_or_division', 'owner_context',
  'company_bank_account_number', 'company_clearing_system_id', 'company_iban', 'company_bic',
  'company_bank_account_type', 'company_bank_name', 'owner_bank_account_number',
  'owner_clearing_system_id', 'owner_iban', 'owner_bic', 'owner_bank_account_type', 'owner_bank_name',
  'bank_account_number', 'bic', 'clearing_system_id',
] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

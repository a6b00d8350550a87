// Country and currency code checks, shared by document validation and submit validation.
import countries from 'i18n-iso-countries';
import currencies from 'currency-codes';

const ALPHA2 = new Set(Object.keys(countries.getAlpha2Codes()));
const CURRENCIES = new Set(currencies.codes());

/** ISO 3166-1 alpha-2, uppercase only (the spec's form of a country_select value). */
export function isCountryCode(value: string): boolean {
  return ALPHA2.has(value);
}

/** ISO 4217 alphabetic code, uppercase only. */
export function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && CURRENCIES.has(value);
}

/**
 * Issuing-country choices for a document check: every ISO 3166-1 alpha-3 code and ICAO's own MRZ
 * codes, from the same tables the validator checks them with (mrz-countries.ts), named by the
 * browser's Intl (no locale data added to the bundle).
 */
import countries from 'i18n-iso-countries';
import { ICAO_COUNTRY_CODES } from '../../../../src/flows/document/mrz-countries.js';

const ICAO_NAMES: Record<string, string> = {
  D: 'Germany (as MRZs write it)',
  GBD: 'British Overseas Territories Citizen',
  GBN: 'British National (Overseas)',
  GBO: 'British Overseas Citizen',
  GBP: 'British Protected Person',
  GBS: 'British Subject',
  UTO: 'Utopia (ICAO specimen)',
  EUE: 'European Union',
  UNO: 'United Nations official',
  UNA: 'United Nations specialized agency',
  UNK: 'Kosovo (UN mission)',
  RKS: 'Kosovo',
  XXA: 'Stateless person',
  XXB: 'Refugee (1951 Convention)',
  XXC: 'Refugee (other)',
  XXX: 'Unspecified nationality',
};

let named: Map<string, string> | undefined;

/** Alpha-3 or ICAO code -> a name in English, built once. */
export function countryNames(): ReadonlyMap<string, string> {
  if (named) return named;
  const regions = new Intl.DisplayNames(['en'], { type: 'region' });
  named = new Map();
  for (const [alpha3, alpha2] of Object.entries(countries.getAlpha3Codes()))
    named.set(alpha3, regions.of(alpha2) ?? alpha3);
  for (const code of ICAO_COUNTRY_CODES.keys()) named.set(code, ICAO_NAMES[code] ?? `ICAO code ${code}`);
  return named;
}

export const describeCountry = (code: string): string => {
  const name = countryNames().get(code);
  return name ? `${code} · ${name}` : `${code} (unknown code)`;
};

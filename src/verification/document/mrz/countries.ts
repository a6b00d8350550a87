/**
 * Country codes as MRZs write them: ISO 3166 alpha-3 plus ICAO 9303-3 §5's own codes (the table
 * is in src/flows/document/mrz-countries.ts, shared with publication). Not the `mrz` package's list:
 * it lacks ICAO's specimen code `UTO` and the British-nationality codes, which documents carry.
 */
import countries from 'i18n-iso-countries';
import { ICAO_COUNTRY_CODES as ICAO_CODES } from '../../../flows/document/mrz-countries.js';

const ISO3 = new Set(Object.keys(countries.getAlpha3Codes()));

/** The code with MRZ fillers removed, mapped to the alpha-3 it stands for (`D` -> `DEU`), or undefined if unknown. */
export function canonicalCountry(code: string): string | undefined {
  const c = code.replace(/<+$/, '').toUpperCase();
  if (ISO3.has(c)) return c;
  return ICAO_CODES.get(c);
}

/** An applicant's nationality as a flow collects it (alpha-2, alpha-3 or an ICAO code), as alpha-3. */
export function applicantCountry(code: string): string | undefined {
  const c = code.trim().toUpperCase();
  if (c.length === 2) return countries.alpha2ToAlpha3(c) ?? undefined;
  return canonicalCountry(c);
}

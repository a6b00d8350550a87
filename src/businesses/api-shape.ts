// Mapping of records to the spec's PascalCase response items (Resources C).
import type { BusinessRecord } from './types.js';
import type { Explanation } from './ranking.js';

export interface BusinessIdentifierItem {
  Number: string;
  Type: string;
}

export interface AutocompleteItem {
  ProviderID: string;
  CompanyName: string;
  BusinessRegistrationNumber: string;
  Address: string;
  Address1: string;
  Region: string;
  City: string;
  PostalCode: string;
  PrefillId: string;
  NumberOfDuplicates: number;
  Ranking: number;
  BusinessIdentifiers: BusinessIdentifierItem[];
  Explanation?: Explanation;
}

/** The full record as returned by GET /v3/business/prefill/{PrefillId}. */
export interface BusinessRecordItem {
  ProviderID: string;
  CountryCode: string;
  CompanyName: string;
  OtherNames: string[];
  BusinessRegistrationNumber: string;
  Address: string;
  Address1: string;
  Address2: string;
  Region: string;
  City: string;
  PostalCode: string;
  Status: string;
  Branch: boolean;
  LegalForm: string;
  LEI: string;
  IncorporationDate: string;
  Source: string;
  BusinessIdentifiers: BusinessIdentifierItem[];
}

/** Built for each record shown as a result (recent-results.ts keeps it): appends, without filter and join. */
export function fullAddress(r: BusinessRecord): string {
  const cityLine = r.postalCode !== '' && r.city !== '' ? `${r.postalCode} ${r.city}` : r.postalCode || r.city;
  let out = '';
  for (const part of [r.address1, r.address2, cityLine, r.region, r.country])
    if (part !== '') out = out === '' ? part : `${out}, ${part}`;
  return out;
}

export function identifiers(r: BusinessRecord): BusinessIdentifierItem[] {
  return r.identifiers.map((i) => ({ Number: i.number, Type: i.type }));
}

export function recordItem(r: BusinessRecord): BusinessRecordItem {
  return {
    ProviderID: r.providerId,
    CountryCode: r.country,
    CompanyName: r.name,
    OtherNames: r.otherNames,
    BusinessRegistrationNumber: r.registrationNumber,
    Address: fullAddress(r),
    Address1: r.address1,
    Address2: r.address2,
    Region: r.region,
    City: r.city,
    PostalCode: r.postalCode,
    Status: r.status,
    Branch: r.branch,
    LegalForm: r.legalForm,
    LEI: r.lei,
    IncorporationDate: r.incorporationDate,
    Source: r.source,
    BusinessIdentifiers: identifiers(r),
  };
}

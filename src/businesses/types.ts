// The business record model shared by importers, the index, the API mapping and prefill.
// Missing text fields are '' rather than undefined so records encode compactly and compare simply.

export type BusinessStatus = 'active' | 'inactive' | 'dissolved' | 'unknown';

export interface BusinessIdentifier {
  type: string;
  number: string;
}

export interface BusinessRecord {
  /** Unique across the registry: `<source prefix>:<id in that source>`. */
  providerId: string;
  /** ISO 3166-1 alpha-2, upper case: the country of registration. */
  country: string;
  name: string;
  /** Previous or alternative names, kept for display and verification. */
  otherNames: string[];
  registrationNumber: string;
  identifiers: BusinessIdentifier[];
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  status: BusinessStatus;
  /** A branch or overseas establishment rather than a head office / main legal entity. */
  branch: boolean;
  /** ISO 20275 ELF code when known, else the registry's own wording. */
  legalForm: string;
  lei: string;
  incorporationDate: string;
  /** Which importer produced the record (gleif, uk-companies-house, sec, synthetic, generic). */
  source: string;
}

export interface SnapshotMeta {
  /** Dataset name; activating a snapshot replaces the active snapshot of the same source. */
  source: string;
  version: string;
  importedAt: string;
  recordCount: number;
  contentHash: string;
  /** Records per country. */
  countries: Record<string, number>;
  format: string;
}

export interface BusinessSnapshot {
  meta: SnapshotMeta;
  records: BusinessRecord[];
}

export function emptyRecord(providerId: string, country: string, name: string, source: string): BusinessRecord {
  return {
    providerId,
    country,
    name,
    otherNames: [],
    registrationNumber: '',
    identifiers: [],
    address1: '',
    address2: '',
    city: '',
    region: '',
    postalCode: '',
    status: 'unknown',
    branch: false,
    legalForm: '',
    lei: '',
    incorporationDate: '',
    source,
  };
}

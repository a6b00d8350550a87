// One mapping from GLEIF's entity fields to a BusinessRecord, shared by the JSON:API, the
// flattened JSON-lines and the golden-copy CSV importers (they differ only in layout).
import { emptyRecord, type BusinessRecord, type BusinessStatus } from '../types.js';
import { clean, countryCode, isoDate } from './common.js';

export interface GleifAddress {
  lines: string[];
  city: string;
  region: string;
  country: string;
  postalCode: string;
}

export interface GleifFields {
  lei: string;
  legalName: string;
  otherNames: string[];
  legalAddress: GleifAddress;
  registeredAs: string;
  jurisdiction: string;
  category: string;
  legalForm: string;
  entityStatus: string;
  expirationReason: string;
  creationDate: string;
}

function status(entityStatus: string, expirationReason: string): BusinessStatus {
  const s = entityStatus.toUpperCase();
  if (s === 'ACTIVE') return 'active';
  if (s === 'INACTIVE')
    return /DISSOLVED|CORPORATE_ACTION/.test(expirationReason.toUpperCase()) ? 'dissolved' : 'inactive';
  return 'unknown';
}

/** Region codes come as ISO 3166-2 ("US-DE"); keep the part a user would type as State. */
function region(value: string): string {
  const m = /^[A-Z]{2}-([A-Z0-9]{1,3})$/.exec(value);
  return m ? m[1]! : value;
}

/** Returns undefined with a reason when a required field is missing. */
export function gleifRecord(f: GleifFields): BusinessRecord | string {
  const lei = clean(f.lei).toUpperCase();
  if (!/^[A-Z0-9]{20}$/.test(lei)) return `invalid LEI ${JSON.stringify(f.lei)}`;
  const name = clean(f.legalName);
  if (name === '') return `LEI ${lei} has no legal name`;
  // The country of registration is the jurisdiction ("US-DE" -> US), else the legal address.
  const country = countryCode(clean(f.jurisdiction).slice(0, 2)) || countryCode(f.legalAddress.country);
  if (country === '') return `LEI ${lei} has no valid country`;
  const r = emptyRecord(`gleif:${lei}`, country, name, 'gleif');
  r.otherNames = f.otherNames.map(clean).filter((n) => n !== '');
  r.lei = lei;
  r.registrationNumber = clean(f.registeredAs);
  if (r.registrationNumber !== '')
    r.identifiers.push({ type: 'Business Registration Number', number: r.registrationNumber });
  r.identifiers.push({ type: 'Legal Entity Identifier', number: lei });
  const lines = f.legalAddress.lines.map(clean).filter((l) => l !== '');
  r.address1 = lines[0] ?? '';
  r.address2 = lines.slice(1).join(', ');
  r.city = clean(f.legalAddress.city);
  r.region = region(clean(f.legalAddress.region));
  r.postalCode = clean(f.legalAddress.postalCode);
  r.status = status(clean(f.entityStatus), clean(f.expirationReason));
  r.branch = clean(f.category).toUpperCase() === 'BRANCH';
  r.legalForm = clean(f.legalForm);
  r.incorporationDate = isoDate(f.creationDate);
  return r;
}

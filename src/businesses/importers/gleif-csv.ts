// GLEIF golden-copy / concatenated-file CSV (LEI-CDF 3.x column names, one entity per row).
import type { BusinessRecord } from '../types.js';
import { BusinessImportError } from './common.js';
import { readCsv } from './csv.js';
import { gleifRecord } from './gleif-map.js';

const A = 'Entity.LegalAddress.';

export function parseGleifCsv(file: string, text: string): BusinessRecord[] {
  const { rows } = readCsv(file, text, { required: ['LEI', 'Entity.LegalName'] });
  return rows.map((row) => {
    const otherNames: string[] = [];
    for (let i = 1; row.has(`Entity.OtherEntityNames.OtherEntityName.${i}`); i++)
      otherNames.push(row.get(`Entity.OtherEntityNames.OtherEntityName.${i}`));
    const lines = [row.get(`${A}FirstAddressLine`)];
    for (let i = 1; i <= 3; i++) lines.push(row.get(`${A}AdditionalAddressLine.${i}`));
    const r = gleifRecord({
      lei: row.get('LEI'),
      legalName: row.get('Entity.LegalName'),
      otherNames,
      legalAddress: {
        lines,
        city: row.get(`${A}City`),
        region: row.get(`${A}Region`),
        country: row.get(`${A}Country`),
        postalCode: row.get(`${A}PostalCode`),
      },
      registeredAs: row.get('Entity.RegistrationAuthority.RegistrationAuthorityEntityID'),
      jurisdiction: row.get('Entity.LegalJurisdiction'),
      category: row.get('Entity.EntityCategory'),
      legalForm: row.get('Entity.LegalForm.EntityLegalFormCode'),
      entityStatus: row.get('Entity.EntityStatus'),
      expirationReason: row.get('Entity.EntityExpirationReason'),
      creationDate: row.get('Entity.EntityCreationDate'),
    });
    if (typeof r === 'string') throw new BusinessImportError(file, row.line, r);
    return r;
  });
}

// Companies House "Free Company Data Product" (BasicCompanyData) CSV: 55 columns, some header
// names with a leading space, dates as dd/mm/yyyy.
import { emptyRecord, type BusinessRecord, type BusinessStatus } from '../types.js';
import { BusinessImportError, isoDate } from './common.js';
import { readCsv } from './csv.js';

function status(s: string): BusinessStatus {
  if (/^active/i.test(s)) return 'active'; // includes "Active - Proposal to Strike off"
  if (/dissolved|removed|closed|converted/i.test(s)) return 'dissolved';
  return s === '' ? 'unknown' : 'inactive'; // liquidation, administration, receivership
}

export function parseCompaniesHouse(file: string, text: string): BusinessRecord[] {
  const { rows } = readCsv(file, text, { required: ['CompanyName', 'CompanyNumber', 'CompanyStatus'] });
  return rows.map((row) => {
    const number = row.get('CompanyNumber').toUpperCase();
    const name = row.get('CompanyName');
    if (!/^[A-Z0-9]{8}$/.test(number))
      throw new BusinessImportError(file, row.line, `invalid CompanyNumber ${JSON.stringify(number)}`);
    if (name === '') throw new BusinessImportError(file, row.line, 'empty CompanyName');
    const r = emptyRecord(`gb-ch:${number}`, 'GB', name, 'uk-companies-house');
    r.registrationNumber = number;
    r.identifiers.push({ type: 'Business Registration Number', number });
    for (let i = 1; i <= 10; i++) {
      const prev = row.get(`PreviousName_${i}.CompanyName`);
      if (prev !== '') r.otherNames.push(prev);
    }
    const careOf = row.get('RegAddress.CareOf');
    const poBox = row.get('RegAddress.POBox');
    r.address1 = [careOf && `c/o ${careOf}`, poBox && `PO Box ${poBox}`, row.get('RegAddress.AddressLine1')]
      .filter(Boolean)
      .join(', ');
    r.address2 = row.get('RegAddress.AddressLine2');
    r.city = row.get('RegAddress.PostTown');
    r.region = row.get('RegAddress.County');
    r.postalCode = row.get('RegAddress.PostCode');
    r.status = status(row.get('CompanyStatus'));
    r.legalForm = row.get('CompanyCategory');
    // Overseas companies (FC/BR numbers, "Overseas Entity") are UK establishments of foreign ones.
    r.branch = /^(FC|BR|OE)/.test(number) || /overseas/i.test(r.legalForm);
    r.incorporationDate = isoDate(row.get('IncorporationDate'));
    return r;
  });
}

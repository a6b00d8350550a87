// SEC company_tickers_exchange.json: {"fields": ["cik","name","ticker","exchange"], "data": [...]}.
// One row per ticker, so share classes repeat a company; records are per CIK.
import { emptyRecord, type BusinessRecord } from '../types.js';
import { BusinessImportError, clean, jsonErrorLine } from './common.js';

export function parseSecTickers(file: string, text: string): BusinessRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new BusinessImportError(file, jsonErrorLine(text, err), `invalid JSON: ${(err as Error).message}`);
  }
  const o = doc as { fields?: unknown; data?: unknown };
  if (!Array.isArray(o.fields) || !Array.isArray(o.data))
    throw new BusinessImportError(file, 1, 'expected {"fields": [...], "data": [...]}');
  const col = (n: string): number => (o.fields as unknown[]).indexOf(n);
  const [iCik, iName, iTicker, iExchange] = [col('cik'), col('name'), col('ticker'), col('exchange')];
  if (iCik < 0 || iName < 0) throw new BusinessImportError(file, 1, 'fields must include "cik" and "name"');
  // The file is usually one line; rows are named by index so a bad one can still be found.
  const line = (i: number): number => (text.includes('\n') ? i + 2 : 1);
  const byCik = new Map<string, BusinessRecord>();
  (o.data as unknown[]).forEach((row, i) => {
    if (!Array.isArray(row)) throw new BusinessImportError(file, line(i), `data row ${i} is not an array`);
    const cik = clean(row[iCik]);
    const name = clean(row[iName]);
    if (!/^\d{1,10}$/.test(cik))
      throw new BusinessImportError(file, line(i), `data row ${i}: invalid cik ${JSON.stringify(row[iCik])}`);
    if (name === '') throw new BusinessImportError(file, line(i), `data row ${i}: empty name`);
    let r = byCik.get(cik);
    if (!r) {
      r = emptyRecord(`sec:${cik}`, 'US', name, 'sec');
      r.registrationNumber = cik;
      r.identifiers.push({ type: 'Central Index Key', number: cik });
      r.status = 'active'; // the list holds current reporting issuers only
      byCik.set(cik, r);
    }
    const ticker = iTicker >= 0 ? clean(row[iTicker]) : '';
    const exchange = iExchange >= 0 ? clean(row[iExchange]) : '';
    if (ticker !== '')
      r.identifiers.push({ type: exchange ? `Ticker Symbol (${exchange})` : 'Ticker Symbol', number: ticker });
  });
  return [...byCik.values()];
}

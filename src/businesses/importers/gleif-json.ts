// GLEIF JSON: the API's JSON:API pages (`data` is one lei-record or a list of them) and the
// flattened one-entity-per-line layout shipped as gleif-lei-records-sample.jsonl.
import type { BusinessRecord } from '../types.js';
import { BusinessImportError, clean, isObject, jsonErrorLine, lineAt } from './common.js';
import { gleifRecord, type GleifAddress } from './gleif-map.js';

function at(obj: unknown, path: string): unknown {
  let cur = obj;
  for (const key of path.split('.')) {
    if (!isObject(cur)) return undefined;
    cur = cur[key];
  }
  return cur;
}

function address(a: unknown): GleifAddress {
  const lines = at(a, 'addressLines');
  return {
    lines: Array.isArray(lines) ? lines.map(clean) : [],
    city: clean(at(a, 'city')),
    region: clean(at(a, 'region')),
    country: clean(at(a, 'country')),
    postalCode: clean(at(a, 'postalCode')),
  };
}

function names(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((n) => (typeof n === 'string' ? n : clean(at(n, 'name'))));
}

/** Where an entity sits in the text, so a bad record's error names a useful line. */
function lineOf(text: string, lei: unknown): number {
  const i = typeof lei === 'string' && lei !== '' ? text.indexOf(lei) : -1;
  return i < 0 ? 1 : lineAt(text, i);
}

export function parseGleifApi(file: string, text: string): BusinessRecord[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new BusinessImportError(file, jsonErrorLine(text, err), `invalid JSON: ${(err as Error).message}`);
  }
  const data = at(doc, 'data');
  if (data === undefined) throw new BusinessImportError(file, 1, 'not a GLEIF JSON:API document (no "data")');
  const items = Array.isArray(data) ? data : [data];
  const out: BusinessRecord[] = [];
  for (const item of items) {
    // Pages of other resource types (autocompletions, LOUs' metadata) carry no entities.
    if (at(item, 'type') !== 'lei-records') continue;
    const e = at(item, 'attributes.entity');
    const lei = at(item, 'attributes.lei') ?? at(item, 'id');
    const r = gleifRecord({
      lei: clean(lei),
      legalName: clean(at(e, 'legalName.name')),
      otherNames: names(at(e, 'otherNames')),
      legalAddress: address(at(e, 'legalAddress')),
      registeredAs: clean(at(e, 'registeredAs')),
      jurisdiction: clean(at(e, 'jurisdiction')),
      category: clean(at(e, 'category')),
      legalForm: clean(at(e, 'legalForm.id')),
      entityStatus: clean(at(e, 'status')),
      expirationReason: clean(at(e, 'expiration.reason')),
      creationDate: clean(at(e, 'creationDate')),
    });
    if (typeof r === 'string') throw new BusinessImportError(file, lineOf(text, lei), r);
    out.push(r);
  }
  return out;
}

export function parseGleifJsonLines(file: string, text: string): BusinessRecord[] {
  const out: BusinessRecord[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch (err) {
      throw new BusinessImportError(file, i + 1, `invalid JSON: ${(err as Error).message}`);
    }
    const r = gleifRecord({
      lei: clean(at(o, 'lei')),
      legalName: clean(at(o, 'legalName')),
      otherNames: names(at(o, 'otherNames')),
      legalAddress: address(at(o, 'legalAddress')),
      registeredAs: clean(at(o, 'registeredAs')),
      jurisdiction: clean(at(o, 'jurisdiction')),
      category: clean(at(o, 'category')),
      legalForm: clean(at(o, 'legalForm')),
      entityStatus: clean(at(o, 'status')),
      expirationReason: clean(at(o, 'expirationReason')),
      creationDate: clean(at(o, 'creationDate')),
    });
    if (typeof r === 'string') throw new BusinessImportError(file, i + 1, r);
    out.push(r);
  }
  return out;
}

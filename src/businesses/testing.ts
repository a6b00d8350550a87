// Small hand-made registries for tests: records from a few fields, wrapped in a snapshot.
import { emptyRecord, type BusinessRecord, type BusinessSnapshot } from './types.js';
import { snapshotFromRecords } from './importers/import.js';
import { createBusinessRegistry, type BusinessRegistry } from './registry.js';
import { createBusinessSearch, type BusinessSearch, type BusinessSearchOptions } from './business-search.js';
import type { AutocompleteRequest } from './request.js';

export type RecordSpec = Partial<Omit<BusinessRecord, 'name'>> & { name: string };

let counter = 0;

export function rec(spec: RecordSpec): BusinessRecord {
  const country = spec.country ?? 'GB';
  const r = emptyRecord(spec.providerId ?? `t:${++counter}`, country, spec.name, spec.source ?? 'test');
  Object.assign(r, { status: 'active' }, spec);
  return r;
}

export function snapshot(specs: RecordSpec[], source = 'test'): BusinessSnapshot {
  return snapshotFromRecords(
    specs.map(rec),
    source,
    'test',
    `hash-${source}-${specs.length}`,
    new Date('2026-01-01T00:00:00Z'),
  );
}

export function searchOver(
  specs: RecordSpec[],
  opts: BusinessSearchOptions = {},
): { registry: BusinessRegistry; search: BusinessSearch } {
  const registry = createBusinessRegistry();
  registry.activate(snapshot(specs));
  return { registry, search: createBusinessSearch(registry, opts) };
}

export function req(companyName: string, extra: Partial<AutocompleteRequest> = {}): AutocompleteRequest {
  return { countryCode: 'GB', companyName, state: '', city: '', limit: 10, packageId: '', explain: false, ...extra };
}

/** Names of the results, in order. */
export function names(search: BusinessSearch, companyName: string, extra: Partial<AutocompleteRequest> = {}): string[] {
  return search.autocomplete(req(companyName, extra)).results.map((r) => r.CompanyName);
}

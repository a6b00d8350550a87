// The engines compared by the evaluation and the benchmark, behind one interface: ours, and
// MiniSearch and FlexSearch with their documented search-as-you-type settings, each indexing
// the names per country (the same partitioning ours uses).
import MiniSearch from 'minisearch';
import FlexSearch, { type Index as FlexIndex } from 'flexsearch';
import type { BusinessRecord } from '../../src/businesses/types.js';
import type { BusinessSearch } from '../../src/businesses/business-search.js';

export interface Engine {
  name: string;
  /** Provider ids of the top results. */
  search(country: string, text: string, city: string, limit: number): string[];
}

export function ourEngine(search: BusinessSearch): Engine {
  return {
    name: 'onward',
    search: (country, text, city, limit) =>
      search
        .autocomplete({
          countryCode: country,
          companyName: text,
          city,
          state: '',
          limit,
          packageId: '',
          explain: false,
        })
        .results.map((r) => r.ProviderID),
  };
}

function byCountry(records: readonly BusinessRecord[]): Map<string, number[]> {
  const m = new Map<string, number[]>();
  records.forEach((r, i) => {
    let list = m.get(r.country);
    if (!list) m.set(r.country, (list = []));
    list.push(i);
  });
  return m;
}

export function miniSearchEngine(records: readonly BusinessRecord[]): Engine {
  const indexes = new Map<string, MiniSearch<{ id: number; name: string; city: string }>>();
  for (const [country, ids] of byCountry(records)) {
    const ms = new MiniSearch<{ id: number; name: string; city: string }>({ fields: ['name'], storeFields: ['city'] });
    ms.addAll(ids.map((id) => ({ id, name: records[id]!.name, city: records[id]!.city.toLowerCase() })));
    indexes.set(country, ms);
  }
  return {
    name: 'minisearch',
    search(country, text, city, limit) {
      const ms = indexes.get(country);
      if (!ms) return [];
      const c = city.toLowerCase();
      // MiniSearch's search-as-you-type recipe: prefix and fuzzy matching; a City lifts its
      // records through boostDocument (its documented hook for that).
      const hits = ms.search(text, {
        prefix: true,
        fuzzy: 0.2,
        ...(c
          ? {
              boostDocument: (_id: unknown, _t: string, stored?: Record<string, unknown>) =>
                stored?.city === c ? 1.5 : 1,
            }
          : {}),
      });
      return hits.slice(0, limit).map((h) => records[h.id as number]!.providerId);
    },
  };
}

export function flexSearchEngine(records: readonly BusinessRecord[]): Engine {
  const indexes = new Map<string, FlexIndex>();
  for (const [country, ids] of byCountry(records)) {
    // "forward" tokenisation is FlexSearch's setting for prefix (as-you-type) matching;
    // LatinBalance its encoder for tolerant matching of Latin text.
    const ix = new FlexSearch.Index({ tokenize: 'forward', encoder: FlexSearch.Charset.LatinBalance });
    for (const id of ids) ix.add(id, records[id]!.name);
    indexes.set(country, ix);
  }
  return {
    name: 'flexsearch',
    search(country, text, _city, limit) {
      const ix = indexes.get(country);
      if (!ix) return [];
      const ids = ix.search(text, { limit, suggest: true }) as number[];
      return ids.map((id) => records[id]!.providerId);
    },
  };
}

// createBusinessSearch: autocomplete over every active dataset, record lookup, PrefillId
// resolution and the route-handler logic as pure functions (the HTTP layer only adapts them).
import type { BusinessRegistry } from './registry.js';
import type { BusinessDataset } from './dataset.js';
import type { BusinessRecord } from './types.js';
import { analyseQuery } from './normalise/query.js';
import { cityKey, regionKey } from './normalise/location.js';
import { searchCountry } from './index/search.js';
import { newDetail, scoreDoc, type Location } from './index/score.js';
import { resultRecord } from './recent-results.js';
import { countNameKey, nameKey } from './index/dup-keys.js';
import type { CountryIndex } from './index/types.js';
import type { WordPlan } from './index/plan.js';
import { explain, rankingNumber } from './ranking.js';
import { identifiers, recordItem, type AutocompleteItem, type BusinessRecordItem } from './api-shape.js';
import { validateAutocompleteRequest, type AutocompleteRequest, type FieldError } from './request.js';
import type { PrefillTokenError, PrefillTokens } from './prefill-token.js';
import { verifyBusiness, type VerifyInput, type VerifyResult } from './verify.js';

export interface SearchContext {
  /** Needed to issue PrefillIds; without it (or without tokens) PrefillId is ''. */
  tenantId?: string;
}

export type HandlerResult<T> = { status: 200; body: T } | { status: 400; body: { errors: FieldError[] } };

export interface BusinessSearch {
  autocomplete(req: AutocompleteRequest, ctx?: SearchContext): { results: AutocompleteItem[] };
  /** POST /v3/business/autocomplete: validation plus search. */
  handleAutocomplete(body: unknown, ctx?: SearchContext): HandlerResult<{ results: AutocompleteItem[] }>;
  getRecord(providerId: string): BusinessRecordItem | undefined;
  /** GET /v3/business/prefill/{PrefillId} and POST /init {PrefillId}: the record a token names. */
  resolvePrefill(
    token: string,
    tenantId: string,
  ): { ok: true; record: BusinessRecord } | { ok: false; error: PrefillTokenError };
  verify(input: VerifyInput): VerifyResult;
}

export interface BusinessSearchOptions {
  tokens?: PrefillTokens;
}

const locationIds = new WeakMap<CountryIndex, { city: Map<string, number>; region: Map<string, number> }>();

function locationOf(ix: CountryIndex, req: AutocompleteRequest): Location {
  let ids = locationIds.get(ix);
  if (!ids) {
    ids = {
      city: new Map(ix.cityKeys.map((k, i) => [k, i + 1])),
      region: new Map(ix.regionKeys.map((k, i) => [k, i + 1])),
    };
    locationIds.set(ix, ids);
  }
  return {
    city: req.city === '' ? 0 : (ids.city.get(cityKey(req.city)) ?? 0),
    region: req.state === '' ? 0 : (ids.region.get(regionKey(req.state, ix.country)) ?? 0),
  };
}

interface Hit {
  ds: BusinessDataset;
  ix: CountryIndex;
  doc: number;
  key: number;
  order: number;
  words: WordPlan[];
  /** A join/split variant's match counts one typo more than its words show. */
  extraTypos: number;
  loc: Location;
  approximate: boolean;
}

export function createBusinessSearch(registry: BusinessRegistry, opts: BusinessSearchOptions = {}): BusinessSearch {
  const detail = newDetail();
  const search: BusinessSearch = {
    autocomplete(req, ctx = {}) {
      const hits: Hit[] = [];
      registry.active().forEach((ds, order) => {
        const ix = ds.countries.get(req.countryCode);
        const scratch = ds.scratch.get(req.countryCode);
        if (!ix || !scratch) return; // unknown country: no results, not an error
        const query = analyseQuery(req.companyName, req.countryCode);
        const loc = locationOf(ix, req);
        const found = searchCountry(ix, scratch, query, loc, req.limit);
        found.docs.forEach((doc, i) =>
          hits.push({
            ds,
            ix,
            doc,
            key: found.keys[i]!,
            order,
            words: found.docWords[i]!,
            extraTypos: found.extraTypos[i]!,
            loc,
            approximate: found.approximate,
          }),
        );
      });
      hits.sort((a, b) => b.key - a.key || a.order - b.order || a.doc - b.doc);
      // Other active datasets with this country: their records with the same name are duplicates too.
      const others = (h: Hit): number => {
        let n = 0;
        let key: string | undefined;
        for (const ds of registry.active()) {
          const ix = ds.countries.get(req.countryCode);
          if (!ix || ds === h.ds) continue;
          key ??= nameKey(h.ix, h.doc);
          n += countNameKey(ix, key);
        }
        return n;
      };
      const results = hits.slice(0, req.limit).map((h): AutocompleteItem => {
        scoreDoc(h.ix, h.doc, h.words, h.loc, detail);
        detail.typos += h.extraTypos;
        const { record: r, address } = resultRecord(h.ix.store, h.doc);
        const item: AutocompleteItem = {
          ProviderID: r.providerId,
          CompanyName: r.name,
          BusinessRegistrationNumber: r.registrationNumber,
          Address: address,
          Address1: r.address1,
          Region: r.region,
          City: r.city,
          PostalCode: r.postalCode,
          PrefillId:
            opts.tokens && ctx.tenantId
              ? opts.tokens.issue({
                  tenantId: ctx.tenantId,
                  providerId: r.providerId,
                  snapshotVersion: h.ds.meta.version,
                })
              : '',
          NumberOfDuplicates: h.ix.docDup[h.doc]! + others(h),
          Ranking: rankingNumber(detail),
          BusinessIdentifiers: identifiers(r),
        };
        if (req.explain) item.Explanation = explain(h.ix, h.doc, h.words, detail, h.approximate);
        return item;
      });
      return { results };
    },
    handleAutocomplete(body, ctx) {
      const v = validateAutocompleteRequest(body);
      if (!v.ok) return { status: 400, body: { errors: v.errors } };
      return { status: 200, body: search.autocomplete(v.value, ctx) };
    },
    getRecord(providerId) {
      const found = registry.find(providerId);
      return found && recordItem(found.record);
    },
    resolvePrefill(token, tenantId) {
      if (!opts.tokens) return { ok: false, error: 'malformed' };
      const v = opts.tokens.verify(token, tenantId);
      if (!v.ok) return v;
      // The named snapshot if it is still active, else the record's current version.
      const found = registry.find(v.ref.providerId, v.ref.snapshotVersion) ?? registry.find(v.ref.providerId);
      return found ? { ok: true, record: found.record } : { ok: false, error: 'unknown_record' };
    },
    verify: (input) => verifyBusiness(registry, search, input),
  };
  return search;
}

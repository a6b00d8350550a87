/**
 * Business prefill search: suggestions as the user types a business name (autocomplete), the full
 * registry record behind a suggestion's PrefillId, and verification of business data against the
 * registry.
 */
import type { Transport } from './http.js';
import type {
  BusinessRecord,
  BusinessSearchRequest,
  BusinessSuggestion,
  BusinessVerifyRequest,
  BusinessVerifyResult,
} from './types.js';

export interface BusinessSearch {
  country: string;
  name: string;
  state?: string;
  city?: string;
  limit?: number;
  packageId?: string;
  /** Add a ranking explanation to each result. */
  explain?: boolean;
}

export interface BusinessesApi {
  /** Registered businesses matching a partial name, most likely first. */
  search(query: BusinessSearch): Promise<BusinessSuggestion[]>;
  /** The registry record a suggestion's PrefillId names. */
  prefill(prefillId: string): Promise<BusinessRecord>;
  /** Checks business data against the registry, field by field. */
  verify(request: BusinessVerifyRequest): Promise<BusinessVerifyResult>;
}

export function businessesApi({ api, call }: Transport): BusinessesApi {
  return {
    async search(q) {
      const body: BusinessSearchRequest = {
        CountryCode: q.country,
        CompanyName: q.name,
        ...(q.state !== undefined ? { State: q.state } : {}),
        ...(q.city !== undefined ? { City: q.city } : {}),
        ...(q.limit !== undefined ? { Limit: q.limit } : {}),
        ...(q.packageId !== undefined ? { PackageId: q.packageId } : {}),
        ...(q.explain !== undefined ? { Explain: q.explain } : {}),
      };
      const { data } = await call('POST', () => api.POST('/v3/business/autocomplete', { body }));
      return data.results;
    },
    async prefill(prefillId) {
      const { data } = await call('GET', () =>
        api.GET('/v3/business/prefill/{PrefillId}', { params: { path: { PrefillId: prefillId } } }),
      );
      return data;
    },
    async verify(request) {
      const { data } = await call('POST', () => api.POST('/v3/business/verify', { body: request }));
      return data;
    },
  };
}

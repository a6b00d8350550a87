/**
 * The half of a provider_kyb_search submit that happens before the engine: the PrefillId of a search
 * result is checked (signature, tenant, expiry) and resolved against the business registry here,
 * because the engine sees neither the signing key nor the registry. The engine gets the compact
 * business and its values by company role (the event's kybPick), or the reason it was refused.
 */
import type { BusinessSearch } from '../businesses/business-search.js';
import { fullAddress } from '../businesses/api-shape.js';
import type { PrefillTokenError } from '../businesses/prefill-token.js';
import { businessPrefillValues } from '../businesses/prefill-values.js';
import type { BusinessRecord } from '../businesses/types.js';
import type { KybBusiness, KybPick, KybRefusal } from '../engine/types.js';
import type { CompiledFlow } from '../flows/prepare.js';

const REFUSALS: Record<PrefillTokenError, KybRefusal> = {
  malformed: 'invalid_prefill_id',
  bad_signature: 'invalid_prefill_id',
  // Another tenant's token names nothing here (GET /v3/business/prefill answers it as absent).
  other_tenant: 'invalid_prefill_id',
  expired: 'expired',
  unknown_record: 'unknown_business',
};

type OptionalText = Pick<KybBusiness, 'registrationNumber' | 'address' | 'address1' | 'address2' | 'city' | 'region' | 'postalCode' | 'legalForm' | 'lei' | 'incorporationDate'>;

function withoutEmpty(fields: Required<OptionalText>): OptionalText {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** The record as a step stores it: text the registry lacks is absent rather than '' (see KybBusiness). */
export function kybBusiness(r: BusinessRecord): KybBusiness {
  return {
    providerId: r.providerId, name: r.name, country: r.country,
    ...withoutEmpty({
      registrationNumber: r.registrationNumber, address: fullAddress(r), address1: r.address1, address2: r.address2,
      city: r.city, region: r.region, postalCode: r.postalCode, legalForm: r.legalForm, lei: r.lei, incorporationDate: r.incorporationDate,
    }),
    status: r.status, branch: r.branch,
    ...(r.identifiers.length > 0 ? { identifiers: r.identifiers.map(({ type, number }) => ({ type, number })) } : {}),
  };
}

function hasKybStep(flow: CompiledFlow): boolean {
  return flow.nodeOrder.some((id) => flow.nodes[id]?.type === 'provider_kyb_search');
}

/**
 * The kybPick for a submit carrying `{PrefillId}` to a flow with provider_kyb_search steps, resolved
 * for the session's tenant; undefined for any other submit. Whether the session actually stands on
 * such a step (or reaches one first, from `new`) is the engine's to decide, which ignores a pick
 * anywhere else.
 */
export function kybPickFor(businesses: Pick<BusinessSearch, 'resolvePrefill'>, flow: CompiledFlow, tenantId: string, data: unknown): KybPick | undefined {
  if (typeof data !== 'object' || data === null || !('PrefillId' in data)) return undefined;
  const token = data.PrefillId;
  if (typeof token !== 'string' || token === '' || !hasKybStep(flow)) return undefined;
  const resolved = businesses.resolvePrefill(token, tenantId);
  if (!resolved.ok) return { ok: false, reason: REFUSALS[resolved.error] };
  return { ok: true, business: kybBusiness(resolved.record), roleValues: businessPrefillValues(resolved.record) };
}

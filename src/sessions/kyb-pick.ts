/**
 * The half of a provider_kyb_search submit that happens before the engine: the PrefillId of a search
 * result is checked (signature, tenant, expiry) and resolved against the business registry here,
 * because the engine sees neither the signing key nor the registry. The engine gets the compact
 * business and its values by company role (the event's kybPick), or the reason it was refused.
 * The session runtime asks for it through its KybPicks port (src/sessions/ports.ts), wired at the
 * composition root; which submits carry a pick is the runtime's to decide (event-inputs.ts).
 */
import type { BusinessSearch } from '../businesses/business-search.js';
import { fullAddress } from '../businesses/api-shape.js';
import type { PrefillTokenError } from '../businesses/prefill-token.js';
import { businessPrefillValues } from '../businesses/prefill-values.js';
import type { BusinessRecord } from '../businesses/types.js';
import type { KybBusiness, KybPick, KybRefusal } from '../engine/types.js';

const REFUSALS: Record<PrefillTokenError, KybRefusal> = {
  malformed: 'invalid_prefill_id',
  bad_signature: 'invalid_prefill_id',
  // Another tenant's token names nothing here (GET /v3/business/prefill answers it as absent).
  other_tenant: 'invalid_prefill_id',
  expired: 'expired',
  unknown_record: 'unknown_business',
};

type OptionalText = Pick<
  KybBusiness,
  | 'registrationNumber'
  | 'address'
  | 'address1'
  | 'address2'
  | 'city'
  | 'region'
  | 'postalCode'
  | 'legalForm'
  | 'lei'
  | 'incorporationDate'
>;

function withoutEmpty(fields: Required<OptionalText>): OptionalText {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== ''));
}

/** The record as a step stores it: text the registry lacks is absent rather than '' (see KybBusiness). */
export function kybBusiness(r: BusinessRecord): KybBusiness {
  return {
    providerId: r.providerId,
    name: r.name,
    country: r.country,
    ...withoutEmpty({
      registrationNumber: r.registrationNumber,
      address: fullAddress(r),
      address1: r.address1,
      address2: r.address2,
      city: r.city,
      region: r.region,
      postalCode: r.postalCode,
      legalForm: r.legalForm,
      lei: r.lei,
      incorporationDate: r.incorporationDate,
    }),
    status: r.status,
    branch: r.branch,
    ...(r.identifiers.length > 0 ? { identifiers: r.identifiers.map(({ type, number }) => ({ type, number })) } : {}),
  };
}

/** Resolves PrefillIds for the session's tenant: the record as a step stores it, or why it is refused. */
export function createKybPicks(businesses: Pick<BusinessSearch, 'resolvePrefill'>) {
  return {
    resolve(prefillId: string, tenantId: string): KybPick {
      const resolved = businesses.resolvePrefill(prefillId, tenantId);
      if (!resolved.ok) return { ok: false, reason: REFUSALS[resolved.error] };
      return { ok: true, business: kybBusiness(resolved.record), roleValues: businessPrefillValues(resolved.record) };
    },
  };
}

// Every identifier kind Onward knows, by country and role. The first kind of a country for a
// role is the one a form names (its label and placeholder); any of them is accepted.
import { AMERICAS } from './kinds/americas.js';
import { ASIA_AFRICA_PACIFIC } from './kinds/asia-africa-pacific.js';
import { CENTRAL_EASTERN } from './kinds/central-eastern.js';
import { NORDIC } from './kinds/nordic.js';
import { SOUTHERN } from './kinds/southern.js';
import { WESTERN } from './kinds/western.js';
import type { IdentifierKind, IdentifierRole } from './types.js';

export const KINDS: readonly IdentifierKind[] = [
  ...NORDIC,
  ...CENTRAL_EASTERN,
  ...WESTERN,
  ...SOUTHERN,
  ...AMERICAS,
  ...ASIA_AFRICA_PACIFIC,
];

/** ISO 3166-1 alpha-2 codes of the countries with at least one kind, sorted. */
export const COUNTRIES: readonly string[] = [...new Set(KINDS.map((k) => k.country))].sort();

const byCountryRole = new Map<string, IdentifierKind[]>();
for (const k of KINDS)
  for (const role of k.roles) {
    const key = `${k.country}:${role}`;
    byCountryRole.set(key, [...(byCountryRole.get(key) ?? []), k]);
  }
// A kind whose main use is the role (listed first in its roles) comes before one that merely
// also serves it: Argentina's DNI before its CUIL for national_id_nr, the CUIL first for
// social_service_number. Array.prototype.sort is stable, so registry order breaks ties.
for (const [key, list] of byCountryRole) {
  const wanted = key.slice(3);
  list.sort((a, b) => Number(a.roles[0] !== wanted) - Number(b.roles[0] !== wanted));
}

/** The kinds a field with `role` accepts for `country`, the one to name first; empty when unknown. */
export function kindsFor(country: string, role: IdentifierRole): readonly IdentifierKind[] {
  return byCountryRole.get(`${country.toUpperCase()}:${role}`) ?? [];
}

export function kindById(kind: string): IdentifierKind | undefined {
  return KINDS.find((k) => k.kind === kind);
}

/** Strip spaces, dashes, dots and slashes and upper-case, unless the kind says otherwise. */
export function normalise(kind: IdentifierKind, raw: string): string {
  return kind.normalise ? kind.normalise(raw) : raw.replace(/[\s\-./]/g, '').toUpperCase();
}

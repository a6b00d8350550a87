/** Maps verified identity claims to the flow's roles (`given_name` → `first_name`, ...). */

export type Claims = Readonly<Record<string, unknown>>;

export interface MappedClaims {
  /** role → value, for every mapped claim the provider returned as a string or number. */
  mapped: Record<string, string>;
  /** Roles the configuration maps but no claim filled, so the step can ask or refuse. */
  missingRoles: string[];
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads a claim by name, then as a dotted path into structured claims (`address.postal_code`). */
export function readClaim(claims: Claims, name: string): unknown {
  if (Object.prototype.hasOwnProperty.call(claims, name)) return claims[name];
  let current: unknown = claims;
  for (const part of name.split('.')) {
    if (!isRecord(current) || !Object.prototype.hasOwnProperty.call(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

function asValue(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  // Objects, arrays and booleans have no single field value: they are left unmapped rather than stringified.
  return undefined;
}

/**
 * Several claims may feed one role (`personal_identity_number` and `national_id` → national_id_nr,
 * for brokers that name it differently): the first in the mapping's order that has a value wins.
 */
export function mapClaims(claims: Claims, mapping: Readonly<Record<string, string>>): MappedClaims {
  // A Map, not an object: a role named like an Object.prototype member must not read as present.
  const mapped = new Map<string, string>();
  const roles = new Set<string>();
  for (const [claim, role] of Object.entries(mapping)) {
    roles.add(role);
    if (mapped.has(role)) continue;
    const value = asValue(readClaim(claims, claim));
    if (value !== undefined) mapped.set(role, value);
  }
  return { mapped: Object.fromEntries(mapped), missingRoles: [...roles].filter((r) => !mapped.has(r)) };
}

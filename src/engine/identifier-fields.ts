// National-identifier fields (docs/identifiers.md): which country's identifier a field with an
// identifier role expects, read from the person's answers (nationality, country of residence),
// and the check of its value with that country's rules (src/identifiers).
import { lookup as own, type CompiledFlow, type CompiledFormNode } from '../flows/document/compiled-types.js';
import { checkIdentifier, kindsFor, labelOf, type IdentifierLabel, type IdentifierRole } from '../identifiers/index.js';
import type { Messages } from '../i18n/index.js';
import { pathValues } from './path-values.js';
import type { FieldIssue, SessionState } from './types.js';

/** The countries known from a person's (or an owner record's) answers, ISO 3166-1 alpha-2. */
export interface CountryHints {
  nationality?: string;
  residence?: string;
}

/** Element roles holding a national identifier, and the identifier role each asks for. */
const IDENTIFIER_ROLES: Readonly<Record<string, IdentifierRole>> = {
  national_id_nr: 'national_id_nr',
  social_service_number: 'social_service_number',
  owner_national_id_nr: 'national_id_nr',
  owner_social_service_number: 'social_service_number',
  owner_ssn: 'social_service_number',
  cpr: 'national_id_nr',
};

/** Roles whose answer is a country, by the hint it gives, for the person and for an owner. */
export const COUNTRY_ROLES = {
  person: { nationality: 'nationality', residence: 'address_country' },
  owner: { nationality: 'owner_nationality', residence: 'owner_address_country' },
} as const;

export function isIdentifierRole(role: string | undefined): boolean {
  return role !== undefined && Object.hasOwn(IDENTIFIER_ROLES, role);
}

const asCountry = (v: unknown): string | undefined => (typeof v === 'string' && /^[A-Z]{2}$/.test(v) ? v : undefined);

/**
 * The country whose identifier the field expects. An identity number is issued by the country
 * of nationality first; a social security number by the country of residence first (SSN,
 * National Insurance number); either falls back to the other. A cpr field is always Danish.
 */
export function identifierCountry(role: string, hints: CountryHints): string | undefined {
  if (role === 'cpr') return 'DK';
  const wanted = IDENTIFIER_ROLES[role];
  if (wanted === undefined) return undefined;
  return wanted === 'national_id_nr' ? (hints.nationality ?? hints.residence) : (hints.residence ?? hints.nationality);
}

/** What the step view tells clients about the identifier a field expects, when known. */
export function identifierLabel(role: string | undefined, hints: CountryHints): IdentifierLabel | undefined {
  if (!role) return undefined;
  const country = identifierCountry(role, hints);
  const wanted = IDENTIFIER_ROLES[role];
  const kind = country && wanted ? kindsFor(country, wanted)[0] : undefined;
  return kind ? labelOf(kind) : undefined;
}

/** The problem with an identifier field's value, if its country has rules and the value breaks them. */
export function identifierIssue(
  role: string | undefined,
  value: unknown,
  hints: CountryHints,
  today: string,
  messages?: Messages,
): Pick<FieldIssue, 'reason' | 'message' | 'identifier'> | undefined {
  if (!role || typeof value !== 'string') return undefined;
  const country = identifierCountry(role, hints);
  const wanted = IDENTIFIER_ROLES[role];
  if (!country || !wanted) return undefined;
  const result = checkIdentifier(country, wanted, value, today, messages);
  if (!result || result.ok) return undefined;
  return { reason: `identifier_${result.reason}`, message: result.message, identifier: labelOf(result.expected) };
}

/** Hints from answers given so far: the path's submissions, then prefill. */
export function pathCountryHints(flow: CompiledFlow, state: SessionState): CountryHints {
  const values = pathValues(state);
  const pick = (role: string): string | undefined => {
    for (const id of own(flow.elementIdsByRole, role) ?? []) {
      const v = asCountry(values.get(id)) ?? asCountry(own(state.prefill, id));
      if (v) return v;
    }
    return undefined;
  };
  const nationality = pick(COUNTRY_ROLES.person.nationality);
  const residence = pick(COUNTRY_ROLES.person.residence);
  return { ...(nationality ? { nationality } : {}), ...(residence ? { residence } : {}) };
}

/**
 * Hints with a form's (or owner record's) own answers taking precedence: a nationality chosen
 * on the same step as the number is the one the person means.
 */
export function withLocalHints(
  hints: CountryHints,
  roles: { nationality: string; residence: string },
  fields: ReadonlyArray<{ id: string; role?: string }>,
  valueOf: (id: string) => unknown,
): CountryHints {
  const local = (role: string): string | undefined => {
    for (const f of fields) if (f.role === role) return asCountry(valueOf(f.id));
    return undefined;
  };
  const nationality = local(roles.nationality) ?? hints.nationality;
  const residence = local(roles.residence) ?? hints.residence;
  return { ...(nationality ? { nationality } : {}), ...(residence ? { residence } : {}) };
}

const identifierNodes = new WeakMap<CompiledFormNode, boolean>();
/** Whether a form has an identifier field (owner groups included); once per compiled node. */
export function hasIdentifierFields(node: CompiledFormNode): boolean {
  let has = identifierNodes.get(node);
  if (has === undefined) {
    has = node.elements.some(
      (e) =>
        ('role' in e && isIdentifierRole(e.role)) ||
        (e.type === 'owner' && e.elements.some((s) => 'role' in s && isIdentifierRole(s.role))),
    );
    identifierNodes.set(node, has);
  }
  return has;
}

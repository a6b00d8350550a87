// What Onward knows about one kind of national identifier: how people call it, how it is
// written, and how to tell a well-formed number from a typo. Everything here is pure data and
// pure functions, so the engine (itself pure) can use it.

/** The roles of src/flows/document/roles.ts whose value is a national identifier. */
export type IdentifierRole = 'national_id_nr' | 'social_service_number';

export type Sex = 'male' | 'female';

/** Why a value is not a valid identifier of a kind. */
export type InvalidReason =
  /** Not the shape of this kind at all (length, letters where digits belong, …). */
  | 'format'
  /** The shape is right but the check digit(s) do not match: most likely a typo. */
  | 'checksum'
  /** The encoded date of birth does not exist, or lies after today. */
  | 'date'
  /** The shape is right but a part is outside the values the issuer allocates. */
  | 'range';

export type Parsed =
  | {
      ok: true;
      /** The normalised value (no separators, upper case). */
      compact: string;
      /** YYYY-MM-DD, where the number encodes the whole date of birth. */
      birthDate?: string;
      sex?: Sex;
    }
  | { ok: false; reason: InvalidReason };

/** The check-digit scheme, named for documentation and for what it guarantees to catch. */
export type Algorithm =
  | 'luhn'
  | 'verhoeff'
  | 'iso7064-mod11-2'
  | 'iso7064-mod11-10'
  | 'mod97'
  | 'mod11-weighted'
  | 'mod10-weighted'
  | 'mod23-letter'
  | 'mod31-character'
  | 'mod26-character'
  | 'none';

/**
 * The single errors the check digits always catch, over the digits of the compact form (the
 * positions in `unprotected` excepted). Property tests assert exactly this, no more.
 */
export interface Guarantees {
  /** Every change of one digit to another digit. */
  substitution: boolean;
  /**
   * Swaps of two adjacent, different digits: all of them, all but 0↔9 (Luhn), all but pairs
   * that differ by 5 (weights whose differences are even, as in EAN-13 and PESEL), or none.
   */
  transposition: 'all' | 'except-09' | 'except-diff-5' | 'none';
  /** Indices of digits the check does not cover (e.g. Iceland's century digit). */
  unprotected?: readonly number[];
}

export interface IdentifierKind {
  /** Stable identifier of the kind, `<country>_<name>` in lower case, e.g. `se_personnummer`. */
  kind: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  roles: readonly IdentifierRole[];
  /** The English name, e.g. "Personal identity number". */
  name: string;
  /** The name in the country's language, e.g. "personnummer". */
  localName: string;
  /** How a sentence names it, e.g. "Swedish personnummer" (used in messages). */
  label: string;
  /** The format as a person types it, e.g. "YYYYMMDD-XXXX". */
  placeholder: string;
  algorithm: Algorithm;
  guarantees: Guarantees;
  /** Where the rules come from (docs/identifiers.md lists them). */
  source: string;
  /**
   * Validates a normalised value (see normalise()). `today` (YYYY-MM-DD) places two-digit years
   * in their century and rejects dates of birth in the future; it is a parameter, never the clock.
   */
  parse(compact: string, today: string): Parsed;
  /** Overrides the default normalisation (strip spaces, dashes, dots and slashes; upper case). */
  normalise?(raw: string): string;
}

// Checking what a person typed in a national-identifier field against the kinds the field's
// country accepts, and, when it is not even shaped like them, saying what it looks like
// instead (another country's number, a passport number, an e-mail address) and what to enter.
import { messagesFor, SOURCE_LOCALE, type Messages } from '../i18n/index.js';
import { KINDS, kindsFor, normalise } from './registry.js';
import type { IdentifierKind, IdentifierRole, InvalidReason, Sex } from './types.js';

/** What API clients are told about the identifier a field expects (the step view, error details). */
export interface IdentifierLabel {
  country: string;
  kind: string;
  name: string;
  localName: string;
  placeholder: string;
}

export const labelOf = (k: IdentifierKind): IdentifierLabel => ({
  country: k.country,
  kind: k.kind,
  name: k.name,
  localName: k.localName,
  placeholder: k.placeholder,
});

/** What a value that is not the expected identifier appears to be instead. */
export type LooksLike =
  | { type: 'identifier'; kind: IdentifierKind }
  | { type: 'document_number' }
  | { type: 'email' }
  | { type: 'phone_number' };

export type IdentifierCheck =
  | { ok: true; kind: IdentifierKind; compact: string; birthDate?: string; sex?: Sex }
  | {
      ok: false;
      /** The kind a form names for the country and role. */
      expected: IdentifierKind;
      /** `wrong_type`: not shaped like any accepted kind, and recognisably something else. */
      reason: InvalidReason | 'wrong_type';
      looksLike?: LooksLike;
      message: string;
    };

// How specific a failure is: a value shaped like the kind but failing its check says more than
// one that is not shaped like it at all.
const SPECIFICITY: Record<InvalidReason, number> = { checksum: 3, date: 2, range: 1, format: 0 };

/** Formatted shapes that give a number away even where its digits alone would not. */
const FORMATTED: ReadonlyArray<{ shape: RegExp; kind: string }> = [
  { shape: /^\d{3}-\d{2}-\d{4}$/, kind: 'us_ssn' },
  { shape: /^\d{3}\.\d{3}\.\d{3}-\d{2}$/, kind: 'br_cpf' },
  { shape: /^756\.\d{4}\.\d{4}\.\d{2}$/, kind: 'ch_ahv' },
];

/** The one other kind the value is valid as, if exactly one: two or more say nothing for sure. */
function otherKind(raw: string, accepted: readonly IdentifierKind[], today: string): IdentifierKind | undefined {
  const trimmed = raw.trim();
  for (const f of FORMATTED)
    if (f.shape.test(trimmed)) {
      const k = KINDS.find((x) => x.kind === f.kind);
      if (k && !accepted.includes(k) && k.parse(normalise(k, raw), today).ok) return k;
    }
  // Only kinds with check digits, or a shape no other number has, are evidence.
  const candidates = KINDS.filter(
    (k) =>
      !accepted.includes(k) &&
      (k.algorithm !== 'none' || k.kind === 'gb_nino' || k.kind === 'in_pan') &&
      k.parse(normalise(k, raw), today).ok,
  );
  // Kinds of one country that share a format (personnummer and samordningsnummer) are one answer.
  const countries = new Set(candidates.map((k) => k.country));
  return countries.size === 1 ? candidates[0] : undefined;
}

function looksLike(raw: string, accepted: readonly IdentifierKind[], today: string): LooksLike | undefined {
  const v = raw.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return { type: 'email' };
  if (/^\+\d[\d\s()-]{6,}$/.test(v)) return { type: 'phone_number' };
  const other = otherKind(raw, accepted, today);
  if (other) return { type: 'identifier', kind: other };
  // Passport and identity-card numbers: one or two letters then six to eight digits (ICAO 9303
  // allows any nine characters; this is the shape most issuers use).
  if (/^[A-Z]{1,2}\d{6,8}$/.test(v.replace(/\s/g, '').toUpperCase())) return { type: 'document_number' };
  return undefined;
}

const LIKE = { identifier: 'other', document_number: 'document', email: 'email', phone_number: 'phone' } as const;

/**
 * How a message names a kind: English has a sentence name ("Icelandic kennitala"); other languages
 * get the identifier's own name with the country's name in their language ("kennitala (Island)"),
 * since the identifier's name is a proper name nobody translates.
 */
const isEnglish = (m: Messages) => m.locale.startsWith('en-');
const article = (label: string): string => (/^[AEIO]/.test(label) ? `an ${label}` : `a ${label}`);

function nameIn(m: Messages, kind: IdentifierKind): string {
  if (isEnglish(m)) return kind.label;
  const country = new Intl.DisplayNames([m.locale], { type: 'region', fallback: 'code' }).of(kind.country);
  return `${kind.localName} (${country ?? kind.country})`;
}

/** The end-user sentence for a failure in `m`'s language, naming the identifier expected and its format. */
export function identifierMessage(
  expected: IdentifierKind,
  reason: InvalidReason | 'wrong_type',
  like?: LooksLike,
  m: Messages = messagesFor(SOURCE_LOCALE),
): string {
  const values = { identifier: nameIn(m, expected), format: expected.placeholder };
  if (reason !== 'wrong_type') return m.format(`identifier.${reason}`, values);
  if (!like) return m.format('identifier.format', values);
  // English puts an article before the name ("a US Social Security number"); the other
  // languages name it as it is, in a phrase of their own around it.
  const other = like.type !== 'identifier' ? '' : isEnglish(m) ? article(like.kind.label) : nameIn(m, like.kind);
  return m.format('identifier.wrongType', { ...values, like: LIKE[like.type], other });
}

/**
 * Checks `raw` against the kinds `country` has for `role`. Undefined when Onward has no rules for
 * the country and role: the value is then accepted as typed. `today` is YYYY-MM-DD; `m` gives the
 * message's language (en-US without it).
 */
export function checkIdentifier(
  country: string,
  role: IdentifierRole,
  raw: string,
  today: string,
  m?: Messages,
): IdentifierCheck | undefined {
  const kinds = kindsFor(country, role);
  const expected = kinds[0];
  if (!expected) return undefined;
  let best: { kind: IdentifierKind; reason: InvalidReason } | undefined;
  for (const kind of kinds) {
    const parsed = kind.parse(normalise(kind, raw), today);
    if (parsed.ok) return { kind, ...parsed };
    if (!best || SPECIFICITY[parsed.reason] > SPECIFICITY[best.reason]) best = { kind, reason: parsed.reason };
  }
  const reason = best?.reason ?? 'format';
  if (reason !== 'format')
    return { ok: false, expected, reason, message: identifierMessage(expected, reason, undefined, m) };
  const like = looksLike(raw, kinds, today);
  return like
    ? {
        ok: false,
        expected,
        reason: 'wrong_type',
        looksLike: like,
        message: identifierMessage(expected, 'wrong_type', like, m),
      }
    : { ok: false, expected, reason: 'format', message: identifierMessage(expected, 'format', undefined, m) };
}

/**
 * Builders for environment variables. Each variable is a TypeBox transform from its text (as the
 * environment holds it) to its typed value, annotated with what the docs show, so one declaration
 * gives the type (StaticDecode), the parser, the default and the documentation.
 */
import { Type, type TSchema } from '@sinclair/typebox';

/**
 * A bad value. Each problem is written to follow the variable's name ("must be …", "entry … is …",
 * or ": …"), so the loader can prefix the name and every message names its variable.
 */
export class EnvProblem extends Error {
  readonly problems: readonly string[];
  constructor(problems: string | readonly string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(list.join('; '));
    this.problems = list;
  }
}

/** What the docs say about a variable. `docDefault` replaces the literal default when it explains more. */
export interface VarDoc {
  description: string;
  docDefault?: string;
}

/** A variable with a default: the loader decodes the default text when the variable is unset or empty. */
export function withDefault<T>(
  fallback: string,
  doc: VarDoc,
  decode: (raw: string) => T,
  encode: (value: T) => string,
) {
  return Type.Transform(Type.String({ default: fallback, ...doc }))
    .Decode(decode)
    .Encode(encode);
}

/** A variable without a default: unset (or empty) decodes to undefined. */
export function optional<T>(doc: VarDoc, decode: (raw: string) => T, encode: (value: T) => string) {
  return Type.Transform(Type.Union([Type.String(), Type.Undefined()], doc))
    .Decode((raw): T | undefined => (raw === undefined ? undefined : decode(raw)))
    .Encode((value) => (value === undefined ? undefined : encode(value)));
}

function integer(raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new EnvProblem(`must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return n;
}

export function int(fallback: number, min: number, max: number, doc: VarDoc) {
  return withDefault(String(fallback), doc, (raw) => integer(raw, min, max), String);
}

/** An integer whose default depends on another variable (resolved where the config is assembled). */
export function optionalInt(min: number, max: number, doc: VarDoc) {
  return optional(doc, (raw) => integer(raw, min, max), String);
}

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

export function bool(fallback: boolean, doc: VarDoc) {
  return withDefault(
    String(fallback),
    doc,
    (raw) => {
      const word = raw.trim().toLowerCase();
      if (TRUE.includes(word)) return true;
      if (FALSE.includes(word)) return false;
      throw new EnvProblem(`must be a boolean (true/false/1/0), got ${JSON.stringify(raw)}`);
    },
    String,
  );
}

/** Free text; `check` returns the problem with a value, if any. */
export function text(doc: VarDoc, check: (value: string) => string | undefined = () => undefined) {
  return optional(
    doc,
    (raw) => {
      const problem = check(raw);
      if (problem !== undefined) throw new EnvProblem(problem);
      return raw;
    },
    (value) => value,
  );
}

function word<const W extends string>(words: readonly W[], problem: (raw: string) => string) {
  return (raw: string): W => {
    const found = words.find((w) => w === raw);
    if (found === undefined) throw new EnvProblem(problem(raw));
    return found;
  };
}

/** One of a closed set of words; `problem` words the refusal of anything else. */
export function oneOf<const W extends string>(
  words: readonly W[],
  fallback: W,
  doc: VarDoc,
  problem: (raw: string) => string,
) {
  return withDefault(fallback, doc, word(words, problem), (w) => w);
}

/** One of a closed set of words, or unset. */
export function optionalOneOf<const W extends string>(
  words: readonly W[],
  doc: VarDoc,
  problem: (raw: string) => string,
) {
  return optional(doc, word(words, problem), (w) => w);
}

/** Comma-separated entries, blanks dropped; `check` returns each bad entry's problem, all reported. */
export function csv(doc: VarDoc, check: (entry: string) => string | undefined) {
  return withDefault(
    '',
    doc,
    (raw) => {
      const entries = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const problems = entries.map(check).filter((p): p is string => p !== undefined);
      if (problems.length > 0) throw new EnvProblem(problems);
      return entries;
    },
    (entries) => entries.join(','),
  );
}

/** The annotations a variable's schema carries for the docs. */
export function docOf(schema: TSchema): {
  description: string;
  default: string | undefined;
  docDefault: string | undefined;
} {
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  return {
    description: str(schema.description) ?? '',
    default: str(schema.default),
    docDefault: str(schema.docDefault),
  };
}

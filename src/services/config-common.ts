/**
 * What every service's config validator shares: the issue shape the flow document validator
 * turns into publication errors, and the `inputs` mapping by which a service takes session values
 * (a name -> one reference or a list of references tried in order, e.g.
 * `"country": ["role:nationality", "role:address_country"]`). Pure: the validators run at publication.
 */
import { isRole } from '../flows/document/roles.js';
import { parseReference, resolveReference, type SessionValues } from './template.js';

import type { ConfigIssue, DocumentFields } from '../flows/document/service-configs.js';

// The issue and document shapes belong to the validator's interface (flows/document/service-configs.ts).
export type { ConfigIssue, DocumentFields };

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
export const esc = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

export function checkKnownFields(
  raw: Record<string, unknown>,
  known: ReadonlySet<string>,
  out: ConfigIssue[],
  base = '',
): void {
  for (const k of Object.keys(raw))
    if (!known.has(k))
      out.push({ code: 'unknown_field', path: `${base}/${esc(k)}`, message: `unknown field \`${k}\`` });
}

export function checkInt(
  raw: Record<string, unknown>,
  name: string,
  min: number,
  max: number,
  out: ConfigIssue[],
): void {
  const v = raw[name];
  if (v === undefined) return;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    out.push({ code: 'invalid_value', path: `/${name}`, message: `${name} must be an integer from ${min} to ${max}` });
  }
}

/** Input name -> references, first with a value wins. */
export type InputMap<N extends string> = Record<N, readonly string[]>;

const MAX_REFS = 5;

/** Checks `config.inputs`: known input names, each a reference or a short list of references. */
export function checkInputs(raw: unknown, names: readonly string[], out: ConfigIssue[]): void {
  if (raw === undefined) return;
  if (!isRecord(raw))
    return void out.push({ code: 'invalid_value', path: '/inputs', message: 'inputs must be an object of references' });
  checkKnownFields(raw, new Set(names), out, '/inputs');
  for (const name of names) {
    const v = raw[name];
    if (v === undefined) continue;
    const path = `/inputs/${esc(name)}`;
    const refs = typeof v === 'string' ? [v] : v;
    if (
      !Array.isArray(refs) ||
      refs.length === 0 ||
      refs.length > MAX_REFS ||
      !refs.every((r) => typeof r === 'string')
    ) {
      out.push({
        code: 'invalid_value',
        path,
        message: `${name} must be a reference such as role:last_name, or a list of 1 to ${MAX_REFS} references`,
      });
      continue;
    }
    for (const r of refs) {
      const ref = parseReference(r);
      // Session facts are not handed to these services (ServiceInput has none), so only key/role/service/step.
      if (!ref || ref.namespace === 'session')
        out.push({
          code: 'invalid_value',
          path,
          message: `\`${r}\` is not a reference like key:email, role:last_name, service:<node>/<pointer> or step:<node>/<pointer>`,
        });
      else if (ref.namespace === 'role' && !isRole(ref.name))
        out.push({ code: 'invalid_value', path, message: `\`${ref.name}\` is not a role` });
    }
  }
}

/** The effective mapping: configured references replace the defaults input by input. */
export function inputMap<N extends string>(raw: unknown, defaults: InputMap<N>): InputMap<N> {
  const out = { ...defaults };
  if (!isRecord(raw)) return out;
  for (const name of Object.keys(defaults) as N[]) {
    const v = raw[name];
    if (typeof v === 'string') out[name] = [v];
    else if (Array.isArray(v)) out[name] = v.filter((r): r is string => typeof r === 'string');
  }
  return out;
}

/** True when some reference of the input names something the document has. */
export function documentHas(refs: readonly string[], doc: DocumentFields): boolean {
  return refs.some((r) => {
    const ref = parseReference(r);
    if (!ref) return false;
    switch (ref.namespace) {
      case 'key':
        return doc.keys.has(ref.name);
      case 'role':
        return doc.roles.has(ref.name);
      case 'service':
        return doc.services.has(ref.name);
      case 'step':
        return doc.steps.has(ref.name);
      case 'session':
        return false;
    }
  });
}

function asText(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (v instanceof Date && !Number.isNaN(v.getTime())) return v.toISOString().slice(0, 10);
  return undefined;
}

/** The first non-empty text value among the references (structured values do not count). */
export function readInput(refs: readonly string[], values: SessionValues): string | undefined {
  for (const r of refs) {
    const ref = parseReference(r);
    const text = ref ? asText(resolveReference(ref, values)) : undefined;
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Reads every input of a mapping. */
export function readInputs<N extends string>(map: InputMap<N>, values: SessionValues): Partial<Record<N, string>> {
  const out: Partial<Record<N, string>> = {};
  for (const name of Object.keys(map) as N[]) {
    const v = readInput(map[name], values);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** One line for a run-time failure from issues (only documents published before a validator change get here). */
export function describeIssues(service: string, issues: readonly ConfigIssue[]): string {
  return `invalid ${service} config: ${issues.map((i) => `${i.path || '/'} ${i.message}`).join('; ')}`;
}

// Maps the keys of a submitted object to element ids. Clients may name a field by its
// generated id, or by role or normalizedName when exactly one field carries it.
import type { FieldIssue } from './types.js';

export interface Addressable { id: string; role?: string; normalizedName?: string; key?: string }

export interface Resolved {
  values: Map<string, unknown>;
  issues: FieldIssue[];
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `byKey` also accepts the author's key (used inside owner records, where keys are local). */
export function resolveKeys(data: Record<string, unknown>, fields: readonly Addressable[], byKey = false): Resolved {
  const values = new Map<string, unknown>();
  const issues: FieldIssue[] = [];
  const ids = new Map(fields.map((f) => [f.id, f]));
  const unique = (pick: (f: Addressable) => string | undefined, name: string): Addressable[] => fields.filter((f) => pick(f) === name);
  for (const [name, raw] of Object.entries(data)) {
    let target = ids.get(name);
    if (!target) {
      for (const pick of [(f: Addressable) => f.role, (f: Addressable) => f.normalizedName, ...(byKey ? [(f: Addressable) => f.key] : [])]) {
        const hits = unique(pick, name);
        if (hits.length > 1) { issues.push({ elementId: name, reason: 'ambiguous_key', message: `\`${name}\` names ${hits.length} fields; use the field id` }); target = undefined; break; }
        if (hits.length === 1) { target = hits[0]; break; }
      }
      if (!target) {
        if (!issues.some((i) => i.elementId === name)) issues.push({ elementId: name, reason: 'unknown_field', message: `\`${name}\` is not a field of this step` });
        continue;
      }
    }
    if (values.has(target.id)) {
      issues.push({ elementId: target.id, reason: 'duplicate_field', message: `the field is given twice (as \`${name}\` and another key)` });
      continue;
    }
    values.set(target.id, raw);
  }
  return { values, issues };
}

// Maps the keys of a submitted object to element ids. Clients may name a field by its
// generated id, or by role or normalizedName when exactly one field carries it.
import type { FieldIssue } from './types.js';
import { FIELD_MESSAGES, type FieldMessages } from './field-messages.js';

export interface Addressable {
  id: string;
  role?: string;
  normalizedName?: string;
  key?: string;
}

export interface Resolved {
  values: Map<string, unknown>;
  issues: FieldIssue[];
}

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The fields by each name a client may use, in the order names are tried. */
interface Names {
  ids: Map<string, Addressable>;
  byName: Array<Map<string, Addressable[]>>;
}

// Compiled element lists never change, so their name tables are built once per list (every
// submit resolves its keys, and clients usually name fields by role).
const tables = new WeakMap<readonly Addressable[], { plain: Names; withKeys: Names }>();

function namesOf(fields: readonly Addressable[], byKey: boolean): Names {
  let entry = tables.get(fields);
  if (!entry) {
    const index = (pick: (f: Addressable) => string | undefined) => {
      const map = new Map<string, Addressable[]>();
      for (const f of fields) {
        const name = pick(f);
        if (name !== undefined) map.set(name, [...(map.get(name) ?? []), f]);
      }
      return map;
    };
    const ids = new Map(fields.map((f) => [f.id, f]));
    const byRole = index((f) => f.role);
    const byNormalized = index((f) => f.normalizedName);
    entry = {
      plain: { ids, byName: [byRole, byNormalized] },
      withKeys: { ids, byName: [byRole, byNormalized, index((f) => f.key)] },
    };
    tables.set(fields, entry);
  }
  return byKey ? entry.withKeys : entry.plain;
}

/** `byKey` also accepts the author's key (used inside owner records, where keys are local). */
export function resolveKeys(
  data: Record<string, unknown>,
  fields: readonly Addressable[],
  byKey = false,
  t: FieldMessages = FIELD_MESSAGES,
): Resolved {
  const values = new Map<string, unknown>();
  const issues: FieldIssue[] = [];
  const { ids, byName } = namesOf(fields, byKey);
  for (const name of Object.keys(data)) {
    let target = ids.get(name);
    if (!target) {
      let ambiguous = false;
      for (const table of byName) {
        const hits = table.get(name);
        if (!hits) continue;
        if (hits.length > 1) {
          issues.push({
            elementId: name,
            reason: 'ambiguous_key',
            message: t.ambiguousField(name),
          });
          ambiguous = true;
        } else target = hits[0];
        break;
      }
      if (!target) {
        if (!ambiguous) issues.push({ elementId: name, reason: 'unknown_field', message: t.unknownField(name) });
        continue;
      }
    }
    if (values.has(target.id)) {
      issues.push({
        elementId: target.id,
        reason: 'duplicate_field',
        message: t.twice,
      });
      continue;
    }
    values.set(target.id, data[name]);
  }
  return { values, issues };
}

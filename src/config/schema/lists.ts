// ONWARD_LISTS: screening lists imported at every start, `format[:list name]=path` entries joined
// by ';', e.g. `ofac-sdn=/data/sdn;pep-jsonl:Our PEPs=/data/peps.jsonl`. Kept apart from the
// schema so the list syntax and its messages live in one place.
import { LIST_FORMATS, type ListFormat } from '../../lib/list-formats.js';

export interface ConfiguredListEntry {
  format: ListFormat;
  path: string;
  listName?: string;
}

export function parseListEntries(text: string): { lists: ConfiguredListEntry[]; problems: string[] } {
  const lists: ConfiguredListEntry[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const raw of text.split(';')) {
    const entry = raw.trim();
    if (entry === '') continue;
    const eq = entry.indexOf('=');
    if (eq < 0) {
      problems.push(`ONWARD_LISTS entry ${JSON.stringify(entry)} must be format=path (or format:list name=path)`);
      continue;
    }
    const head = entry.slice(0, eq).trim();
    const path = entry.slice(eq + 1).trim();
    const colon = head.indexOf(':');
    const format = (colon < 0 ? head : head.slice(0, colon)).trim();
    const listName = colon < 0 ? undefined : head.slice(colon + 1).trim();
    if (!(LIST_FORMATS as readonly string[]).includes(format)) {
      problems.push(
        `ONWARD_LISTS entry ${JSON.stringify(entry)}: unknown format ${JSON.stringify(format)} (one of ${LIST_FORMATS.join(', ')})`,
      );
      continue;
    }
    if (path === '') {
      problems.push(`ONWARD_LISTS entry ${JSON.stringify(entry)} has no path`);
      continue;
    }
    if (listName === '') {
      problems.push(`ONWARD_LISTS entry ${JSON.stringify(entry)} has an empty list name after ":"`);
      continue;
    }
    // Two entries for one list would replace each other at every start.
    const key = listName ?? format;
    if (seen.has(key)) {
      problems.push(
        `ONWARD_LISTS names ${JSON.stringify(key)} twice; give each entry its own list name (format:name=path)`,
      );
      continue;
    }
    seen.add(key);
    lists.push({ format: format as ListFormat, path, ...(listName ? { listName } : {}) });
  }
  return { lists, problems };
}

/** The ONWARD_LISTS text that reads back as these entries. */
export function formatListEntries(lists: readonly ConfiguredListEntry[]): string {
  return lists.map((l) => `${l.format}${l.listName === undefined ? '' : `:${l.listName}`}=${l.path}`).join(';');
}

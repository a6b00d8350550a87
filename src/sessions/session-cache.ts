// The embedded store's in-process cache of session records (used by repository.ts).

/**
 * A bounded LRU of session records by id, kept right under concurrency:
 * - a write drops the entry when it starts (`changing`) and, once committed, puts the written
 *   record back (`written`) unless a newer revision got there first, or just drops it again
 *   when the new row is not known here (`changed`);
 * - a read fills the cache only if no write of any session started or committed while it ran
 *   (`epoch`) and nothing is cached for it yet, so a row read before a write can never
 *   overwrite or outlive what that write stored.
 */
export function createSessionCache<R extends { id: string; revision: number }>(capacity: number) {
  const entries = new Map<string, R>();
  let writes = 0;
  const put = (record: R) => {
    entries.delete(record.id);
    entries.set(record.id, record);
    if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
  };
  return {
    get(id: string): R | undefined {
      const hit = entries.get(id);
      if (hit) {
        entries.delete(id);
        entries.set(id, hit);
      }
      return hit;
    },
    epoch: () => writes,
    fill(record: R, epoch: number) {
      if (writes === epoch && !entries.has(record.id)) put(record);
    },
    changing(id: string) {
      writes++;
      entries.delete(id);
    },
    written(record: R) {
      writes++;
      const current = entries.get(record.id);
      if (!current || current.revision < record.revision) put(record);
    },
    changed(id: string) {
      writes++;
      entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}

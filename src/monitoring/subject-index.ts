/**
 * The subject-side index of delta rescans: each active enrollment's candidate keys (screening's
 * subjectKeys, the keys its screening looks up) in `monitoring_subject_keys`, written in the
 * transaction that enrolls and removed in the one that deletes, so every worker process sees the
 * same index. Enrollments not indexed under the current key scheme (enrolled before the index
 * existed, or indexed by an older key function) are "pending": a list update counts them as
 * reachable until `indexPending` has indexed them.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Store } from '../store/database.js';
import type { Database } from '../store/schema.js';
import { SUBJECT_KEY_SCHEME, subjectKeys } from '../screening/index.js';
import type { IndividualToMonitor } from './validate.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: two parameters each, far below both dialects' parameter limits. */
const ROWS_PER_INSERT = 2000;
/** Keys per lookup: one IN list per query. */
const KEYS_PER_LOOKUP = 500;

export async function writeSubjectKeys(
  db: Executor,
  enrollmentId: string,
  subject: IndividualToMonitor,
): Promise<void> {
  await insertKeys(
    db,
    subjectKeys(subject).map((key) => ({ key, enrollment_id: enrollmentId })),
  );
}

export async function removeSubjectKeys(
  db: Executor,
  enrollmentId: string,
  subject: IndividualToMonitor,
): Promise<void> {
  const keys = subjectKeys(subject);
  for (let i = 0; i < keys.length; i += KEYS_PER_LOOKUP) {
    await db
      .deleteFrom('monitoring_subject_keys')
      .where('enrollment_id', '=', enrollmentId)
      .where('key', 'in', keys.slice(i, i + KEYS_PER_LOOKUP))
      .execute();
  }
}

async function insertKeys(db: Executor, rows: { key: string; enrollment_id: string }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    // Two processes indexing the same pending enrollment write the same rows: the second adds nothing.
    await db
      .insertInto('monitoring_subject_keys')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['key', 'enrollment_id']).doNothing())
      .execute();
  }
}

/**
 * Indexes the active enrollments that are not indexed under the current scheme, `batch` per
 * transaction; resolves to how many it indexed. Safe to run in several processes at once: the
 * keys are a function of the subject, which never changes, so both write the same rows. Stops
 * after the batch that passes `deadline` (performance.now() milliseconds): what is left stays
 * pending, which a lookup counts as reachable.
 */
export async function indexPending(store: Store, batch = 1000, deadline = Infinity): Promise<number> {
  let total = 0;
  for (;;) {
    if (total > 0 && performance.now() >= deadline) return total;
    const rows = await store.db
      .selectFrom('enrollments')
      .select(['id', 'subject'])
      .where('status', '=', 'active')
      .where((eb) =>
        eb.or([eb('subject_keys_scheme', 'is', null), eb('subject_keys_scheme', '!=', SUBJECT_KEY_SCHEME)]),
      )
      .orderBy('id')
      .limit(batch)
      .execute();
    if (rows.length === 0) return total;
    const keyRows = rows.flatMap((r) =>
      subjectKeys(JSON.parse(r.subject) as IndividualToMonitor).map((key) => ({ key, enrollment_id: r.id })),
    );
    await store.db.transaction().execute(async (tx) => {
      await insertKeys(tx, keyRows);
      await tx
        .updateTable('enrollments')
        .set({ subject_keys_scheme: SUBJECT_KEY_SCHEME })
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    });
    total += rows.length;
  }
}

/**
 * Enrollments a list change can reach: those holding one of `keys`, the active ones not indexed
 * under the current scheme, and the active ones without any result (a list-update scan records a
 * first result for them whatever the change, as a full rescan would). Ids of enrollments deleted
 * since may be among them: callers read the rows with their status.
 */
export async function reachableEnrollments(store: Store, keys: readonly string[]): Promise<string[]> {
  const found = new Set<string>();
  for (let i = 0; i < keys.length; i += KEYS_PER_LOOKUP) {
    // The key table alone, through its primary key: joined with enrollments, SQLite would walk
    // every active enrollment and probe the keys. A deleted enrollment has no keys left, and
    // whoever reads the ids next filters on status anyway.
    const rows = await store.db
      .selectFrom('monitoring_subject_keys')
      .select('enrollment_id')
      .distinct()
      .where('key', 'in', keys.slice(i, i + KEYS_PER_LOOKUP))
      .execute();
    for (const r of rows) found.add(r.enrollment_id);
  }
  const others = await store.db
    .selectFrom('enrollments')
    .select('id')
    .where('status', '=', 'active')
    .where((eb) =>
      eb.or([
        eb('subject_keys_scheme', 'is', null),
        eb('subject_keys_scheme', '!=', SUBJECT_KEY_SCHEME),
        eb('last_result_id', 'is', null),
      ]),
    )
    .execute();
  for (const r of others) found.add(r.id);
  return [...found].sort();
}

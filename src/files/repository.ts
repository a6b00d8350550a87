/** Files uploaded to sessions, in the store (table session_files, migration 0007). */
import type { Store } from '../store/database.js';
import { bindParameters } from '../store/database.js';
import type { FileInfo } from '../engine/types.js';

export interface StoredFile {
  id: string;
  sessionId: string;
  elementId: string | null;
  name: string;
  mediaType: string;
  size: number;
  sha256: string;
  content: Buffer;
  createdAt: number;
}

export function createSessionFileRepository(store: Pick<Store, 'db' | 'write'>) {
  const { db } = store;
  // The submit of a form with file elements reads this; compiled once like the session queries.
  const listInfo = db
    .selectFrom('session_files')
    .select(['id', 'name', 'media_type', 'size'])
    .where('session_id', '=', '')
    .compile();

  return {
    /** One statement, so on SQLite it is group-committed with its neighbours (write-batcher.ts). */
    async insert(file: StoredFile): Promise<void> {
      await store.write(
        db
          .insertInto('session_files')
          .values({
            id: file.id,
            session_id: file.sessionId,
            element_id: file.elementId,
            name: file.name,
            media_type: file.mediaType,
            size: file.size,
            sha256: file.sha256,
            content: file.content,
            created_at: file.createdAt,
          })
          .compile(),
      );
    },

    async count(sessionId: string): Promise<number> {
      const row = await db
        .selectFrom('session_files')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** A session's files without their content, oldest first (the end-client details). */
    async listFor(sessionId: string): Promise<Array<Omit<StoredFile, 'content'>>> {
      const rows = await db
        .selectFrom('session_files')
        .select(['id', 'session_id', 'element_id', 'name', 'media_type', 'size', 'sha256', 'created_at'])
        .where('session_id', '=', sessionId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        sessionId: r.session_id,
        elementId: r.element_id,
        name: r.name,
        mediaType: r.media_type,
        size: Number(r.size),
        sha256: r.sha256,
        createdAt: Number(r.created_at),
      }));
    },

    /** One file of one session with its content; undefined when the session has no such file. */
    async read(sessionId: string, fileId: string): Promise<StoredFile | undefined> {
      const r = await db
        .selectFrom('session_files')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('id', '=', fileId)
        .executeTakeFirst();
      if (!r) return undefined;
      return {
        id: r.id,
        sessionId: r.session_id,
        elementId: r.element_id,
        name: r.name,
        mediaType: r.media_type,
        size: Number(r.size),
        sha256: r.sha256,
        content: Buffer.from(r.content),
        createdAt: Number(r.created_at),
      };
    },

    /** What the engine needs to check submitted file ids: metadata by id, never the content. */
    async infoFor(sessionId: string): Promise<Record<string, FileInfo>> {
      const { rows } = await db.executeQuery<{ id: string; name: string; media_type: string; size: number }>(
        bindParameters(listInfo, [sessionId]),
      );
      const out: Record<string, FileInfo> = {};
      for (const r of rows) out[r.id] = { size: Number(r.size), type: r.media_type, name: r.name };
      return out;
    },
  };
}

export type SessionFileRepository = ReturnType<typeof createSessionFileRepository>;

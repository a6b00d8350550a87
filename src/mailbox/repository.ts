/**
 * The built-in mailbox: notification e-mails kept in the database (table `mailbox_messages`,
 * migration 0014) when the operator chose ONWARD_MAIL_TRANSPORT=mailbox (the demo's default), so
 * e-mail works without an SMTP server. Every read is by tenant: another tenant's message id reads
 * as absent, exactly like an id that does not exist.
 *
 * Listing is newest first, keyset-paginated on (created_at, id) like GET /end-clients: both are
 * fixed at the insert, so a page never repeats or skips a message because others were read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';
import type { MailMessage } from '../notifications/mail-port.js';
import type { FlowMode } from '../sessions/repository.js';
import { keysetPage, olderThan } from '../store/keyset-cursor.js';
import { createMessageIds } from './message-id.js';

export const DEFAULT_MAILBOX_PAGE = 50;
export const MAX_MAILBOX_PAGE = 200;

export interface MailboxSummary {
  id: string;
  mode: FlowMode;
  endClientId: string;
  to: string;
  subject: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null while unread. */
  readAt: string | null;
}

export interface MailboxMessage extends MailboxSummary {
  text: string;
  html: string;
}

export interface MailboxPage {
  messages: MailboxSummary[];
  /** Pass as `cursor` for the next (older) page; null on the last one. */
  nextCursor: string | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

type Row = Database['mailbox_messages'];

function summaryOf(
  r: Pick<Row, 'id' | 'mode' | 'end_client_id' | 'to_address' | 'subject' | 'created_at' | 'read_at'>,
): MailboxSummary {
  return {
    // Rows are written from a FlowMode only (deliver); the column is plain text.
    id: r.id,
    mode: r.mode === 'test' ? 'test' : 'live',
    endClientId: r.end_client_id,
    to: r.to_address,
    subject: r.subject,
    createdAt: iso(r.created_at) ?? '',
    readAt: iso(r.read_at),
  };
}

export function createMailbox(db: Kysely<Database>, now: () => number = Date.now) {
  const nextId = createMessageIds(now);
  return {
    /** The `mailbox` transport's delivery: one committed row, so an accepted e-mail is never lost. */
    async deliver(message: MailMessage): Promise<{ id: string }> {
      const id = nextId();
      await db
        .insertInto('mailbox_messages')
        .values({
          id,
          tenant_id: message.context.tenantId,
          mode: message.context.mode,
          end_client_id: message.context.endClientId,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
          created_at: now(),
          read_at: null,
        })
        .execute();
      return { id };
    },

    async list(tenantId: string, query: { limit?: number; cursor?: string } = {}): Promise<MailboxPage> {
      const limit = query.limit ?? DEFAULT_MAILBOX_PAGE;
      let q = db
        .selectFrom('mailbox_messages')
        .select(['id', 'mode', 'end_client_id', 'to_address', 'subject', 'created_at', 'read_at'])
        .where('tenant_id', '=', tenantId);
      if (query.cursor !== undefined) q = q.where(olderThan(query.cursor, 'created_at', 'id'));
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const { page, nextCursor } = keysetPage(rows, limit, (r) => ({ createdAt: Number(r.created_at), id: r.id }));
      return {
        messages: page.map(summaryOf),
        nextCursor,
      };
    },

    /**
     * One of the tenant's messages, marked read on its first opening (as a mail client marks what
     * it shows); undefined when the tenant has no message with that id.
     */
    async open(tenantId: string, id: string): Promise<MailboxMessage | undefined> {
      // The guard keeps the first reading's time: a second opening changes nothing.
      await db
        .updateTable('mailbox_messages')
        .set({ read_at: now() })
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
      const row = await db
        .selectFrom('mailbox_messages')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? { ...summaryOf(row), text: row.text_body, html: row.html_body } : undefined;
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;

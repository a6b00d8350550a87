/**
 * The mailer port: what the notification service sends e-mail through. Transports (mailer.ts
 * picks one) implement `Mailer`; the service never learns which one it has.
 */
import type { FlowMode } from '../sessions/repository.js';
/** Whom a message concerns. SMTP ignores it; the mailbox files the message under this tenant and mode. */
export interface MailContext {
  tenantId: string;
  mode: FlowMode;
  endClientId: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  context: MailContext;
}

export type MailFailure = 'unreachable' | 'timeout' | 'rejected' | 'authentication' | 'tls' | 'failed';

export class MailError extends Error {
  constructor(
    readonly reason: MailFailure,
    message: string,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

export interface Mailer {
  /** False when there is no transport (`none`): sending would always fail. */
  readonly configured: boolean;
  /** Resolves once the transport accepted the message for delivery (the SMTP server, or the mailbox's row committed). */
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** Where the `mailbox` transport files messages (src/mailbox/repository.ts). */
export interface MailboxSink {
  deliver(message: MailMessage): Promise<{ id: string }>;
}

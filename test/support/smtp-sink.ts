/**
 * A real SMTP server on a random local port (smtp-server) that keeps what it receives, for
 * end-to-end tests of outgoing e-mail: login `mailer` / `secret` over plain SMTP, recipients at
 * `@refused.example` refused with 550. Messages are decoded just enough to read them back:
 * headers (encoded words too), and the text and HTML parts (quoted-printable or base64).
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'secret';

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  logins: string[];
  close(): Promise<void>;
}

function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*(?==\?)?/gi,
    (_, _charset: string, enc: string, data: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
  );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

function split(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const sep = raw.slice(at).startsWith('\r\n\r\n') ? 4 : 2;
  return at < 0
    ? { headers: parseHeaders(raw), body: '' }
    : { headers: parseHeaders(raw.slice(0, at)), body: raw.slice(at + sep) };
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    // 7bit / 8bit: the raw bytes were read as latin1; they are UTF-8.
    default:
      return Buffer.from(body, 'latin1').toString('utf8');
  }
}

/** The text/plain and text/html parts of a message (single part or one level of multipart). */
export function parseMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const { headers, body } = split(raw);
  const parts: Array<{ type: string; content: string }> = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const pieces = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const piece of pieces) {
    const part = split(piece.replace(/^\r?\n/, ''));
    // SMTP lines end in CRLF; the texts are compared with \n.
    const content = decodeBody(part.body, part.headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n');
    parts.push({ type: (part.headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim(), content });
  }
  return {
    ...envelope,
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: parts.find((p) => p.type === 'text/plain')?.content ?? '',
    html: parts.find((p) => p.type === 'text/html')?.content ?? '',
  };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const logins: string[] = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered (its self-signed certificate would be refused).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    disableReverseLookup: true,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        logins.push(auth.username ?? '');
        callback(null, { user: auth.username });
      } else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example'))
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push(
          parseMail(Buffer.concat(chunks).toString('latin1'), {
            from,
            to: session.envelope.rcptTo.map((r) => r.address),
          }),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    messages,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, for the subscription tests: the
// portal's mailer talks SMTP to it exactly as to a provider. `reject` makes it refuse messages (a provider outage).
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface ReceivedMail {
  raw: string;
  /** Header names in lower case, folded lines joined. */
  headers: Record<string, string>;
  messageId: string;
  to: string[];
  text: string;
  attachments: ReceivedAttachment[];
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** While true, every message is refused with a 451. */
  reject: boolean;
  /** Resolves when `count` mails have arrived in all. */
  received(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), as nodemailer writes a non-ASCII subject. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, kind: string, text: string) => (kind.toLowerCase() === 'b'
    ? Buffer.from(text, 'base64')
    : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1')).toString('utf8'));
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return end < 0 ? { headers: parseHeaders(raw), body: '' } : { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decode(body: string, encoding: string | undefined): Buffer {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1');
  }
  return Buffer.from(body, 'utf8');
}

/** The message's text part and attachments (one level of multipart, as nodemailer writes a text with attachments). */
export function parseMail(raw: string): ReceivedMail {
  const { headers, body } = splitMessage(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary === undefined ? [{ headers, body }]
    : body.split(`--${boundary}`).slice(1).filter((part) => !part.startsWith('--')).map((part) => splitMessage(part.replace(/^\r?\n/, '')));
  let text = '';
  const attachments: ReceivedAttachment[] = [];
  for (const part of parts) {
    const disposition = part.headers['content-disposition'] ?? '';
    const content = decode(part.body.replace(/\r?\n$/, ''), part.headers['content-transfer-encoding']);
    if (disposition.startsWith('attachment')) {
      attachments.push({ fileName: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? '', contentType: (part.headers['content-type'] ?? '').split(';')[0] ?? '', content });
    } else if ((part.headers['content-type'] ?? 'text/plain').startsWith('text/plain')) {
      text += content.toString('utf8');
    }
  }
  return { raw, headers, messageId: headers['message-id'] ?? '', to: [], text, attachments };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const waiters: Array<{ count: number; resolve: (mails: ReceivedMail[]) => void }> = [];
  const sink: SmtpSink = {
    url: '', mails: [], reject: false,
    received: (count) => new Promise((resolve) => {
      if (sink.mails.length >= count) resolve(sink.mails.slice());
      else waiters.push({ count, resolve });
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (sink.reject) {
          callback(Object.assign(new Error('Tillfälligt fel'), { responseCode: 451 }));
          return;
        }
        const mail = parseMail(Buffer.concat(chunks).toString('utf8'));
        mail.to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        sink.mails.push(mail);
        callback();
        for (const waiter of waiters.filter((w) => sink.mails.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(sink.mails.slice());
        }
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return sink;
}

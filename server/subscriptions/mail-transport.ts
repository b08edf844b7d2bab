// Where a subscription's mail goes: SMTP (SMTP_URL, through nodemailer) or, without it, the local outbox an
// administrator reads in the portal, so a demo shows the feature with no set-up.
import nodemailer from 'nodemailer';
import type { SubscriptionRepository } from '../repositories/subscription-repository.js';

export interface OutgoingMail {
  /** Deterministic per subscription and period (the idempotency key), so a retried run sends the same message. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  attachment: { fileName: string; contentType: string; content: Buffer };
  /** The signed one-click unsubscribe URL (RFC 8058). */
  unsubscribeUrl: string;
  nowMs: number;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** RFC 2369 and RFC 8058 headers: a mail client offers "unsubscribe" and posts to the link without opening a page. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        messageId: mail.messageId, from: mail.from, to: mail.to, subject: mail.subject, text: mail.text,
        headers: unsubscribeHeaders(mail.unsubscribeUrl),
        attachments: [{ filename: mail.attachment.fileName, contentType: mail.attachment.contentType, content: mail.attachment.content }],
      });
    },
    close: () => transporter.close(),
  };
}

export function outboxTransport(subscriptions: SubscriptionRepository): MailTransport {
  return {
    kind: 'outbox',
    async send(mail) {
      await subscriptions.fileInOutbox({
        message_id: mail.messageId, recipient: mail.to, subject: mail.subject, body_text: mail.text,
        attachment_name: mail.attachment.fileName, attachment_type: mail.attachment.contentType,
        attachment: mail.attachment.content.toString('base64'), created_at: mail.nowMs,
      });
    },
    close: () => undefined,
  };
}

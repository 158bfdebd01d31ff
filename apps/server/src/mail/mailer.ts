// Mail goes through nodemailer to SMTP_URL; with no SMTP_URL it goes to the outbox table, which the
// development mailbox page shows (docs/architecture.md §14).
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

/** A file sent with a mail: a sales document's PDF (docs/product.md §29). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

interface Logger {
  info(object: object, message: string): void;
}

export function createMailer(options: { db: Db; smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      transport: 'smtp',
      async send({ attachments = [], ...mail }) {
        await transporter.sendMail({
          from: options.from,
          ...mail,
          attachments: attachments.map(({ fileName, contentType, content }) => ({ filename: fileName, contentType, content })),
        });
        // Only what: the body may hold a one-time link, and the address is personal data (docs/security.md).
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send({ attachments = [], ...mail }) {
      // Kept whole, as the SMTP server would receive them: the development mailbox and the tests read them back.
      const kept = attachments.map(({ fileName, contentType, content }) => ({
        fileName,
        contentType,
        contentBase64: content.toString('base64'),
      }));
      await options.db.insert(outboxEmails).values({ ...mail, attachments: kept, transport: 'outbox' });
      options.logger.info({ subject: mail.subject, mailbox: '/dev/mailbox' }, 'mail kept in the development outbox');
    },
  };
}

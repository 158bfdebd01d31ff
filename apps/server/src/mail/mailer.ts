// Mail goes through nodemailer to SMTP_URL; with no SMTP_URL it goes to the outbox table, which the
// development mailbox page shows (docs/architecture.md §14).
import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxEmails } from '../db/schema.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
      async send(mail) {
        await transporter.sendMail({ from: options.from, ...mail });
        // Only what: the body may hold a one-time link, and the address is personal data (docs/security.md).
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(mail) {
      await options.db.insert(outboxEmails).values({ ...mail, transport: 'outbox' });
      options.logger.info({ subject: mail.subject, mailbox: '/dev/mailbox' }, 'mail kept in the development outbox');
    },
  };
}

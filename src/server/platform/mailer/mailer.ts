import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  template: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * One mailer for every message. Every mail is recorded in the outbox table; with SMTP_URL set it is
 * also delivered over SMTP (a failed delivery is recorded, not thrown, so a mail server outage never
 * breaks a sign-up — the outbox row shows what to resend).
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const transport = smtp ? 'smtp' : 'outbox';

  return {
    transport,
    async send(mail) {
      let status = 'stored';
      let error: string | null = null;
      if (smtp) {
        try {
          await smtp.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers });
          status = 'sent';
        } catch (err) {
          status = 'failed';
          error = err instanceof Error ? err.message : String(err);
        }
      }
      await db.insert(mailOutbox).values({
        to: mail.to,
        from: options.from,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        template: mail.template,
        transport,
        status,
        error,
      });
    },
  };
}

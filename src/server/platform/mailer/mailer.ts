import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { enqueueJob, type JobWorker } from '../jobs/job-queue';
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

export const MAIL_DELIVERY_QUEUE = 'mail.deliver';

/**
 * One mailer for every message. Every mail is recorded in the outbox table first. Without SMTP the
 * outbox is the destination (read at /mailbox). With SMTP_URL set, delivery runs as a job, so a mail
 * server outage never fails a sign-up and delivery is retried with backoff.
 */
export function createMailer(db: Database, options: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = options.smtpUrl ? 'smtp' : 'outbox';
  return {
    transport,
    async send(mail) {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(mailOutbox)
          .values({
            to: mail.to,
            from: options.from,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            template: mail.template,
            transport,
            status: transport === 'smtp' ? 'queued' : 'stored',
            headers: mail.headers ?? {},
          })
          .returning({ id: mailOutbox.id });
        if (transport === 'smtp') await enqueueJob(tx, MAIL_DELIVERY_QUEUE, { outboxId: row!.id });
      });
    },
  };
}

/** Registers the SMTP delivery job: sends one outbox row and records the outcome on it. */
export function registerMailDelivery(worker: JobWorker, db: Database, smtpUrl: string): void {
  const smtp = nodemailer.createTransport(smtpUrl);
  worker.register(MAIL_DELIVERY_QUEUE, async (payload) => {
    const id = String(payload['outboxId']);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    if (!mail || mail.status === 'sent') return;
    try {
      await smtp.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    } catch (err) {
      await db
        .update(mailOutbox)
        .set({ error: err instanceof Error ? err.message : String(err) })
        .where(eq(mailOutbox.id, id));
      throw err;
    }
    await db.update(mailOutbox).set({ status: 'sent', error: null }).where(eq(mailOutbox.id, id));
  });
}

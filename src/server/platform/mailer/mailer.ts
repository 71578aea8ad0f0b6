import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { enqueueJob, type JobWorker } from '../jobs/job-queue';
import type { MailConfig, MailTransportName } from './mail-config';
import { findSuppression } from './suppression';
import type { DeliverMail } from './transports/mail-transport';
import { providerATransport } from './transports/provider-a-transport';
import { providerBTransport } from './transports/provider-b-transport';
import { smtpTransport } from './transports/smtp-transport';

/** A rendered mail: what every template produces. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface OutgoingMail extends RenderedMail {
  to: string;
  template: string;
  headers?: Record<string, string>;
  /** transactional (default) or marketing: the operator spec's message category. */
  category?: 'transactional' | 'marketing';
  /** The template's data fields (provider A's dynamic_template_data). */
  templateData?: Record<string, string>;
  userId?: string | null;
  campaignId?: string | null;
}

export interface Mailer {
  readonly transport: MailTransportName;
  /**
   * Records the mail in the outbox and hands it to the transport. A suppressed address (bounce,
   * complaint) is recorded with status 'suppressed' and not sent; that is not an error.
   */
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_DELIVERY_QUEUE = 'mail.deliver';

/**
 * One mailer for every message. Every mail is recorded in the outbox table first. With the outbox
 * transport (the default) that is the destination (read at /mailbox). With SMTP or a provider,
 * delivery runs as a job, so a provider outage never fails a sign-up and delivery is retried with
 * backoff. The suppression list is checked here, so no caller can forget it.
 */
export function createMailer(db: Database, options: { mail: Pick<MailConfig, 'transport'>; from: string }): Mailer {
  const transport = options.mail.transport;
  return {
    transport,
    async send(mail) {
      const suppressed = await findSuppression(db, mail.to);
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
            status: suppressed ? 'suppressed' : transport === 'outbox' ? 'stored' : 'queued',
            error: suppressed ? `suppressed: ${suppressed.reason} reported by ${suppressed.source}` : null,
            headers: mail.headers ?? {},
            category: mail.category ?? 'transactional',
            templateData: mail.templateData ?? {},
            userId: mail.userId ?? null,
            campaignId: mail.campaignId ?? null,
          })
          .returning({ id: mailOutbox.id });
        if (!suppressed && transport !== 'outbox') await enqueueJob(tx, MAIL_DELIVERY_QUEUE, { outboxId: row!.id });
      });
    },
  };
}

function deliveryFor(config: { mail: MailConfig; smtpUrl: string | undefined }): DeliverMail | undefined {
  switch (config.mail.transport) {
    case 'smtp':
      return config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
    case 'provider-a':
      return config.mail.providerA && providerATransport(config.mail.providerA);
    case 'provider-b':
      return config.mail.providerB && providerBTransport(config.mail.providerB);
    case 'outbox':
      return undefined;
  }
}

/**
 * Registers the delivery job of the configured transport: sends one outbox row and records the
 * outcome on it. The suppression list is read again just before sending, so a bounce reported while
 * the mail waited in the queue still stops it.
 */
export function registerMailDelivery(
  worker: JobWorker,
  db: Database,
  config: { mail: MailConfig; smtpUrl: string | undefined },
): void {
  const deliver = deliveryFor(config);
  if (!deliver) return;
  worker.register(MAIL_DELIVERY_QUEUE, async (payload) => {
    const id = String(payload['outboxId']);
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    if (!mail || mail.status !== 'queued') return;
    const suppressed = await findSuppression(db, mail.to);
    if (suppressed) {
      await db
        .update(mailOutbox)
        .set({ status: 'suppressed', error: `suppressed: ${suppressed.reason} reported by ${suppressed.source}` })
        .where(eq(mailOutbox.id, id));
      return;
    }
    try {
      await deliver(mail);
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

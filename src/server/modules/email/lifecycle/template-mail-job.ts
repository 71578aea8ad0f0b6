import { eq } from 'drizzle-orm';
import type { EmailCategory } from '../../../../domain/email-consent';
import type { Database, Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { enqueueJob, type JobWorker } from '../../../platform/jobs/job-queue';
import type { Mailer } from '../../../platform/mailer/mailer';
import {
  premiumWelcomeTemplate,
  renderTemplate,
  stakingRewardsTemplate,
  wineAlertTemplate,
} from '../../../platform/mailer/templates/mail-templates';
import type { MailTemplate } from '../../../platform/mailer/templates/define-template';
import type { EmailLinks } from '../email-links';
import { findDigestHolders, framedBodyText, holdForDigest } from '../digest/hold-for-digest';
import { getOrCreateRecipient, normalizeEmail } from '../email-repository';
import { mayReceive } from '../may-receive';

export const TEMPLATE_MAIL_QUEUE = 'email.template-mail';

type Fields<T> = T extends MailTemplate<infer D> ? D : never;
/** What the job fills in itself: the name from the account, the signed links for marketing mail. */
type FilledByJob = 'user_name' | 'unsubscribe_url' | 'preferences_url';

/** Mails other modules raise from inside their transaction, with the preference category that gates each. */
const QUEUED_TEMPLATES = {
  staking_rewards: { template: stakingRewardsTemplate, preference: 'transactional' },
  wine_alert: { template: wineAlertTemplate, preference: 'price_alerts' },
  premium_welcome: { template: premiumWelcomeTemplate, preference: 'transactional' },
} as const satisfies Record<string, { template: { id: string }; preference: EmailCategory }>;

type QueuedTemplateId = keyof typeof QUEUED_TEMPLATES;
export type QueuedTemplateData<T extends QueuedTemplateId> = Omit<
  Fields<(typeof QUEUED_TEMPLATES)[T]['template']>,
  FilledByJob
>;

/**
 * Queues a templated mail to a user, in the caller's transaction: the mail goes only if the change
 * it reports commits, and a mail outage never undoes that change. URL fields may be paths
 * ('/trading?tab=staking'); the job makes them absolute.
 */
export async function enqueueTemplateMail<T extends QueuedTemplateId>(
  executor: Executor,
  mail: {
    userId: string;
    template: T;
    data: QueuedTemplateData<T>;
    /** Sent at most once per key. */ onceKey?: string;
  },
): Promise<void> {
  await enqueueJob(
    executor,
    TEMPLATE_MAIL_QUEUE,
    { userId: mail.userId, template: mail.template, data: mail.data },
    mail.onceKey ? { dedupeKey: `template-mail:${mail.onceKey}` } : {},
  );
}

/**
 * The job: looks up the account, asks the send rule (a category the person turned off is skipped),
 * adds the signed links a marketing mail carries, renders and sends through the mailer (which
 * honours the suppression list), or holds a marketing mail for the person's digest.
 */
export function registerTemplateMailJob(
  worker: JobWorker,
  deps: { db: Database; mailer: Mailer; links: EmailLinks; publicUrl: string },
): void {
  worker.register(TEMPLATE_MAIL_QUEUE, async (payload) => {
    const entry = QUEUED_TEMPLATES[payload['template'] as QueuedTemplateId];
    if (!entry) throw new Error(`Unknown queued mail template ${String(payload['template'])}`);
    const [account] = await deps.db
      .select({ email: user.email, name: user.name })
      .from(user)
      .where(eq(user.id, String(payload['userId'])))
      .limit(1);
    if (!account || !(await mayReceive(deps.db, entry.preference, account))) return;
    const data: Record<string, string> = { user_name: account.name || account.email };
    for (const [key, value] of Object.entries((payload['data'] ?? {}) as Record<string, string>))
      data[key] = key.endsWith('_url') && value.startsWith('/') ? `${deps.publicUrl}${value}` : String(value);
    let headers: Record<string, string> | undefined;
    if (entry.template.category === 'marketing') {
      const recipient = await getOrCreateRecipient(deps.db, account.email);
      data['unsubscribe_url'] = deps.links.unsubscribeUrl(recipient.id);
      data['preferences_url'] = deps.links.preferencesUrl(recipient.id);
      headers = deps.links.listUnsubscribeHeaders(recipient.id);
    }
    const mail = await renderTemplate(entry.template as unknown as MailTemplate<Record<string, string>>, data);
    // Marketing mail to a person who chose a daily, weekly or monthly frequency waits for their digest.
    const email = normalizeEmail(account.email);
    if (entry.template.category === 'marketing' && (await findDigestHolders(deps.db, [email])).has(email)) {
      await holdForDigest(deps.db, [
        { email, category: entry.preference, title: mail.subject, body: framedBodyText(mail.text) },
      ]);
      return;
    }
    await deps.mailer.send({ ...mail, to: account.email, userId: String(payload['userId']), headers });
  });
}

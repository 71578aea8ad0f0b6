import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { emailLifecycleMails } from '../../../db/schema/mail-delivery';
import type { Mailer } from '../../../platform/mailer/mailer';
import {
  abandonedPurchaseTemplate,
  renderTemplate,
  welcomeDay3Template,
  welcomeTemplate,
  type TemplateMail,
} from '../../../platform/mailer/templates/mail-templates';
import { findPaymentStatus } from '../../reporting/reporting-module';
import type { EmailLinks } from '../email-links';
import { getOrCreateRecipient, normalizeEmail } from '../email-repository';
import { mayReceive } from '../may-receive';

/** Rows handled per run; the job runs every minute, so a backlog drains over a few runs. */
const BATCH = 100;

export interface LifecycleDeps {
  db: Database;
  mailer: Mailer;
  links: EmailLinks;
  publicUrl: string;
}

type LifecycleRow = typeof emailLifecycleMails.$inferSelect;
type Account = { email: string; name: string; emailVerified: boolean };
/** A mail to send, or why it no longer applies. */
type Decision = { mail: TemplateMail & { headers?: Record<string, string> } } | { cancel: string };

const usd = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));

async function marketingLinks(deps: LifecycleDeps, email: string) {
  const recipient = await getOrCreateRecipient(deps.db, normalizeEmail(email));
  return {
    fields: {
      unsubscribe_url: deps.links.unsubscribeUrl(recipient.id),
      preferences_url: deps.links.preferencesUrl(recipient.id),
    },
    headers: deps.links.listUnsubscribeHeaders(recipient.id),
  };
}

async function decide(deps: LifecycleDeps, row: LifecycleRow, account: Account): Promise<Decision> {
  const url = (path: string) => `${deps.publicUrl}${path}`;
  const user_name = account.name || account.email;
  // An address never confirmed gets no lifecycle mail: it may belong to someone else.
  if (!account.emailVerified) return { cancel: 'e-mail address not verified' };
  if (row.kind === 'welcome_day1')
    return {
      mail: await renderTemplate(welcomeTemplate, {
        user_name,
        dashboard_url: url('/dashboard'),
        kyc_url: url('/dashboard?tab=verification'),
      }),
    };
  if (!(await mayReceive(deps.db, 'marketing', account))) return { cancel: 'marketing e-mails turned off' };
  const links = await marketingLinks(deps, account.email);
  if (row.kind === 'welcome_day3')
    return {
      mail: {
        ...(await renderTemplate(welcomeDay3Template, {
          user_name,
          investment_url: url('/investment'),
          staking_url: url('/trading?tab=staking'),
          ...links.fields,
        })),
        headers: links.headers,
      },
    };
  const payment = await findPaymentStatus(deps.db, row.paymentId!);
  if (!payment) return { cancel: 'payment not found' };
  if (payment.status !== 'requires_payment_method') return { cancel: `payment ${payment.status}` };
  return {
    mail: {
      ...(await renderTemplate(abandonedPurchaseTemplate, {
        user_name,
        cart_amount: usd(payment.amount),
        complete_url: url('/payments'),
        ...links.fields,
      })),
      headers: links.headers,
    },
  };
}

/**
 * Sends the lifecycle mails whose time has come on the app clock, or cancels those that no longer
 * apply (the reason is kept on the row). A row is claimed (scheduled → sent) before the mailer is
 * called, so two nodes never both send it; if the mailer throws, the claim is undone and the next
 * run tries again. At most once: a process dying between claim and send loses that one mail.
 */
export async function sendDueLifecycleMails(
  deps: LifecycleDeps,
  now: Date,
): Promise<{ sent: number; cancelled: number }> {
  // Rows scheduled without the app clock start counting now.
  await deps.db
    .update(emailLifecycleMails)
    .set({
      dueAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => ${emailLifecycleMails.delayMs} / 1000.0)`,
    })
    .where(isNull(emailLifecycleMails.dueAt));
  const due = await deps.db
    .select()
    .from(emailLifecycleMails)
    .where(and(eq(emailLifecycleMails.status, 'scheduled'), lte(emailLifecycleMails.dueAt, now)))
    .orderBy(asc(emailLifecycleMails.dueAt))
    .limit(BATCH);
  const outcome = { sent: 0, cancelled: 0 };
  for (const row of due) {
    const [account] = await deps.db
      .select({ email: user.email, name: user.name, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, row.userId));
    const decision = account ? await decide(deps, row, account) : { cancel: 'account deleted' };
    const claimed = await deps.db
      .update(emailLifecycleMails)
      .set(
        'cancel' in decision
          ? { status: 'cancelled', cancelReason: decision.cancel, doneAt: now }
          : { status: 'sent', doneAt: now },
      )
      .where(and(eq(emailLifecycleMails.id, row.id), eq(emailLifecycleMails.status, 'scheduled')))
      .returning({ id: emailLifecycleMails.id });
    if (!claimed.length) continue;
    if ('cancel' in decision) {
      outcome.cancelled += 1;
      continue;
    }
    try {
      await deps.mailer.send({ ...decision.mail, to: account!.email, userId: row.userId });
      outcome.sent += 1;
    } catch (err) {
      await deps.db
        .update(emailLifecycleMails)
        .set({ status: 'scheduled', doneAt: null })
        .where(eq(emailLifecycleMails.id, row.id));
      throw err;
    }
  }
  return outcome;
}

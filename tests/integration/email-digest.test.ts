import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_CATEGORIES } from '../../src/domain/email-consent';
import {
  emailCampaignRecipients,
  emailCampaigns,
  emailDigestItems,
  emailPreferences,
  mailOutbox,
  newsletterSubscribers,
} from '../../src/server/db/schema';
import {
  CAMPAIGN_HEADER,
  CAMPAIGN_TEMPLATE,
  sendCampaignSlice,
  type CampaignSenderDeps,
} from '../../src/server/modules/email/campaigns/campaign-sender';
import { createTrackingLinks } from '../../src/server/modules/email/campaigns/tracking-links';
import { DIGEST_QUEUE } from '../../src/server/modules/email/digest/digest-job';
import { DIGEST_HEADER, sendDueDigests } from '../../src/server/modules/email/digest/send-due-digests';
import { enqueueJob } from '../../src/server/platform/jobs/job-queue';
import { createMailer, type Mailer } from '../../src/server/platform/mailer/mailer';
import { deriveLinkSecret } from '../../src/server/platform/signed-links/signed-token';
import { enqueueTemplateMail } from '../../src/server/modules/email/lifecycle/template-mail-job';
import { runAllDueJobs } from '../factories/jobs';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const DAY_MS = 86_400_000;

describe(
  'e-mail digests: a chosen daily, weekly or monthly frequency holds marketing mail',
  { timeout: 120_000 },
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    const outboxMailer = () => createMailer(t.db, { mail: { transport: 'outbox' }, from: t.config.mailFrom });
    const senderDeps = (): CampaignSenderDeps => ({
      db: t.db,
      mailer: outboxMailer(),
      emailLinks: t.app.emailLinks,
      tracking: createTrackingLinks({
        linkSecret: deriveLinkSecret(t.config.authSecret),
        publicUrl: t.config.publicUrl,
      }),
      publicUrl: t.config.publicUrl,
      pauseMs: 0,
    });

    /** Save Preferences on the page reached by the signed link of the preferences row. */
    async function savePreferences(
      preferencesId: string,
      frequency: 'immediate' | 'daily' | 'weekly',
      categories = DEFAULT_EMAIL_CATEGORIES,
    ) {
      const token = new URL(t.app.emailLinks.preferencesUrl(preferencesId)).searchParams.get('token');
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/email/preferences',
        payload: { token, categories, frequency },
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    /** A confirmed subscriber, who saved their preferences with `frequency` if given. */
    async function subscriber(email: string, name: string, frequency?: 'immediate' | 'daily' | 'weekly') {
      await t.db.insert(newsletterSubscribers).values({ email, name, status: 'active', confirmedAt: new Date() });
      const [row] = await t.db.insert(emailPreferences).values({ email }).returning();
      if (frequency) await savePreferences(row!.id, frequency);
      return row!;
    }

    async function sendCampaign(subject: string) {
      const [campaign] = await t.db
        .insert(emailCampaigns)
        .values({
          name: subject,
          subject,
          content: 'Hello {{first_name}},\n\nThe reserve grew this quarter.',
          audienceSegment: 'all_users',
          status: 'sending',
        })
        .returning();
      while ((await sendCampaignSlice(senderDeps(), campaign!.id)) === 'continue');
      const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign!.id));
      return row!;
    }

    const campaignMailsTo = (email: string, campaignId: string) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.to, email),
            eq(mailOutbox.template, CAMPAIGN_TEMPLATE),
            sql`${mailOutbox.headers}->>${CAMPAIGN_HEADER} = ${campaignId}`,
          ),
        );
    const digestsTo = (email: string) =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'digest')));

    /** The digest job as the worker runs it: enqueued on the durable queue, run when due (app clock). */
    async function runDigestJob() {
      await enqueueJob(t.db, DIGEST_QUEUE, {});
      await runAllDueJobs(t.app.jobWorker);
    }

    it('daily: no mail at once, one digest after the day, and a second run sends nothing more', async () => {
      await subscriber('now@digest.example', 'Nora Now');
      await subscriber('daily@digest.example', 'Dana Daily', 'daily');
      const campaign = await sendCampaign('Your Q3 report, {{first_name}}');

      // The campaign is handled for both: one mailed, one queued for the digest; nobody skipped.
      expect(campaign).toMatchObject({ status: 'sent', totalCount: 2, sentCount: 1, digestCount: 1, skippedCount: 0 });
      expect(await campaignMailsTo('now@digest.example', campaign.id)).toHaveLength(1);
      expect(await campaignMailsTo('daily@digest.example', campaign.id)).toHaveLength(0);
      const [row] = await t.db
        .select()
        .from(emailCampaignRecipients)
        .where(eq(emailCampaignRecipients.email, 'daily@digest.example'));
      expect(row!.status).toBe('digest');

      // Before the day is over: nothing.
      await runDigestJob();
      expect(await digestsTo('daily@digest.example')).toHaveLength(0);

      t.app.clock.advance(DAY_MS + 60_000);
      await runDigestJob();
      await runDigestJob();
      const digests = await digestsTo('daily@digest.example');
      expect(digests).toHaveLength(1);
      const [digest] = digests;
      expect(digest!.subject).toBe('Your daily VINO digest: 1 update');
      expect(digest!.category).toBe('marketing');
      expect(digest!.text).toContain('Your Q3 report, Dana');
      expect(digest!.text).toContain('The reserve grew this quarter.');
      expect(digest!.html).toContain('Your Q3 report, Dana');
      expect(digest!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(digest!.headers['List-Unsubscribe']).toMatch(/one-click-unsubscribe\?token=/);
      const items = await t.db
        .select()
        .from(emailDigestItems)
        .where(eq(emailDigestItems.email, 'daily@digest.example'));
      expect(items).toMatchObject([{ status: 'sent', digestId: digest!.headers[DIGEST_HEADER] }]);
      // The person who never chose a frequency got nothing held.
      expect(await digestsTo('now@digest.example')).toHaveLength(0);
    });

    it('unsubscribing or turning newsletters off before the digest goes drops what was held', async () => {
      const prefs = await subscriber('leaver@digest.example', 'Lee Leaver', 'weekly');
      const switcher = await subscriber('switcher@digest.example', 'Sam Switcher', 'weekly');
      const campaign = await sendCampaign('Autumn tastings');
      expect(await campaignMailsTo('leaver@digest.example', campaign.id)).toHaveLength(0);
      expect(await campaignMailsTo('switcher@digest.example', campaign.id)).toHaveLength(0);
      await savePreferences(switcher.id, 'weekly', { ...DEFAULT_EMAIL_CATEGORIES, newsletters: false });

      // The one-click unsubscribe of the List-Unsubscribe header (RFC 8058).
      const headers = t.app.emailLinks.listUnsubscribeHeaders(prefs.id);
      const url = /^<([^>]+)>/.exec(headers['List-Unsubscribe']!)![1]!.replace(t.config.publicUrl, '');
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.statusCode, res.body).toBe(200);

      t.app.clock.advance(7 * DAY_MS + 60_000);
      await runDigestJob();
      for (const email of ['leaver@digest.example', 'switcher@digest.example']) {
        expect(await digestsTo(email)).toHaveLength(0);
        const items = await t.db.select().from(emailDigestItems).where(eq(emailDigestItems.email, email));
        expect(items.map((i) => i.status)).toEqual(['dropped']);
      }
    });

    it('a run that died after mailing the digest is settled from the outbox: never sent twice', async () => {
      await subscriber('crash@digest.example', 'Cody Crash', 'daily');
      await sendCampaign('Harvest notes');
      t.app.clock.advance(DAY_MS + 60_000);
      // The process dies right after the mailer took the digest, before the items are marked.
      const real = outboxMailer();
      const dying: Mailer = {
        transport: real.transport,
        send: async (mail) => {
          await real.send(mail);
          throw new Error('killed');
        },
      };
      await expect(
        sendDueDigests({ db: t.db, mailer: dying, links: t.app.emailLinks }, t.app.clock.now()),
      ).rejects.toThrow('killed');
      expect(await digestsTo('crash@digest.example')).toHaveLength(1);

      // The next runs, once the dead run's claim is stale, find the mail in the outbox.
      await runDigestJob();
      t.app.clock.advance(15 * 60_000);
      await runDigestJob();
      expect(await digestsTo('crash@digest.example')).toHaveLength(1);
      const items = await t.db
        .select()
        .from(emailDigestItems)
        .where(eq(emailDigestItems.email, 'crash@digest.example'));
      expect(items.map((i) => i.status)).toEqual(['sent']);
    });

    it('a wine alert (marketing) to a person with a daily digest waits for the digest', async () => {
      const { user, cookie } = await signedInUser(t);
      const save = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/email/preferences',
        payload: { categories: { ...DEFAULT_EMAIL_CATEGORIES, price_alerts: true }, frequency: 'daily' },
        headers: { cookie, origin: t.config.publicUrl },
      });
      expect(save.statusCode, save.body).toBe(200);
      await enqueueTemplateMail(t.db, {
        userId: user.id,
        template: 'wine_alert',
        data: {
          asset_name: 'VINO/USD',
          price_change: 'rose above your alert price of 0.9',
          current_price: '0.92',
          portfolio_url: '/trading',
        },
      });
      await runAllDueJobs(t.app.jobWorker);
      const wineAlerts = () =>
        t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, user.email), eq(mailOutbox.template, 'wine_alert')));
      expect(await wineAlerts()).toHaveLength(0);

      t.app.clock.advance(DAY_MS + 60_000);
      await runDigestJob();
      const digests = await digestsTo(user.email);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.text).toContain('VINO/USD price alert');
      expect(digests[0]!.text).toContain('VINO/USD rose above your alert price of 0.9.');
      expect(await wineAlerts()).toHaveLength(0);
      const items = await t.db
        .select()
        .from(emailDigestItems)
        .where(eq(emailDigestItems.email, user.email.toLowerCase()));
      expect(items).toMatchObject([{ category: 'price_alerts', status: 'sent' }]);
    });
  },
);

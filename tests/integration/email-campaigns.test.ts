import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../../src/server/db/client';
import {
  emailCampaignEvents,
  emailCampaignRecipients,
  emailCampaigns,
  mailOutbox,
  newsletterSubscribers,
  userProfiles,
} from '../../src/server/db/schema';
import { claimBatch } from '../../src/server/modules/email/campaigns/campaign-repository';
import {
  CAMPAIGN_HEADER,
  CAMPAIGN_TEMPLATE,
  sendCampaignSlice,
  type CampaignSenderDeps,
} from '../../src/server/modules/email/campaigns/campaign-sender';
import { createTrackingLinks } from '../../src/server/modules/email/campaigns/tracking-links';
import { mayReceiveBatch } from '../../src/server/modules/email/campaigns/may-receive-batch';
import { mayReceive } from '../../src/server/modules/email/may-receive';
import { createMailer } from '../../src/server/platform/mailer/mailer';
import { suppressAddress } from '../../src/server/platform/mailer/suppression';
import { deriveLinkSecret } from '../../src/server/platform/signed-links/signed-token';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const CAMPAIGNS = '/api/v1/admin/email/campaigns';
const CONTENT =
  'Hello {{first_name}},\n\nRead [our market report](https://vino.example/reports/q3).\n\n[Leave]({{unsubscribe_url}})';

// Two 1,000-recipient campaigns on the embedded database: minutes on a loaded machine, not seconds.
describe('e-mail campaigns: send list, restart-safe sending, tracking, admin only', { timeout: 180_000 }, () => {
  let t: TestApp;
  let adminCookie: string;
  let investorCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: adminCookie } = await signedInUser(t, { role: 'admin' }));
    ({ cookie: investorCookie } = await signedInUser(t, { role: 'investor' }));
  });
  afterAll(() => t.close());

  const senderDeps = (overrides: Partial<CampaignSenderDeps> = {}): CampaignSenderDeps => ({
    db: t.db,
    mailer: createMailer(t.db, { mail: { transport: 'outbox' }, from: t.config.mailFrom }),
    emailLinks: t.app.emailLinks,
    tracking: createTrackingLinks({ linkSecret: deriveLinkSecret(t.config.authSecret), publicUrl: t.config.publicUrl }),
    publicUrl: t.config.publicUrl,
    pauseMs: 0,
    ...overrides,
  });
  const campaignMails = async (campaignId: string) =>
    (
      await t.db
        .select({ to: mailOutbox.to, html: mailOutbox.html, headers: mailOutbox.headers })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.template, CAMPAIGN_TEMPLATE),
            sql`${mailOutbox.headers}->>${CAMPAIGN_HEADER} = ${campaignId}`,
          ),
        )
    ).map((m) => ({ ...m, to: m.to.toLowerCase() }));
  const insertCampaign = async (audienceSegment: 'all_users' | 'accredited' = 'all_users') => {
    const [row] = await t.db
      .insert(emailCampaigns)
      .values({
        name: 'Q3 report',
        subject: 'Your Q3 report, {{first_name}}',
        content: CONTENT,
        audienceSegment,
        status: 'sending',
      })
      .returning();
    return row!;
  };

  /**
   * 1,000 confirmed subscribers (bulk), of whom 100 turned newsletters off, 5 unsubscribed from
   * all, one whose preference lookup fails and one suppressed after a bounce; plus pending and unsubscribed sign-ups who are not
   * in the audience at all. Returns who must get the campaign.
   */
  let expected: Set<string>;
  const failingLookup = 'bulk-777@list.example';
  const suppressedAddress = 'bulk-501@list.example';
  beforeAll(async () => {
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, name, status, source, confirmed_at)
      select 'bulk-' || g || '@list.example', 'Reader ' || g, 'active', 'import', now() from generate_series(1, 1000) g`);
    await t.db.execute(sql`
      insert into newsletter_subscribers (email, status, source)
      select 'pending-' || g || '@list.example', 'pending', 'footer' from generate_series(1, 30) g
      union all select 'gone-' || g || '@list.example', 'unsubscribed', 'footer' from generate_series(1, 20) g`);
    await t.db.execute(sql`
      insert into email_preferences (email, categories)
      select 'bulk-' || g || '@list.example', '{"newsletters": false}'::jsonb from generate_series(10, 1000, 10) g`);
    await t.db.execute(sql`
      insert into email_preferences (email, categories, unsubscribed_at)
      select 'bulk-' || g || '@list.example', '{}'::jsonb, now() from generate_series(3, 15, 3) g
      on conflict (email) do update set unsubscribed_at = now()`);
    // One address bounced earlier: on the suppression list every send respects.
    await suppressAddress(t.db, { email: suppressedAddress, reason: 'bounce', source: 'provider_a' });
    expected = new Set<string>();
    for (let g = 1; g <= 1000; g++)
      if (g % 10 !== 0 && !(g % 3 === 0 && g <= 15) && g !== 777 && g !== 501) expected.add(`bulk-${g}@list.example`);
  });

  /** The real send rule, except that reading one person's preferences fails (as a broken row would). */
  const brokenFor =
    (email: string): CampaignSenderDeps['mayReceive'] =>
    async (category, emails) => {
      const verdicts = await mayReceiveBatch(t.db)(
        category,
        emails.filter((e) => e !== email),
      );
      if (emails.includes(email)) {
        const failing = new Proxy(t.db, {
          get: (target, key) =>
            key === 'select'
              ? () => {
                  throw new Error('connection reset while reading preferences');
                }
              : Reflect.get(target, key),
        }) as Executor;
        verdicts.set(email, await mayReceive(failing, category, { email }));
      }
      return verdicts;
    };

  it('a campaign to 1,000 subscribers reaches exactly the right people, once each', async () => {
    const campaign = await insertCampaign();
    // Slices of 100 ms, each handing over to the next as the job does (2 s slices held the whole
    // campaign on a quiet machine with PostgreSQL, so the hand-over went untested).
    const deps = senderDeps({ mayReceive: brokenFor(failingLookup), sliceMs: 100 });
    let slices = 1;
    while ((await sendCampaignSlice(deps, campaign.id)) === 'continue') slices++;
    expect(slices).toBeGreaterThan(1);
    const mails = await campaignMails(campaign.id);
    const recipients = mails.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(new Set(recipients)).toEqual(expected);
    expect(recipients).not.toContain(failingLookup);
    expect(recipients).not.toContain(suppressedAddress);
    const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row).toMatchObject({
      status: 'sent',
      totalCount: 1000,
      sentCount: expected.size,
      skippedCount: 1000 - expected.size,
      failedCount: 0,
    });
    // Personalised, tracked, with the RFC 8058 headers of every marketing mail.
    const one = mails.find((m) => m.to === 'bulk-1@list.example')!;
    expect(one.html).toContain('Hello Reader,');
    expect(one.html).toMatch(/\/api\/v1\/email\/c\?r=/);
    expect(one.html).toMatch(/\/api\/v1\/email\/o\/[^"]+\.gif/);
    expect(one.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(one.headers['List-Unsubscribe']).toMatch(/one-click-unsubscribe\?token=/);
  });

  it('killed mid-campaign (between batches and inside a batch) and resumed: no duplicates, none missed', async () => {
    const campaign = await insertCampaign();
    const deps = senderDeps({ batchSize: 100, mayReceive: brokenFor(failingLookup) });
    // The process stops after three batches…
    expect(await sendCampaignSlice(deps, campaign.id, { maxBatches: 3 })).toBe('stopped');
    expect((await campaignMails(campaign.id)).length).toBeGreaterThan(200);
    // …and then dies inside the fourth: it claimed 100 rows and the mailer took 40 of them.
    const claimed = await claimBatch(t.db, campaign.id, 100);
    for (const r of claimed.filter((c) => expected.has(c.email)).slice(0, 40))
      await deps.mailer.send({
        to: r.email,
        template: CAMPAIGN_TEMPLATE,
        headers: { [CAMPAIGN_HEADER]: campaign.id },
        subject: 's',
        text: 't',
        html: 'h',
      });
    await t.db
      .update(emailCampaigns)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(emailCampaigns.id, campaign.id));
    // While the dead sender's lease runs, nobody else sends.
    expect(await sendCampaignSlice(deps, campaign.id)).toBe('stopped');
    await t.db
      .update(emailCampaigns)
      .set({ leaseUntil: new Date(Date.now() - 1) })
      .where(eq(emailCampaigns.id, campaign.id));
    while ((await sendCampaignSlice(deps, campaign.id)) === 'continue');

    const recipients = (await campaignMails(campaign.id)).map((m) => m.to);
    expect(recipients.length).toBe(new Set(recipients).size);
    expect(new Set(recipients)).toEqual(expected);
    const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'sent', sentCount: expected.size, skippedCount: 1000 - expected.size });
    const left = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCampaignRecipients)
      .where(and(eq(emailCampaignRecipients.campaignId, campaign.id), sql`status in ('pending', 'sending', 'failed')`));
    expect(left[0]!.n).toBe(0);
  });

  it('pauses itself when the transport keeps failing, and resume retries only the failed mails', async () => {
    const campaign = await insertCampaign('accredited');
    // Ten accredited account holders who are confirmed subscribers.
    for (let i = 0; i < 12; i++) {
      const { user } = await signedInUser(t, {
        email: `acc-${i}@list.example`,
        role: 'investor',
        twoFactorEnabled: false,
      });
      await t.db.update(userProfiles).set({ investorStatus: 'accredited' }).where(eq(userProfiles.id, user.id));
      await t.db.execute(sql`insert into newsletter_subscribers (email, status) values (${user.email}, 'active')`);
    }
    const broken = senderDeps({
      errorThreshold: 5,
      mailer: { transport: 'smtp', send: () => Promise.reject(new Error('421 service not available')) },
    });
    expect(await sendCampaignSlice(broken, campaign.id)).toBe('stopped');
    let [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'paused', failedCount: 12, sentCount: 0 });
    expect(row!.lastError).toMatch(/^Paused: 12 of 12 mails in one batch failed \(421 service not available\)/);

    const res = await t.post(`${CAMPAIGNS}/${campaign.id}/resume`, {}, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    await runAllDueJobs(t.app.jobWorker);
    [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'sent', sentCount: 12, failedCount: 0 });
    expect((await campaignMails(campaign.id)).length).toBe(12);
  });

  it('as admin: draft, preview, test, Send Now through the job; opens, clicks and unsubscribes count', async () => {
    const created = await t.post(
      CAMPAIGNS,
      { name: 'Accredited news', subject: 'News for {{first_name}}', audienceSegment: 'accredited', content: CONTENT },
      adminCookie,
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as string;
    expect(created.json()).toMatchObject({ status: 'draft', stats: { sent: 0 } });

    const preview = await t.post(
      `${CAMPAIGNS}/preview`,
      { subject: 'Hi {{firstname}}', content: CONTENT },
      adminCookie,
    );
    expect(preview.json().problems).toEqual([expect.stringMatching(/^Unknown template variable: \{\{firstname\}\}/)]);
    expect(preview.json().html).toContain('our market report');
    const badSend = await t.post(`${CAMPAIGNS}/test`, { subject: 'Hi {{firstname}}', content: CONTENT }, adminCookie);
    expect(badSend.statusCode).toBe(400);
    expect((await t.post(`${CAMPAIGNS}/test`, { subject: 'Hi', content: CONTENT }, adminCookie)).statusCode).toBe(200);

    const sent = await t.post(`${CAMPAIGNS}/${id}/send`, {}, adminCookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().status).toBe('sending');
    expect((await t.post(`${CAMPAIGNS}/${id}/send`, {}, adminCookie)).statusCode).toBe(409);
    await runAllDueJobs(t.app.jobWorker);
    const mails = await campaignMails(id);
    expect(mails).toHaveLength(12);

    // Open pixel, click redirect and the unsubscribe link of one mail.
    const html = mails[0]!.html.replace(/&amp;/g, '&');
    const pixel = /src="http:\/\/localhost:3000(\/api\/v1\/email\/o\/[^"]+)"/.exec(html)![1]!;
    const open = await t.get(pixel);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/gif');
    const click = /href="http:\/\/localhost:3000(\/api\/v1\/email\/c\?[^"]+)"/.exec(html)![1]!;
    const redirected = await t.get(click);
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('https://vino.example/reports/q3');
    const unsubscribeToken = /\/unsubscribe\?token=([A-Za-z0-9_.-]+)/.exec(html)![1]!;
    expect((await t.post('/api/v1/email/unsubscribe', { token: unsubscribeToken })).statusCode).toBe(200);

    const list = await t.get(CAMPAIGNS, adminCookie);
    const item = list.json().items.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({
      status: 'sent',
      stats: { sent: 12, delivered: 12, opened: 1, clicked: 1, unsubscribed: 1 },
    });
    expect(list.json().tiles.totalSent).toBeGreaterThanOrEqual(12);
    const analytics = await t.get('/api/v1/admin/email/analytics', adminCookie);
    const series = analytics.json().items.find((c: { id: string }) => c.id === id);
    expect(series.timeline).toEqual([expect.objectContaining({ opens: 1, clicks: 1 })]);

    // The person's history in Subscriber Management.
    const [sub] = await t.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, mails[0]!.to));
    const history = await t.get(`/api/v1/admin/email/subscribers/${sub!.id}/history`, adminCookie);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().items.find((h: { campaignId: string }) => h.campaignId === id)).toMatchObject({
      status: 'sent',
      openedAt: expect.any(String),
      clickedAt: expect.any(String),
      unsubscribedAt: expect.any(String),
    });
  });

  it('Schedule: only a future time; the job sends it when the time comes, not before; Cancel stops it', async () => {
    const draft = await t.post(
      CAMPAIGNS,
      { name: 'Later', subject: 'Later', audienceSegment: 'accredited', content: 'Body' },
      adminCookie,
    );
    const id = draft.json().id as string;
    const past = await t.post(
      `${CAMPAIGNS}/${id}/schedule`,
      { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      adminCookie,
    );
    expect(past.statusCode).toBe(400);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await t.post(`${CAMPAIGNS}/${id}/schedule`, { scheduledAt: at }, adminCookie);
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect(await sendCampaignSlice(senderDeps(), id)).toBe('stopped');
    expect(await campaignMails(id)).toHaveLength(0);
    await t.db
      .update(emailCampaigns)
      .set({ scheduledAt: new Date(Date.now() - 1) })
      .where(eq(emailCampaigns.id, id));
    expect(await sendCampaignSlice(senderDeps(), id)).toBe('done');
    // The twelve accredited subscribers but the one who unsubscribed from the previous campaign.
    expect(await campaignMails(id)).toHaveLength(11);

    const other = await t.post(
      CAMPAIGNS,
      { name: 'Never', subject: 'Never', audienceSegment: 'accredited', content: 'Body' },
      adminCookie,
    );
    await t.post(`${CAMPAIGNS}/${other.json().id}/schedule`, { scheduledAt: at }, adminCookie);
    expect((await t.post(`${CAMPAIGNS}/${other.json().id}/cancel`, {}, adminCookie)).json().status).toBe('cancelled');
    await t.db
      .update(emailCampaigns)
      .set({ scheduledAt: new Date(Date.now() - 1) })
      .where(eq(emailCampaigns.id, other.json().id));
    expect(await sendCampaignSlice(senderDeps(), other.json().id)).toBe('stopped');
    expect(await campaignMails(other.json().id)).toHaveLength(0);
  });

  it('Pause, Resume and Cancel while sending: a paused or cancelled campaign sends nothing more, nobody twice', async () => {
    const campaign = await insertCampaign();
    const deps = senderDeps({ batchSize: 100 });
    const mailed = async () => (await campaignMails(campaign.id)).map((m) => m.to);
    expect(await sendCampaignSlice(deps, campaign.id, { maxBatches: 2 })).toBe('stopped');
    const afterTwo = (await mailed()).length;
    expect(afterTwo).toBeGreaterThan(100);

    const paused = await t.post(`${CAMPAIGNS}/${campaign.id}/pause`, {}, adminCookie);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ status: 'paused' });
    expect(await sendCampaignSlice(deps, campaign.id)).toBe('stopped');
    expect(await mailed()).toHaveLength(afterTwo);

    const resumed = await t.post(`${CAMPAIGNS}/${campaign.id}/resume`, {}, adminCookie);
    expect(resumed.json()).toMatchObject({ status: 'sending' });
    expect(await sendCampaignSlice(deps, campaign.id, { maxBatches: 1 })).toBe('stopped');
    const afterThree = (await mailed()).length;
    expect(afterThree).toBeGreaterThan(afterTwo);

    const cancelled = await t.post(`${CAMPAIGNS}/${campaign.id}/cancel`, {}, adminCookie);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await sendCampaignSlice(deps, campaign.id)).toBe('stopped');
    const recipients = await mailed();
    expect(recipients).toHaveLength(afterThree);
    expect(new Set(recipients).size).toBe(recipients.length);
    const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaign.id));
    expect(row).toMatchObject({ status: 'cancelled', sentCount: afterThree });
    // Nothing is left to pause or resume once cancelled.
    expect((await t.post(`${CAMPAIGNS}/${campaign.id}/pause`, {}, adminCookie)).statusCode).toBe(409);
    expect((await t.post(`${CAMPAIGNS}/${campaign.id}/resume`, {}, adminCookie)).statusCode).toBe(409);
  });

  it('the click redirect refuses foreign URLs and forged signatures (no open redirect)', async () => {
    const [row] = await t.db
      .select()
      .from(emailCampaignRecipients)
      .where(eq(emailCampaignRecipients.status, 'sent'))
      .limit(1);
    const tracking = createTrackingLinks({ linkSecret: deriveLinkSecret(t.config.authSecret), publicUrl: '' });
    const genuine = new URL(tracking.clickUrl(row!.id, 'https://vino.example/reports/q3'), 'http://x');
    const sig = genuine.searchParams.get('s')!;
    const tries = [
      `/api/v1/email/c?${new URLSearchParams({ r: row!.id, u: 'https://evil.example/', s: sig })}`,
      `/api/v1/email/c?${new URLSearchParams({ r: row!.id, u: 'https://vino.example/reports/q3', s: `${sig.slice(0, -2)}AA` })}`,
      `/api/v1/email/c?${new URLSearchParams({ r: row!.id, u: 'https://vino.example/reports/q3' })}`,
      // Signed with the real secret, but not a link of the campaign.
      new URL(tracking.clickUrl(row!.id, 'https://evil.example/'), 'http://x').pathname +
        new URL(tracking.clickUrl(row!.id, 'https://evil.example/'), 'http://x').search,
      `/api/v1/email/c?${new URLSearchParams({ r: row!.id, u: 'javascript:alert(1)', s: sig })}`,
    ];
    for (const url of tries) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers.location).toBeUndefined();
    }
    const before = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCampaignEvents)
      .where(eq(emailCampaignEvents.type, 'open'));
    expect((await t.get(`/api/v1/email/o/${row!.id}.forged.gif`)).statusCode).toBe(200);
    const after = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCampaignEvents)
      .where(eq(emailCampaignEvents.type, 'open'));
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses an empty audience and missing content with a clear message', async () => {
    const draft = await t.post(
      CAMPAIGNS,
      { name: 'Nobody', subject: 'Hi', audienceSegment: 'premium', content: 'Body' },
      adminCookie,
    );
    const res = await t.post(`${CAMPAIGNS}/${draft.json().id}/send`, {}, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('No confirmed subscribers in this audience: nothing was sent.');
    const empty = await t.post(
      CAMPAIGNS,
      { name: 'Empty', subject: 'Hi', audienceSegment: 'all_users', content: ' ' },
      adminCookie,
    );
    const res2 = await t.post(`${CAMPAIGNS}/${empty.json().id}/send`, {}, adminCookie);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error.message).toBe('The campaign has no content.');
    // The job checks again when it starts (the audience can empty in between): it aborts.
    const [gone] = await t.db
      .insert(emailCampaigns)
      .values({ name: 'Gone', subject: 'Hi', content: 'Body', audienceSegment: 'premium', status: 'sending' })
      .returning();
    expect(await sendCampaignSlice(senderDeps(), gone!.id)).toBe('stopped');
    const [row] = await t.db.select().from(emailCampaigns).where(eq(emailCampaigns.id, gone!.id));
    expect(row).toMatchObject({
      status: 'failed',
      lastError: 'No confirmed subscribers in this audience: nothing was sent.',
    });
  });

  it('admin-only: an investor is refused by every campaign endpoint', async () => {
    const [row] = await t.db.select().from(emailCampaigns).limit(1);
    const calls = [
      t.get(CAMPAIGNS, investorCookie),
      t.post(CAMPAIGNS, { name: 'x', subject: 'x', audienceSegment: 'all_users', content: 'x' }, investorCookie),
      t.post(`${CAMPAIGNS}/preview`, { subject: 'x', content: 'x' }, investorCookie),
      t.post(`${CAMPAIGNS}/test`, { subject: 'x', content: 'x' }, investorCookie),
      t.post(`${CAMPAIGNS}/${row!.id}/send`, {}, investorCookie),
      t.get('/api/v1/admin/email/analytics', investorCookie),
      t.get(`/api/v1/admin/email/subscribers/${row!.id}/history`, investorCookie),
      t.get(CAMPAIGNS),
    ];
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 403, 403, 401]);
  });
});

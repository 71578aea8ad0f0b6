import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  emailPreferences,
  mailOutbox,
  newsletterSubscribers,
  subscriptions,
  userProfiles,
} from '../../src/server/db/schema';
import { PREMIUM_CIRCLE_PRICE_ID } from '../../src/domain/payments/membership-plans';
import { mayReceive } from '../../src/server/modules/email/may-receive';
import { deriveLinkSecret, signToken } from '../../src/server/platform/signed-links/signed-token';
import { signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const NEWSLETTER = '/api/v1/newsletter';
const CONFIRM = '/api/v1/email/confirm';
const UNSUBSCRIBE = '/api/v1/email/unsubscribe';
const ONE_CLICK = '/api/v1/email/one-click-unsubscribe';
const UNSUBSCRIBE_REQUESTS = '/api/v1/email/unsubscribe-requests';
const RESUBSCRIBE = '/api/v1/email/resubscribe';
const PREFERENCES = '/api/v1/email/preferences';
const UNSUBSCRIBE_ALL = '/api/v1/email/preferences/unsubscribe-all';
const SUBSCRIBERS = '/api/v1/admin/email/subscribers';

describe('e-mail consent: double opt-in, signed links, one-click unsubscribe, preferences, import', () => {
  let t: TestApp;
  let adminCookie: string;
  let address = 1;
  const secret = () => deriveLinkSecret(t.config.authSecret);

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie: adminCookie } = await signedInUser(t, { role: 'admin' }));
  });
  afterAll(() => t.close());

  /** Public forms are rate-limited per address: each call comes from its own. */
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: `198.51.100.${address++}`,
    });
  const mailsTo = (email: string) =>
    t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
  const subscriber = async (email: string) =>
    (await t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
  const tokenIn = (text: string, path: string) => {
    const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_.-]+)`).exec(text);
    if (!match) throw new Error(`no ${path} link in: ${text}`);
    return match[1]!;
  };

  /** Signs up and opens the confirmation link from the outbox; returns the welcome mail. */
  async function subscribeAndConfirm(email: string) {
    expect((await post(NEWSLETTER, { email })).statusCode).toBe(200);
    const [confirmation] = await mailsTo(email);
    const res = await post(CONFIRM, { token: tokenIn(confirmation!.text, '/newsletter/confirm') });
    expect(res.statusCode, res.body).toBe(200);
    return (await mailsTo(email))[0]!;
  }

  it('double opt-in: pending with a signed confirmation link, active once it is opened, welcome mail once', async () => {
    const res = await post(NEWSLETTER, {
      email: ' Wine.Lover@Example.COM ',
      name: 'Wendy',
      interests: ['Market Analysis & Trends', 'New Wine Collections'],
      source: 'inline',
      sourcePage: '/blog',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Welcome to VINO! Check your email for confirmation.' });
    const email = 'wine.lover@example.com';
    expect(await subscriber(email)).toMatchObject({
      status: 'pending',
      name: 'Wendy',
      interests: ['Market Analysis & Trends', 'New Wine Collections'],
      source: 'inline',
      sourcePage: '/blog',
      confirmedAt: null,
    });
    const [confirmation] = await mailsTo(email);
    expect(confirmation).toMatchObject({ template: 'newsletter-confirm' });
    // The link carries an opaque signed token, never the address.
    expect(confirmation!.text).not.toMatch(/token=[^\s]*(@|%40)/);
    const token = tokenIn(confirmation!.text, '/newsletter/confirm');
    expect(await mayReceive(t.db, 'newsletters', { email })).toBe(true);

    const confirmed = await post(CONFIRM, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
    expect((await subscriber(email))!.confirmedAt).toBeInstanceOf(Date);
    const again = await post(CONFIRM, { token });
    expect(again.statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.template)).toEqual(['newsletter-welcome', 'newsletter-confirm']);
    // The welcome is a marketing mail: RFC 8058 headers with the signed one-click URL and a mailto.
    const headers = mails[0]!.headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/v1\/email\/one-click-unsubscribe\?token=[A-Za-z0-9_.-]+>, <mailto:unsubscribe@vino\.example\?subject=unsubscribe%20[A-Za-z0-9_.-]+>$/,
    );
    expect(mails[0]!.text).toMatch(/\/unsubscribe\?token=/);
    expect(mails[0]!.text).toMatch(/\/email-preferences\?token=/);
  });

  it('a duplicate sign-up is a success that changes nothing and sends nothing', async () => {
    const email = 'twice@example.com';
    await subscribeAndConfirm(email);
    const before = await mailsTo(email);
    const res = await post(NEWSLETTER, { email: 'TWICE@example.com', source: 'blog' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Welcome to VINO! Check your email for confirmation.');
    expect(await subscriber(email)).toMatchObject({ status: 'active', source: 'footer' });
    expect(await mailsTo(email)).toHaveLength(before.length);
    // A pending address is not mailed again within ten minutes either.
    await post(NEWSLETTER, { email: 'pending@example.com' });
    await post(NEWSLETTER, { email: 'pending@example.com' });
    expect(await mailsTo('pending@example.com')).toHaveLength(1);
  });

  it('refuses forged, expired and wrong-purpose tokens without changing anything', async () => {
    const email = 'guarded@example.com';
    const welcome = await subscribeAndConfirm(email);
    const genuine = tokenIn(welcome.text, '/unsubscribe');
    const [payload, signature] = genuine.split('.') as [string, string];
    const recipient = JSON.parse(Buffer.from(payload, 'base64url').toString()).s as string;
    const forged = `${Buffer.from(JSON.stringify({ p: 'unsubscribe', s: recipient, e: 9_999_999_999 })).toString('base64url')}.${signature}`;
    const expired = signToken(secret(), {
      purpose: 'unsubscribe',
      subject: recipient,
      expiresAt: new Date(Date.now() - 1000),
    });
    const wrongPurpose = signToken(secret(), {
      purpose: 'email-preferences',
      subject: recipient,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const readable = Buffer.from(`${email}:${Date.now()}`).toString('base64');
    for (const token of [forged, expired, wrongPurpose, readable]) {
      const res = await post(UNSUBSCRIBE, { token });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_LINK', message: 'This link is invalid or has expired.' });
      expect(
        (
          await post(`${ONE_CLICK}?token=${encodeURIComponent(token)}`, 'List-Unsubscribe=One-Click', {
            'content-type': 'application/x-www-form-urlencoded',
          })
        ).statusCode,
      ).toBe(400);
    }
    expect((await post(CONFIRM, { token: genuine })).statusCode).toBe(400);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
  });

  it('RFC 8058: the one-click POST unsubscribes with only the signed URL (no cookie, no page)', async () => {
    const email = 'oneclick@example.com';
    const welcome = await subscribeAndConfirm(email);
    const url = /^<([^>]+)>/.exec(welcome.headers['List-Unsubscribe']!)![1]!.replace('http://localhost:3000', '');
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true, message: 'You have been unsubscribed from all emails.' });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect((await subscriber(email))!.unsubscribedAt).toBeInstanceOf(Date);
    expect(await mayReceive(t.db, 'newsletters', { email })).toBe(false);
    expect(await mayReceive(t.db, 'security', { email })).toBe(true);
    // Twice is fine; a GET (a person clicking) only opens the page.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        })
      ).statusCode,
    ).toBe(200);
    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?token=/);
  });

  it('the unsubscribe page flow: token unsubscribes, Resubscribe restores, preferences token for Customize', async () => {
    const email = 'page@example.com';
    const welcome = await subscribeAndConfirm(email);
    const token = tokenIn(welcome.text, '/unsubscribe');
    const res = await post(UNSUBSCRIBE, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: 'You have been unsubscribed from all emails.' });
    const prefs = await t.app.inject({ method: 'GET', url: `${PREFERENCES}?token=${res.json().preferencesToken}` });
    expect(prefs.json()).toMatchObject({
      email,
      unsubscribedFromAll: true,
      categories: { newsletters: false, security: true },
    });

    const back = await post(RESUBSCRIBE, { token });
    expect(back.json()).toEqual({ ok: true, message: 'You have been resubscribed to our newsletter!' });
    expect(await subscriber(email)).toMatchObject({ status: 'active', unsubscribedAt: null });
    expect(await mayReceive(t.db, 'newsletters', { email })).toBe(true);
  });

  it('Unsubscribe from all on the preferences page: the link holder or the signed-in user, nobody else', async () => {
    const email = 'prefs-all@example.com';
    const welcome = await subscribeAndConfirm(email);
    const preferencesToken = tokenIn(welcome.text, '/email-preferences');
    const unsubscribeToken = tokenIn(welcome.text, '/unsubscribe');
    // Not without proof: no token and no session, a forged token, a token made for another purpose.
    expect((await post(UNSUBSCRIBE_ALL, {})).statusCode).toBe(401);
    expect((await post(UNSUBSCRIBE_ALL, { token: `${preferencesToken}x` })).statusCode).toBe(400);
    expect((await post(UNSUBSCRIBE_ALL, { token: unsubscribeToken })).statusCode).toBe(400);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });

    const res = await post(UNSUBSCRIBE_ALL, { token: preferencesToken });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      email,
      unsubscribedFromAll: true,
      categories: { transactional: true, security: true, newsletters: false, events: false, marketing: false },
    });
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
    expect(await mayReceive(t.db, 'newsletters', { email })).toBe(false);
    expect(await mayReceive(t.db, 'security', { email })).toBe(true);

    const { user, cookie } = await signedInUser(t, { email: 'prefs-all-user@example.com' });
    const own = await t.app.inject({
      method: 'POST',
      url: UNSUBSCRIBE_ALL,
      payload: {},
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ email: user.email, unsubscribedFromAll: true });
    expect((await t.get(PREFERENCES, cookie)).json()).toMatchObject({ unsubscribedFromAll: true });
    expect(await mayReceive(t.db, 'events', user)).toBe(false);
  });

  it('an e-mail parameter alone unsubscribes nothing: it sends a confirmation link, only to a known address', async () => {
    const email = 'byaddress@example.com';
    await subscribeAndConfirm(email);
    const before = (await mailsTo(email)).length;
    const res = await post(UNSUBSCRIBE_REQUESTS, { email });
    expect(res.statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'active' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.template).toBe('unsubscribe-confirm');
    const stranger = await post(UNSUBSCRIBE_REQUESTS, { email: 'nobody@example.com' });
    expect(stranger.json()).toEqual(res.json());
    expect(await mailsTo('nobody@example.com')).toHaveLength(0);
    // The mailed link is what unsubscribes.
    expect((await post(UNSUBSCRIBE, { token: tokenIn(mails[0]!.text, '/unsubscribe') })).statusCode).toBe(200);
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('preferences: signed-in user saves and reloads; mayReceive honours them; a failed lookup is a no', async () => {
    const { user, cookie } = await signedInUser(t, { email: 'prefs@example.com' });
    const get = await t.get(PREFERENCES, cookie);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({
      email: user.email,
      unsubscribedFromAll: false,
      frequency: 'weekly',
      categories: {
        transactional: true,
        security: true,
        newsletters: true,
        price_alerts: false,
        educational: false,
        events: true,
        product_updates: false,
        marketing: false,
      },
    });
    expect(await mayReceive(t.db, 'marketing', user)).toBe(false);
    const categories = { ...get.json().categories, marketing: true, events: false, security: false };
    const save = await t.app.inject({
      method: 'PUT',
      url: PREFERENCES,
      payload: { categories, frequency: 'monthly' },
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(save.statusCode, save.body).toBe(200);
    const reloaded = (await t.get(PREFERENCES, cookie)).json();
    expect(reloaded).toMatchObject({
      frequency: 'monthly',
      categories: { marketing: true, events: false, security: true },
    });
    const [row] = await t.db.select().from(emailPreferences).where(eq(emailPreferences.email, user.email));
    expect(row!.userId).toBe(user.id);
    expect(await mayReceive(t.db, 'marketing', user)).toBe(true);
    expect(await mayReceive(t.db, 'events', user)).toBe(false);

    const failing = {
      select: vi.fn(() => {
        throw new Error('connection lost');
      }),
    } as unknown as typeof t.db;
    expect(await mayReceive(failing, 'newsletters', user)).toBe(false);

    expect((await t.get(PREFERENCES)).statusCode).toBe(401);
    expect((await t.get(`${PREFERENCES}?token=forged.token`)).statusCode).toBe(400);
  });

  it('Subscriber Management: import reports bad rows and never resubscribes; filters, segments and a safe export', async () => {
    const gone = 'gone@example.com';
    const welcome = await subscribeAndConfirm(gone);
    await post(UNSUBSCRIBE, { token: tokenIn(welcome.text, '/unsubscribe') });
    await signedInUser(t, { email: 'accredited@example.com' });
    await t.db
      .update(userProfiles)
      .set({ investorStatus: 'accredited' })
      .where(eq(userProfiles.email, 'accredited@example.com'));

    const csv = [
      'email,name,interests',
      'new.one@example.com,"=HYPERLINK(""http://evil"")",Technology Updates;New Wine Collections',
      'not-an-email,Bad,',
      `${gone},Gone Again,`,
      'accredited@example.com,Acc,',
      'NEW.ONE@example.com,Dup,',
      'odd@example.com,Odd,Cheese',
      'twice@example.com,Already,',
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `${SUBSCRIBERS}/import`,
      payload: { csv },
      headers: { cookie: adminCookie, origin: t.config.publicUrl },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      alreadySubscribed: 1,
      keptUnsubscribed: 1,
      rejected: [
        { line: 3, value: 'not-an-email', reason: 'Please enter a valid email address' },
        { line: 6, value: 'new.one@example.com', reason: 'Duplicate of line 2' },
        { line: 7, value: 'odd@example.com', reason: 'Unknown interest: Cheese' },
      ],
    });
    expect(await subscriber(gone)).toMatchObject({ status: 'unsubscribed' });
    expect(await subscriber('new.one@example.com')).toMatchObject({ status: 'active', source: 'import' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.subscribers.import')));
    expect(audit!.data).toMatchObject({ after: { imported: 2, rejected: 3 } });

    const list = await t.get(`${SUBSCRIBERS}?q=NEW.ONE&status=active`, adminCookie);
    expect(list.json()).toMatchObject({ total: 1, items: [{ email: 'new.one@example.com' }] });
    const unsub = await t.get(`${SUBSCRIBERS}?status=unsubscribed`, adminCookie);
    expect(unsub.json().items.map((i: { email: string }) => i.email)).toContain(gone);
    const accredited = await t.get(`${SUBSCRIBERS}?segment=accredited`, adminCookie);
    expect(accredited.statusCode, accredited.body).toBe(200);
    expect(accredited.json().items.map((i: { email: string }) => i.email)).toEqual(['accredited@example.com']);
    const segments = await t.get('/api/v1/admin/email/segments', adminCookie);
    expect(segments.json().counts).toMatchObject({ accredited: 1, investors: 1, premium: 0 });
    expect(segments.json().counts.all_users).toBeGreaterThanOrEqual(3);
    expect(segments.json().counts.new_users).toBe(segments.json().counts.all_users);

    const exported = await t.get(`${SUBSCRIBERS}.csv?q=new.one`, adminCookie);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.body.split('\r\n')[0]).toBe(
      'email,name,interests,status,source,source_page,created_at,confirmed_at,unsubscribed_at',
    );
    expect(exported.body).toContain(
      `new.one@example.com,"'=HYPERLINK(""http://evil"")",Technology Updates; New Wine Collections,active,import`,
    );

    const bad = await t.app.inject({
      method: 'POST',
      url: `${SUBSCRIBERS}/import`,
      payload: { csv: 'name\nx' },
      headers: { cookie: adminCookie, origin: t.config.publicUrl },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('the premium segment: an active membership whose period runs, not one that ended or was cancelled', async () => {
    const counts = async () => (await t.get('/api/v1/admin/email/segments', adminCookie)).json().counts;
    const before = await counts();
    const day = 86_400_000;
    const member = async (email: string, status: 'active' | 'canceled', periodEnd: Date) => {
      const { user } = await signedInUser(t, { email });
      await t.db.insert(subscriptions).values({
        userId: user.id,
        provider: 'sandbox',
        providerSubscriptionId: `sub_${email}`,
        priceId: PREMIUM_CIRCLE_PRICE_ID,
        productName: 'Premium Circle',
        amount: '99.00',
        status,
        currentPeriodStart: new Date(periodEnd.getTime() - 30 * day),
        currentPeriodEnd: periodEnd,
      });
      await t.db.insert(newsletterSubscribers).values({ email, status: 'active', source: 'footer' });
    };
    await member('premium-now@example.com', 'active', new Date(Date.now() + 10 * day));
    await member('premium-ended@example.com', 'active', new Date(Date.now() - day));
    await member('premium-cancelled@example.com', 'canceled', new Date(Date.now() + 10 * day));
    const after = await counts();
    expect(after.premium - before.premium).toBe(1);
    expect(after.all_users - before.all_users).toBe(3);
    const listed = await t.get(`${SUBSCRIBERS}?segment=premium&q=premium-`, adminCookie);
    expect(listed.json().items.map((i: { email: string }) => i.email)).toEqual(['premium-now@example.com']);
  });
});

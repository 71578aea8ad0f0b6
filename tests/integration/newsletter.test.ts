import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, newsletterSubscribers } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

const NEWSLETTER = '/api/v1/newsletter';

describe('newsletter sign-up', () => {
  let t: TestApp;
  let nextAddress = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Limited to 10 a minute per address; each request comes from its own. */
  function subscribe(payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: NEWSLETTER,
      payload: payload as object,
      remoteAddress: `192.0.2.${nextAddress++}`,
    });
  }
  const rowsFor = (email: string) =>
    t.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  const welcomeMailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it("refuses a malformed address with 'Please enter a valid email address'", async () => {
    for (const email of ['not-an-email', 'a@', '@example.com', 'two words@example.com']) {
      const res = await subscribe({ email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      });
    }
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ email: 'Email is required' });
    const [{ count }] = (await t.db.select({ count: sql<number>`count(*)::int` }).from(newsletterSubscribers)) as [
      { count: number },
    ];
    expect(count).toBe(0);
  });

  it('stores the address lower-cased and sends one welcome mail', async () => {
    const res = await subscribe({ email: '  Wine.Lover@Example.COM ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: 'Thanks for subscribing! Watch your inbox for VINO updates.' });
    const rows = await rowsFor('wine.lover@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', source: 'footer', unsubscribedAt: null });
    const mails = await welcomeMailsTo('wine.lover@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: 'newsletter-welcome', subject: 'Welcome to VINO updates' });
  });

  it('keeps one row and one welcome mail when the same address subscribes again, in any case', async () => {
    const email = 'twice@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);
    const [first] = await rowsFor(email);
    const again = await subscribe({ email: 'TWICE@example.com', source: 'blog' });
    expect(again.statusCode).toBe(200);
    expect(again.json().ok).toBe(true);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.subscribedAt).toEqual(first!.subscribedAt);
    expect(await welcomeMailsTo(email)).toHaveLength(1);
  });

  it('welcomes back an address that had unsubscribed, still in one row', async () => {
    const email = 'returning@example.com';
    expect((await subscribe({ email })).statusCode).toBe(200);
    await t.db
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, email));
    expect((await subscribe({ email })).statusCode).toBe(200);
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect(await welcomeMailsTo(email)).toHaveLength(2);
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { Subscription } from '../../src/contracts/payments';
import { redemptionApiPaths, type RedemptionRequest } from '../../src/contracts/redemption';
import { formatLedgerAmount } from '../../src/domain/exchange/markets';
import { redemptionTokens } from '../../src/domain/redemption';
import {
  auditLog,
  jobs,
  ledgerEntries,
  mailOutbox,
  notifications,
  sandboxSubscriptions,
  subscriptions,
  userProfiles,
  wineAssets,
} from '../../src/server/db/schema';
import { SANDBOX_SUBSCRIPTION_QUEUE } from '../../src/server/modules/payments/sandbox/sandbox-provider';
import { balancesOf, fundUser } from '../factories/market';
import { signedInUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const P = apiPaths.payments;
const R = redemptionApiPaths;
const url = (pattern: string, param?: string) => P.forProvider(pattern, 'sandbox', param);
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const PREMIUM_DOC = '/docs/premium-circle-cellar-allocation-report-2024.pdf';
const GUIDE_DOC = '/docs/wine-redemption-guide-for-members.pdf';
const DELIVERY = {
  fullName: 'Ada Lovelace',
  addressLine: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'United Kingdom',
  phone: '+44 20 7946 0958',
};

let t: TestApp;
let margaux: { id: string; currentValue: string };
let notTokenizedId: string;
beforeAll(async () => {
  t = await createTestApp();
  const [asset] = await t.db.select().from(wineAssets).where(eq(wineAssets.slug, 'chateau-margaux-2015'));
  margaux = { id: asset!.id, currentValue: asset!.currentValue };
  const [other] = await t.db.select().from(wineAssets).where(eq(wineAssets.tokenized, false)).limit(1);
  notTokenizedId = other!.id;
});
afterAll(async () => {
  await t.close();
});

/** A signed-in user with approved KYC (subscribing needs it), holding `vino` VINO. */
async function user(vino = '0') {
  const { user: u, cookie } = await signedInUser(t, { twoFactorEnabled: true });
  await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, u.id));
  if (vino !== '0') await fundUser(t.db, u.id, { VINO: vino });
  return { user: u, cookie };
}

/** The sandbox path of the Memberships tab: save the card, subscribe to Premium Circle. */
async function subscribe(cookie: string): Promise<Subscription> {
  const { customerId } = (await t.post(url(P.createCustomer), { email: 'm@example.com', name: 'M' }, cookie)).json();
  const setup = (await t.post(url(P.setupIntent), { customerId }, cookie)).json();
  const card = (await t.post(P.sandboxConfirmSetup, { ...setup, card: CARD }, cookie)).json();
  const res = await t.post(
    url(P.createSubscription),
    { priceId: 'premium_circle', customerId, paymentMethodId: card.paymentMethodId },
    cookie,
  );
  expect(res.statusCode).toBe(200);
  return res.json().subscription;
}

async function member(vino = '0') {
  const u = await user(vino);
  return { ...u, subscription: await subscribe(u.cookie) };
}

/** Ends the paid period and runs the sandbox's cycle job (the subscription webhook path). */
async function endPeriod(subscriptionId: string) {
  const [ours] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  await t.db
    .update(sandboxSubscriptions)
    .set({ currentPeriodEnd: sql`now() - interval '1 minute'` })
    .where(eq(sandboxSubscriptions.id, ours!.providerSubscriptionId));
  await t.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(eq(jobs.queue, SANDBOX_SUBSCRIPTION_QUEUE));
  await runAllDueJobs(t.app.jobWorker);
}

function redeem(cookie: string | undefined, body: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: R.create,
    payload: body,
    headers: {
      origin: t.config.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
}

const request = (overrides: Record<string, unknown> = {}) => ({
  wineAssetId: margaux.id,
  bottles: 2,
  ...DELIVERY,
  ...overrides,
});

async function vinoPrice(): Promise<string> {
  return (await t.get(apiPaths.prices)).json().token.price;
}

describe('premium documents', () => {
  it('are listed with the premium level and refused to visitors (401) and non-members (403)', async () => {
    const list = (await t.get(apiPaths.documents.list)).json();
    const premium = list.items.filter((d: { accessLevel: string }) => d.accessLevel === 'premium');
    expect(premium.map((d: { title: string }) => d.title).sort()).toEqual([
      'Premium Circle Cellar Allocation Report 2024',
      'Wine Redemption Guide for Members',
    ]);
    const visitor = await t.get(PREMIUM_DOC);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.message).toMatch(/^Please sign in to download this document\./);

    const { cookie } = await user();
    const refused = await t.get(PREMIUM_DOC, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toContain('Premium Circle members only');
    expect(refused.json().error.message).toContain('/payments?tab=memberships');
  });

  it('open after subscribing, as real PDFs, and close again when the membership ends', async () => {
    const { cookie, subscription } = await member();
    const list = (await t.get(`${apiPaths.documents.list}?access=premium`, cookie)).json();
    expect(list.viewer.accessLevels).toEqual(['public', 'premium']);
    expect(list.items.every((d: { canDownload: boolean }) => d.canDownload)).toBe(true);
    for (const path of [PREMIUM_DOC, GUIDE_DOC]) {
      const res = await t.get(path, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.rawPayload.length).toBeGreaterThan(2000);
    }

    // Cancelled at period end: still a member until the end passes, then refused again.
    await t.post(url(P.cancelSubscription), { subscriptionId: subscription.id }, cookie);
    expect((await t.get(PREMIUM_DOC, cookie)).statusCode).toBe(200);
    await endPeriod(subscription.id);
    expect((await t.get(PREMIUM_DOC, cookie)).statusCode).toBe(403);
    const after = (await t.get(apiPaths.documents.list, cookie)).json();
    expect(after.viewer.accessLevels).toEqual(['public']);
  });

  it('admins open premium documents without a membership', async () => {
    const { cookie } = await signedInUser(t, { role: 'admin' });
    expect((await t.get(GUIDE_DOC, cookie)).statusCode).toBe(200);
  });
});

describe('redemption requests', () => {
  it('401 for visitors and 403 with the Premium Circle message for non-members, whatever the body', async () => {
    const visitor = await redeem(undefined, request());
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await user('10000');
    for (const body of [request(), {}]) {
      const res = await redeem(cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'PREMIUM_REQUIRED',
        message: expect.stringContaining(
          'Premium Circle members can redeem tokens for bottles, subject to availability.',
        ),
      });
    }
  });

  it('a member submits: 201, tokens = bottles x value per bottle / VINO price, VINO held, audit, notification, e-mail', async () => {
    const { user: u, cookie } = await member('10000');
    const price = await vinoPrice();
    const expected = formatLedgerAmount(redemptionTokens(2, margaux.currentValue, price));
    const res = await redeem(cookie, request());
    expect(res.statusCode).toBe(201);
    const body = res.json<RedemptionRequest>();
    expect(body).toMatchObject({
      wineAssetId: margaux.id,
      wineName: 'Château Margaux',
      vintage: 2015,
      bottles: 2,
      status: 'pending',
      bottleValueUsd: margaux.currentValue,
      delivery: DELIVERY,
    });
    expect(Number(body.tokens)).toBe(Number(expected));
    // 2 x 1150.00 at the seeded 1.00 reference price.
    expect(body.tokens).toBe('2300');

    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '7700', held: '2300' });
    const [hold] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'hold'), eq(ledgerEntries.reference, `redemption:${body.id}`)));
    expect(hold).toBeDefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(audit).toMatchObject({ action: 'redemption.requested', actorUserId: u.id });
    const notes = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.type, 'redemption')));
    expect(notes.map((n) => n.title)).toEqual(['Redemption request submitted']);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, u.email));
    expect(mails.filter((m) => m.template === 'redemption_requested')).toHaveLength(1);
    expect(mails.find((m) => m.template === 'redemption_requested')!.text).toContain('2300 VINO are held');

    const mine = (await t.get(R.mine, cookie)).json();
    expect(mine.items.map((i: RedemptionRequest) => [i.id, i.status])).toEqual([[body.id, 'pending']]);
  });

  it('validates: bottles 0 and 13, missing address, unknown or untokenized wine', async () => {
    const { cookie } = await member('10000');
    for (const bottles of [0, 13, 1.5]) {
      const res = await redeem(cookie, request({ bottles }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.bottles).toBe('Please choose between 1 and 12 bottles');
    }
    const { addressLine: _omitted, ...noAddress } = request();
    const missing = await redeem(cookie, noAddress);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.addressLine).toBe('Address is required');
    const blank = await redeem(cookie, request({ city: '  ', phone: 'call me' }));
    expect(blank.json().error.fields).toMatchObject({
      city: 'City is required',
      phone: 'Please enter a valid phone number',
    });
    expect((await redeem(cookie, request({ wineAssetId: randomUUID() }))).statusCode).toBe(404);
    const untokenized = await redeem(cookie, request({ wineAssetId: notTokenizedId }));
    expect(untokenized.statusCode).toBe(400);
    expect(untokenized.json().error.message).toBe('This wine is not tokenized, so it cannot be redeemed.');
  });

  it('refuses a short balance and holds nothing', async () => {
    const { user: u, cookie } = await member('1000');
    const res = await redeem(cookie, request({ bottles: 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Insufficient VINO balance for this redemption');
    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '1000', held: '0' });
    expect((await t.get(R.mine, cookie)).json().items).toEqual([]);
  });

  it('cancel releases the hold; only pending requests; another member gets 404', async () => {
    const { user: u, cookie } = await member('5000');
    const created = (await redeem(cookie, request({ bottles: 1 }))).json<RedemptionRequest>();
    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '3850', held: '1150' });

    const other = await member('5000');
    const foreign = await t.post(R.forId(R.cancel, created.id), {}, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await t.post(R.forId(R.cancel, randomUUID()), {}, cookie)).statusCode).toBe(404);
    expect((await t.get(R.mine, other.cookie)).json().items).toEqual([]);

    const cancelled = await t.post(R.forId(R.cancel, created.id), {}, cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '5000', held: '0' });
    const again = await t.post(R.forId(R.cancel, created.id), {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a pending redemption request can be cancelled.');
    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '5000', held: '0' });
    const actions = await t.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['redemption.cancelled', 'redemption.requested']);
  });

  it('is idempotent per Idempotency-Key: a retry returns the first request and holds once', async () => {
    const { user: u, cookie } = await member('10000');
    const key = `redeem-${randomUUID()}`;
    const [a, b] = await Promise.all([redeem(cookie, request(), key), redeem(cookie, request(), key)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).toBe(b.json().id);
    const c = await redeem(cookie, request(), key);
    expect(c.json().id).toBe(a.json().id);
    expect((await balancesOf(t.db, u.id)).VINO).toEqual({ available: '7700', held: '2300' });
    expect((await t.get(R.mine, cookie)).json().items).toHaveLength(1);
    expect((await redeem(cookie, request(), 'short')).statusCode).toBe(400);
  });

  it('refuses more bottles than the wine has left unreserved', async () => {
    const [small] = await t.db
      .insert(wineAssets)
      .values({
        slug: `test-small-lot-${randomUUID().slice(0, 8)}`,
        name: 'Small Lot',
        producer: 'Test',
        vintage: 2020,
        region: 'Bordeaux',
        country: 'France',
        category: 'red',
        currentValue: '10.00',
        purchasePrice: '8.00',
        bottleCount: 3,
        tokenized: true,
        description: 'A three-bottle lot for the availability test.',
        image: '/images/wine/test.jpg',
      })
      .returning();
    const { cookie } = await member('1000');
    expect((await redeem(cookie, request({ wineAssetId: small!.id, bottles: 2 }))).statusCode).toBe(201);
    const res = await redeem(cookie, request({ wineAssetId: small!.id, bottles: 2 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only 1 bottle of this wine is available for redemption.');
  });

  it('a member whose membership ended can no longer submit, but still sees and cancels their requests', async () => {
    const { cookie, subscription } = await member('5000');
    const created = (await redeem(cookie, request({ bottles: 1 }))).json<RedemptionRequest>();
    await t.post(url(P.cancelSubscription), { subscriptionId: subscription.id }, cookie);
    await endPeriod(subscription.id);
    expect((await redeem(cookie, request({ bottles: 1 }))).statusCode).toBe(403);
    expect((await t.get(R.mine, cookie)).json().items).toHaveLength(1);
    expect((await t.post(R.forId(R.cancel, created.id), {}, cookie)).statusCode).toBe(200);
  });
});

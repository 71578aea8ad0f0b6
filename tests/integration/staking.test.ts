import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_MESSAGES } from '../../src/contracts/market';
import { STAKING_MESSAGES } from '../../src/contracts/staking';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../src/domain/money';
import { DAY_MS, rewardFor, rewardForDays } from '../../src/domain/staking-rewards';
import { queryRows } from '../../src/server/db/client';
import { auditLog, ledgerAccounts, notifications, subscriptions, userProfiles } from '../../src/server/db/schema';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { transferFunds } from '../../src/server/modules/ledger/transfer-funds';
import { PREMIUM_PRICE_IDS } from '../../src/domain/payments/membership-plans';
import { signedInUser, type TestUser } from '../factories/users';
import { runAllDueJobs } from '../factories/jobs';
import { createTestApp, type TestApp } from '../setup/test-app';

const u = (value: string) => parseDecimal(value, LEDGER_SCALE);
const show = (amount: bigint) => formatDecimal(amount, LEDGER_SCALE);

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await signedInUser(t, { role: 'admin' })).cookie;
}, 60_000);
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie?: string) => t.post(url, body, cookie);
const error = (res: LightMyRequestResponse) =>
  res.json().error as { code: string; message: string; fields?: Record<string, string> };

/** A signed-in user whose KYC is approved, holding `vino` VINO. */
async function staker(
  vino = '0',
  kyc: 'approved' | 'pending' = 'approved',
): Promise<{ user: TestUser; cookie: string }> {
  const s = await signedInUser(t);
  await t.db.update(userProfiles).set({ kycStatus: kyc }).where(eq(userProfiles.id, s.user.id));
  if (vino !== '0')
    await transferFunds(t.db, {
      from: { system: 'external' },
      to: { userId: s.user.id },
      asset: 'VINO',
      amount: u(vino),
      kind: 'test_deposit',
      reference: randomUUID(),
    });
  return s;
}

const vinoOf = async (userId: string) => (await getBalances(t.db, userId)).find((b) => b.asset === 'VINO')!.available;

async function systemVino(name: 'staking' | 'rewards_pool'): Promise<bigint> {
  const rows = await t.db
    .select({ available: ledgerAccounts.available })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemName, name), eq(ledgerAccounts.asset, 'VINO')));
  return rows[0] ? u(rows[0].available) : 0n;
}

const stake = (cookie: string, poolId: string, amount: string) => post('/api/v1/me/stakes', { poolId, amount }, cookie);
const advanceDays = async (days: number) => {
  const res = await post('/api/v1/system/clock', { advanceSeconds: Math.round(days * 86_400) }, adminCookie);
  expect(res.statusCode, res.body).toBe(200);
};

async function myStakes(cookie: string) {
  const res = await t.get('/api/v1/me/stakes', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('pools', () => {
  it('lists the four pools of spec section 9 and the members pool, with total staked from stakes', async () => {
    const res = await t.get('/api/v1/staking/pools');
    expect(res.statusCode).toBe(200);
    const pools = res.json().pools;
    expect(
      pools.map((p: Record<string, unknown>) => [
        p.id,
        p.apy,
        p.minStake,
        p.lockDays,
        p.rewardFrequency,
        p.membersOnly,
      ]),
    ).toEqual([
      ['flexible', '6.5', '100', 0, 'daily', false],
      ['locked-30', '8.5', '500', 30, 'weekly', false],
      ['locked-90', '12', '1000', 90, 'weekly', false],
      ['wine-vault', '15.5', '5000', 365, 'monthly', false],
      ['premium-circle', '9', '1000', 0, 'weekly', true],
    ]);
    expect(pools.find((p: { id: string }) => p.id === 'locked-90').risk).toBe('medium');
    for (const p of pools) expect(p.features.length).toBeGreaterThan(0);
  });

  it('asks for sign-in before reading or making stakes', async () => {
    expect((await t.get('/api/v1/me/stakes')).statusCode).toBe(401);
    expect((await post('/api/v1/me/stakes', { poolId: 'flexible', amount: '100' })).statusCode).toBe(401);
    expect((await post(`/api/v1/me/stakes/${randomUUID()}/claim`, {})).statusCode).toBe(401);
    expect((await post(`/api/v1/me/stakes/${randomUUID()}/unstake`, {})).statusCode).toBe(401);
  });
});

describe('staking validation (investor spec section 5, word for word)', () => {
  it('answers each message as a 400 on the amount field', async () => {
    const { cookie } = await staker('1000');
    const cases: [string, string, string][] = [
      ['flexible', 'abc', 'Please enter a valid stake amount'],
      ['flexible', '0', 'Please enter a valid stake amount'],
      ['flexible', '-5', 'Please enter a valid stake amount'],
      ['flexible', '1.234', 'Please enter a valid stake amount'],
      ['flexible', '99.99', 'Minimum stake amount is 100 VINO'],
      ['wine-vault', '4999', 'Minimum stake amount is 5000 VINO'],
      ['flexible', '1000.01', 'Insufficient balance for this stake amount'],
    ];
    for (const [poolId, amount, message] of cases) {
      const res = await stake(cookie, poolId, amount);
      expect(res.statusCode, `${poolId} ${amount}`).toBe(400);
      expect(error(res).fields).toEqual({ amount: message });
      expect(error(res).message).toBe(message);
    }
    const missing = await post('/api/v1/me/stakes', { poolId: 'flexible' }, cookie);
    expect(error(missing).fields?.amount).toBe(STAKING_MESSAGES.invalidAmount);
    expect((await stake(cookie, 'no-such-pool', '100')).statusCode).toBe(404);
  });

  it('follows the trading KYC rule: unverified users are refused with the same message', async () => {
    const { cookie } = await staker('1000', 'pending');
    const res = await stake(cookie, 'flexible', '100');
    expect(res.statusCode).toBe(403);
    expect(error(res)).toMatchObject({ code: 'KYC_REQUIRED', message: MARKET_MESSAGES.kycRequired });
  });

  it('keeps the members pool for Premium Circle members', async () => {
    const { user, cookie } = await staker('2000');
    const refused = await stake(cookie, 'premium-circle', '1000');
    expect(refused.statusCode).toBe(403);
    expect(error(refused)).toMatchObject({ code: 'MEMBERS_ONLY', message: STAKING_MESSAGES.membersOnly });
    const now = Date.now();
    await t.db.insert(subscriptions).values({
      userId: user.id,
      provider: 'sandbox',
      providerSubscriptionId: `sub_${randomUUID()}`,
      priceId: PREMIUM_PRICE_IDS[0]!,
      productName: 'Premium Circle',
      amount: '299.00',
      status: 'active',
      currentPeriodStart: new Date(now - DAY_MS),
      currentPeriodEnd: new Date(now + 29 * DAY_MS),
    });
    expect((await stake(cookie, 'premium-circle', '1000')).statusCode).toBe(201);
  });

  it('obeys the settings: staking disabled refuses new stakes, maintenance pauses every change', async () => {
    const { cookie } = await staker('1000');
    const setPlatform = async (values: Record<string, boolean>) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/settings',
        payload: { group: 'platform', values },
        headers: { origin: t.config.publicUrl, cookie: adminCookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const made = await stake(cookie, 'flexible', '100');
    expect(made.statusCode).toBe(201);
    const id = made.json().stake.id;
    await setPlatform({ stakingEnabled: false });
    const disabled = await stake(cookie, 'flexible', '100');
    expect(disabled.statusCode).toBe(403);
    expect(error(disabled)).toMatchObject({ code: 'STAKING_DISABLED', message: STAKING_MESSAGES.disabled });
    // People can always take back what they staked.
    expect((await post(`/api/v1/me/stakes/${id}/unstake`, {}, cookie)).statusCode).toBe(200);
    await setPlatform({ stakingEnabled: true, maintenanceMode: true });
    const paused = await stake(cookie, 'flexible', '100');
    expect(paused.statusCode).toBe(503);
    expect(error(paused).message).toBe(STAKING_MESSAGES.maintenance);
    expect((await post(`/api/v1/me/stakes/${id}/claim`, {}, cookie)).statusCode).toBe(503);
    await setPlatform({ maintenanceMode: false });
  });
});

describe('stake, accrue, claim, unstake', () => {
  it('moves VINO to the staking account, accrues amount x APY x days / 365 and pays a claim once', async () => {
    const { user, cookie } = await staker('1500');
    const stakingBefore = await systemVino('staking');
    const made = await stake(cookie, 'flexible', '1000');
    expect(made.statusCode, made.body).toBe(201);
    const created = made.json().stake;
    expect(created).toMatchObject({
      poolId: 'flexible',
      amount: '1000.000000000000000000',
      apy: '6.5',
      lockEndsAt: null,
      isUnlocked: true,
      status: 'active',
    });
    expect(await vinoOf(user.id)).toBe(u('500'));
    expect((await systemVino('staking')) - stakingBefore).toBe(u('1000'));
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staking.staked'), eq(auditLog.entityId, created.id)));
    expect(audit).toHaveLength(1);

    await advanceDays(30);
    const { stakes, totals } = await myStakes(cookie);
    const claimable = u(stakes[0].claimableRewards);
    // 30 days plus the real milliseconds the test took: 1000 x 6.5% x 30 / 365 = 5.3424657534...
    expect(claimable).toBeGreaterThanOrEqual(rewardForDays(u('1000'), '6.5', 30));
    expect(claimable).toBeLessThan(rewardForDays(u('1000'), '6.5', 30) + rewardFor(u('1000'), '6.5', 60_000));
    expect(totals.staked).toBe('1000.000000000000000000');

    const before = await vinoOf(user.id);
    const [a, b] = await Promise.all([
      post(`/api/v1/me/stakes/${created.id}/claim`, {}, cookie),
      post(`/api/v1/me/stakes/${created.id}/claim`, {}, cookie),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const ok = a.statusCode === 200 ? a : b;
    const refused = a.statusCode === 200 ? b : a;
    expect(error(refused)).toMatchObject({ code: 'NOTHING_TO_CLAIM', message: STAKING_MESSAGES.nothingToClaim });
    const paid = u(ok.json().paid);
    expect(paid).toBeGreaterThanOrEqual(claimable);
    expect((await vinoOf(user.id)) - before).toBe(paid);
    const entries = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entries where kind = 'staking_reward' and reference like ${`${created.id}:%`}`,
    );
    expect(entries[0]!.n).toBe(1);
    expect(ok.json().stake.paidRewards).toBe(show(paid));

    // Flexible: unstake at once; the principal and the rewards since the claim come back.
    const out = await post(`/api/v1/me/stakes/${created.id}/unstake`, {}, cookie);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().returned).toBe('1000.000000000000000000');
    expect(out.json().stake.status).toBe('unstaked');
    expect(await vinoOf(user.id)).toBe(before + paid + u('1000') + u(out.json().rewardsPaid));
    const again = await post(`/api/v1/me/stakes/${created.id}/unstake`, {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(error(again).code).toBe('STAKE_NOT_ACTIVE');
    expect(await systemVino('staking')).toBe(stakingBefore);
  });

  it('refuses to unstake a locked pool before its lock ends, saying when, and allows it after', async () => {
    const { user, cookie } = await staker('600');
    const made = await stake(cookie, 'locked-30', '500');
    expect(made.statusCode).toBe(201);
    const s = made.json().stake;
    expect(s.isUnlocked).toBe(false);
    expect(Date.parse(s.lockEndsAt) - Date.parse(s.startedAt)).toBe(30 * DAY_MS);
    const early = await post(`/api/v1/me/stakes/${s.id}/unstake`, {}, cookie);
    expect(early.statusCode).toBe(409);
    const unlocksOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(s.lockEndsAt),
    );
    expect(error(early).code).toBe('STAKE_LOCKED');
    expect(error(early).message).toContain(`This stake is locked until ${unlocksOn}`);
    expect(await vinoOf(user.id)).toBe(u('100'));

    await advanceDays(30);
    expect((await myStakes(cookie)).stakes[0].isUnlocked).toBe(true);
    const out = await post(`/api/v1/me/stakes/${s.id}/unstake`, {}, cookie);
    expect(out.statusCode, out.body).toBe(200);
    // 30 days of 500 x 8.5 %: rewards not paid by the weekly job come with the principal.
    expect(u(out.json().rewardsPaid)).toBeGreaterThan(0n);
    expect(await vinoOf(user.id)).toBeGreaterThan(u('600'));
  });

  it('only the owner sees, claims or unstakes a stake', async () => {
    const owner = await staker('200');
    const other = await staker('0');
    const id = (await stake(owner.cookie, 'flexible', '200')).json().stake.id;
    expect((await myStakes(other.cookie)).stakes).toEqual([]);
    expect((await post(`/api/v1/me/stakes/${id}/claim`, {}, other.cookie)).statusCode).toBe(404);
    expect((await post(`/api/v1/me/stakes/${id}/unstake`, {}, other.cookie)).statusCode).toBe(404);
  });
});

describe('scheduled payouts at the pool frequency', () => {
  it('the payout job pays daily stakes each day (exact to the boundary) and notifies; weekly ones wait', async () => {
    const daily = await staker('1000');
    const weekly = await staker('500');
    const dailyId = (await stake(daily.cookie, 'flexible', '1000')).json().stake.id;
    await stake(weekly.cookie, 'locked-30', '500');

    await advanceDays(1 + 1 / 1440);
    // The recurring job enqueued at start is due: the worker runs it.
    await runAllDueJobs(t.app.jobWorker);
    const day1 = rewardForDays(u('1000'), '6.5', 1);
    expect(await vinoOf(daily.user.id)).toBe(day1);
    expect(await vinoOf(weekly.user.id)).toBe(0n);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, daily.user.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'staking_reward', title: 'Staking reward paid' });
    const next = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where queue = 'staking.payouts' and status = 'pending'`,
    );
    expect(next[0]!.n).toBeGreaterThanOrEqual(1);

    // The same day again pays nothing more; the next day pays the second day.
    await t.app.staking.runPayouts();
    expect(await vinoOf(daily.user.id)).toBe(day1);
    await advanceDays(1);
    await t.app.staking.runPayouts();
    expect(await vinoOf(daily.user.id)).toBe(rewardForDays(u('1000'), '6.5', 2));
    await advanceDays(5);
    await t.app.staking.runPayouts();
    expect(await vinoOf(weekly.user.id)).toBe(rewardForDays(u('500'), '8.5', 7));
    // Five days at once are caught up in one payout, to the last daily boundary.
    expect(await vinoOf(daily.user.id)).toBe(rewardForDays(u('1000'), '6.5', 7));
    const payouts = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from staking_reward_payouts where stake_id = ${dailyId} and kind = 'scheduled'`,
    );
    expect(payouts[0]!.n).toBe(3);
  });

  it('conserves the ledger: balances match the postings, staked VINO equals active stakes', async () => {
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
    const active = await queryRows<{ total: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as total from stakes where status = 'active'`,
    );
    expect(await systemVino('staking')).toBe(u(active[0]!.total));
    const paid = await queryRows<{ total: string }>(
      t.db,
      sql`select coalesce(sum(amount), 0)::text as total from staking_reward_payouts`,
    );
    expect(await systemVino('rewards_pool')).toBe(u('1000000') - u(paid[0]!.total));
    const metrics = (await t.get('/api/v1/metrics')).json();
    expect(u(metrics.total_staked)).toBe(u(active[0]!.total));
    expect(metrics.active_stakers).toBeGreaterThan(0);
  });
});

describe('the clock endpoint', () => {
  it('is for admins', async () => {
    const { cookie } = await staker('0');
    expect((await post('/api/v1/system/clock', { advanceSeconds: 60 }, cookie)).statusCode).toBe(403);
    expect((await post('/api/v1/system/clock', { advanceSeconds: 60 })).statusCode).toBe(401);
  });

  it('does not exist outside demo mode and tests', async () => {
    const prod = await createTestApp({ NODE_ENV: 'development', DEMO_MODE: 'false' });
    try {
      const admin = await signedInUser(prod, { role: 'admin' });
      const res = await prod.post('/api/v1/system/clock', { advanceSeconds: 60 }, admin.cookie);
      expect(res.statusCode).toBe(404);
      expect(prod.app.clock.offsetMs()).toBe(0);
    } finally {
      await prod.close();
    }
  }, 60_000);
});

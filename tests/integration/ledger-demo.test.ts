import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { getMarketMakerUserId } from '../../src/server/modules/ledger/get-market-maker-user-id';
import { takeSandboxGrant } from '../../src/server/modules/ledger/take-sandbox-grant';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { signedInUser, signIn } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const wire = (balances: Awaited<ReturnType<typeof getBalances>>) =>
  Object.fromEntries(balances.map((b) => [b.asset, b.available / 10n ** 14n]));

describe('ledger in demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
  });
  afterAll(() => t.close());

  it('funds the demo accounts and the market maker through journal entries, once', async () => {
    const investor = await queryRows<{ id: string }>(
      t.db,
      sql`select id from "user" where email = 'investor@demo.vino.example'`,
    );
    // The demo payment history's paid purchases (demo-payments.ts) come on top of the opening VINO
    // (only the investor's: the simulated members' purchases are credited to their own accounts).
    const purchased = await queryRows<{ units: string }>(
      t.db,
      sql`select trunc(coalesce(sum(p.amount), 0) * 10000)::text as units from ledger_postings p
          join ledger_entries e on e.id = p.entry_id
          join ledger_accounts a on a.id = p.account_id
          where e.kind = 'purchase' and p.amount > 0 and a.user_id = ${investor[0]!.id}`,
    );
    // Amounts in units of 10^-4 to compare readably.
    expect(wire(await getBalances(t.db, investor[0]!.id))).toEqual({
      USD: 250_000_000n,
      VINO: 100_000_000n + BigInt(purchased[0]!.units),
      ETH: 50_000n,
      BTC: 2_000n,
      USDT: 100_000_000n,
    });
    const marketMaker = await getMarketMakerUserId(t.db);
    expect(marketMaker).not.toBeNull();
    for (const b of await getBalances(t.db, marketMaker!)) expect(b.available > 0n).toBe(true);
    // The market maker cannot sign in: it has no credential.
    const credentials = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from account where user_id = ${marketMaker}`,
    );
    expect(credentials[0]!.n).toBe(0);

    const before = await recomputeBalances(t.db);
    await seedDatabase(t.db, { demoMode: true });
    const after = await recomputeBalances(t.db);
    expect(after.consistent).toBe(true);
    expect(after.accountsChecked).toBe(before.accountsChecked);
    const fundings = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entries where kind = 'demo_funding'`,
    );
    expect(fundings[0]!.n).toBe(3);
    expect(wire(await getBalances(t.db, investor[0]!.id)).USD).toBe(250_000_000n);
  });

  it('gives a signed-in user the labelled sandbox test funds once a day', async () => {
    const me = await signedInUser(t);
    const first = await t.post('/api/v1/me/sandbox-grant', {}, me.cookie);
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.label).toBe('Sandbox test funds');
    expect(body.amounts).toContainEqual({ asset: 'USD', amount: '1000.000000000000000000' });
    expect(body.balances.find((b: { asset: string }) => b.asset === 'BTC').available).toBe('0.010000000000000000');

    const again = await t.post('/api/v1/me/sandbox-grant', {}, me.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You have already taken your sandbox test funds today. Come back tomorrow.',
    );
    const balances = (await t.get('/api/v1/me/balances', me.cookie)).json().balances;
    expect(balances.find((b: { asset: string }) => b.asset === 'USD').available).toBe('1000.000000000000000000');

    // A new UTC day brings a new grant.
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    await takeSandboxGrant(t.db, { userId: me.user.id, now: tomorrow });
    await expect(takeSandboxGrant(t.db, { userId: me.user.id, now: tomorrow })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect((await getBalances(t.db, me.user.id)).find((b) => b.asset === 'USD')!.available).toBe(2000n * 10n ** 18n);

    const journal = (await t.get('/api/v1/me/ledger', me.cookie)).json();
    expect(journal.items).toHaveLength(2);
    expect(journal.items[1]).toMatchObject({ kind: 'sandbox_grant', memo: 'Sandbox test funds' });

    const audit = await queryRows<{ action: string; entity_id: string }>(
      t.db,
      sql`select action, entity_id from audit_log where actor_user_id = ${me.user.id}`,
    );
    expect(audit).toContainEqual({ action: 'ledger.sandbox_grant', entity_id: body.entryId });
    expect(audit).toHaveLength(2);
  });

  it('grants once even when the same user asks many times at once', async () => {
    const me = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.post('/api/v1/me/sandbox-grant', {}, me.cookie)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const usd = (await getBalances(t.db, me.user.id)).find((b) => b.asset === 'USD')!;
    expect(usd.available).toBe(1000n * 10n ** 18n);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });

  it('lets the demo investor sign in and see the seeded balances over HTTP', async () => {
    const cookie = await signIn(t, { email: 'investor@demo.vino.example', password: 'vino-demo-investor' });
    const balances = (await t.get('/api/v1/me/balances', cookie)).json().balances;
    expect(balances).toContainEqual({
      asset: 'ETH',
      available: '5.000000000000000000',
      held: '0.000000000000000000',
      total: '5.000000000000000000',
    });
  });
});

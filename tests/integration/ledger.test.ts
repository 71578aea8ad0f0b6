import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_SCALE, type LedgerAsset } from '../../src/domain/ledger-assets';
import { parseDecimal } from '../../src/domain/money';
import { queryRows, type Executor } from '../../src/server/db/client';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { isBalanceCheckViolation } from '../../src/server/modules/ledger/ledger-errors';
import { holdFunds } from '../../src/server/modules/ledger/hold-funds';
import { postEntry } from '../../src/server/modules/ledger/post-entry';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { releaseHold } from '../../src/server/modules/ledger/release-hold';
import { settleTrade } from '../../src/server/modules/ledger/settle-trade';
import { transferFunds } from '../../src/server/modules/ledger/transfer-funds';
import { insertUser, signedInUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

const u = (value: string) => parseDecimal(value, LEDGER_SCALE);

/** Funds the user from outside; returns the entry's reference. */
async function deposit(t: TestApp, userId: string, asset: LedgerAsset, amount: string) {
  const reference = randomUUID();
  await transferFunds(t.db, {
    from: { system: 'external' },
    to: { userId },
    asset,
    amount: u(amount),
    kind: 'test_deposit',
    reference,
  });
  return reference;
}

async function usdAccountId(t: TestApp, userId: string) {
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`select id from ledger_accounts where user_id = ${userId} and asset = 'USD'`,
  );
  return rows[0]!.id;
}

async function externalUsdAccountId(t: TestApp) {
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`select id from ledger_accounts where system_name = 'external' and asset = 'USD'`,
  );
  return rows[0]!.id;
}

async function balanceOf(t: TestApp, userId: string, asset: LedgerAsset) {
  const b = (await getBalances(t.db, userId)).find((x) => x.asset === asset)!;
  return { available: b.available, held: b.held };
}

async function entryCount(t: TestApp, reference: string) {
  const rows = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from ledger_entries where reference = ${reference}`,
  );
  return rows[0]!.n;
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => null,
    (error: { statusCode?: number; code?: string }) => ({ statusCode: error.statusCode, code: error.code }),
  );
}

/** The database's own double-entry check refused it (drizzle wraps the driver's error as `cause`). */
const refusedAsUnbalanced = (error: unknown) =>
  /does not balance/.test(String((error as { cause?: Error }).cause?.message ?? (error as Error).message));

describe(`ledger (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('accepts balanced entries only and writes nothing for a rejected one', async () => {
    const user = await insertUser(t.db);
    const reference = randomUUID();
    const unbalanced = postEntry(t.db, {
      kind: 'test',
      reference,
      postings: [
        { account: { system: 'external' }, asset: 'USD', bucket: 'available', amount: -u('10') },
        { account: { userId: user.id }, asset: 'USD', bucket: 'available', amount: u('9.99') },
      ],
    });
    expect(await rejection(unbalanced)).toEqual({ statusCode: 400, code: 'ledger_unbalanced' });
    // Balanced in total but not per asset: still rejected.
    const crossAsset = postEntry(t.db, {
      kind: 'test',
      reference,
      postings: [
        { account: { system: 'external' }, asset: 'USD', bucket: 'available', amount: -u('10') },
        { account: { userId: user.id }, asset: 'USDT', bucket: 'available', amount: u('10') },
      ],
    });
    expect(await rejection(crossAsset)).toEqual({ statusCode: 400, code: 'ledger_unbalanced' });
    const single = postEntry(t.db, {
      kind: 'test',
      reference,
      postings: [{ account: { userId: user.id }, asset: 'USD', bucket: 'available', amount: u('1') }],
    });
    expect(await rejection(single)).toEqual({ statusCode: 400, code: 'ledger_unbalanced' });
    expect(await entryCount(t, reference)).toBe(0);
    expect(await balanceOf(t, user.id, 'USD')).toEqual({ available: 0n, held: 0n });
  });

  it('holds, releases, transfers and settles a trade with fees', async () => {
    const buyer = await insertUser(t.db);
    const seller = await insertUser(t.db);
    await deposit(t, buyer.id, 'USD', '1000');
    await deposit(t, seller.id, 'VINO', '500');

    await holdFunds(t.db, { userId: buyer.id, asset: 'USD', amount: u('300'), reference: 'order-b1' });
    expect(await balanceOf(t, buyer.id, 'USD')).toEqual({ available: u('700'), held: u('300') });
    await releaseHold(t.db, { userId: buyer.id, asset: 'USD', amount: u('100'), reference: 'order-b1' });
    expect(await balanceOf(t, buyer.id, 'USD')).toEqual({ available: u('800'), held: u('200') });
    await holdFunds(t.db, { userId: seller.id, asset: 'VINO', amount: u('150'), reference: 'order-s1' });

    // 100 VINO at 1.5 USD: buyer pays 150 USD (120 from held, 30 from available) and receives
    // 100 VINO less a 0.2 VINO fee; seller delivers 100 VINO from held, receives 150 less 0.3 USD.
    await settleTrade(t.db, {
      tradeId: 'trade-1',
      baseAsset: 'VINO',
      quoteAsset: 'USD',
      buyerId: buyer.id,
      sellerId: seller.id,
      baseAmount: u('100'),
      quoteAmount: u('150'),
      buyerFee: u('0.2'),
      sellerFee: u('0.3'),
      buyerQuoteFromHeld: u('120'),
      sellerBaseFromHeld: u('100'),
    });
    expect(await balanceOf(t, buyer.id, 'USD')).toEqual({ available: u('770'), held: u('80') });
    expect(await balanceOf(t, buyer.id, 'VINO')).toEqual({ available: u('99.8'), held: 0n });
    expect(await balanceOf(t, seller.id, 'USD')).toEqual({ available: u('149.7'), held: 0n });
    expect(await balanceOf(t, seller.id, 'VINO')).toEqual({ available: u('350'), held: u('50') });

    await transferFunds(t.db, {
      from: { userId: seller.id },
      to: { userId: buyer.id },
      asset: 'USD',
      amount: u('49.7'),
      kind: 'test_transfer',
      reference: randomUUID(),
    });
    expect(await balanceOf(t, seller.id, 'USD')).toEqual({ available: u('100'), held: 0n });
    expect(await balanceOf(t, buyer.id, 'USD')).toEqual({ available: u('819.7'), held: u('80') });

    const fees = await queryRows<{ asset: string; available: string }>(
      t.db,
      sql`select asset, available::text from ledger_accounts where system_name = 'fees' order by asset`,
    );
    expect(fees.map((f) => [f.asset, parseDecimal(f.available, LEDGER_SCALE)])).toEqual([
      ['USD', u('0.3')],
      ['VINO', u('0.2')],
    ]);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });

  it('refuses to overdraw available or held with 409 insufficient_balance, writing nothing', async () => {
    const user = await insertUser(t.db);
    await deposit(t, user.id, 'ETH', '1');
    const reference = randomUUID();
    const overdraw = transferFunds(t.db, {
      from: { userId: user.id },
      to: { system: 'treasury' },
      asset: 'ETH',
      amount: u('1.000000000000000001'),
      kind: 'test_transfer',
      reference,
    });
    expect(await rejection(overdraw)).toEqual({ statusCode: 409, code: 'insufficient_balance' });
    const overRelease = releaseHold(t.db, { userId: user.id, asset: 'ETH', amount: u('0.1'), reference });
    expect(await rejection(overRelease)).toEqual({ statusCode: 409, code: 'insufficient_balance' });
    // A system account other than `external` cannot go negative either.
    const fromTreasury = transferFunds(t.db, {
      from: { system: 'rewards_pool' },
      to: { userId: user.id },
      asset: 'ETH',
      amount: u('1'),
      kind: 'test_transfer',
      reference,
    });
    expect(await rejection(fromTreasury)).toEqual({ statusCode: 409, code: 'insufficient_balance' });
    expect(await entryCount(t, reference)).toBe(0);
    expect(await balanceOf(t, user.id, 'ETH')).toEqual({ available: u('1'), held: 0n });
  });

  it('refuses before writing anything, so a caller can handle the refusal and go on', async () => {
    const user = await insertUser(t.db);
    await deposit(t, user.id, 'USD', '5');
    const refused = randomUUID();
    const accepted = randomUUID();
    await t.db.transaction(async (tx) => {
      const spend = (amount: string, reference: string) =>
        transferFunds(tx, {
          from: { userId: user.id },
          to: { system: 'fees' },
          asset: 'USD',
          amount: u(amount),
          kind: 'test_spend',
          reference,
        });
      expect(await rejection(spend('6', refused))).toEqual({ statusCode: 409, code: 'insufficient_balance' });
      await spend('2', accepted);
    });
    expect(await entryCount(t, refused)).toBe(0);
    expect(await entryCount(t, accepted)).toBe(1);
    expect(await balanceOf(t, user.id, 'USD')).toEqual({ available: u('3'), held: 0n });
  });

  it('keeps CHECK constraints as the last line of defence', async () => {
    const user = await insertUser(t.db);
    await deposit(t, user.id, 'BTC', '0.1');
    const write = (column: 'available' | 'held') =>
      t.db.execute(
        sql`update ledger_accounts set ${sql.raw(column)} = -1 where user_id = ${user.id} and asset = 'BTC'`,
      );
    // Both drivers' errors are recognised, so postEntry maps them to insufficient_balance.
    for (const column of ['available', 'held'] as const) {
      const error = await write(column).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isBalanceCheckViolation(error)).toBe(true);
    }
    expect(await balanceOf(t, user.id, 'BTC')).toEqual({ available: u('0.1'), held: 0n });
  });

  it('keeps the journal append-only and balanced in the database itself', async () => {
    const user = await insertUser(t.db);
    const reference = await deposit(t, user.id, 'USD', '3');
    await expect(t.db.execute(sql`update ledger_postings set amount = 4 where amount = 3`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from ledger_entries where reference = ${reference}`)).rejects.toThrow();
    // Written around the use cases, an unbalanced entry is refused at commit.
    const accountId = await usdAccountId(t, user.id);
    const sneaky = t.db.transaction(async (tx) => {
      const entry = await queryRows<{ id: string }>(
        tx,
        sql`insert into ledger_entries (kind, reference) values ('test', ${randomUUID()}) returning id`,
      );
      await tx.execute(
        sql`insert into ledger_postings (entry_id, account_id, asset, bucket, amount)
            values (${entry[0]!.id}, ${accountId}, 'USD', 'available', 1)`,
      );
    });
    await expect(sneaky).rejects.toThrow();
    expect(await entryCount(t, reference)).toBe(1);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });

  it('checks the balance of every entry an insert touches, earlier postings included (migration 0031)', async () => {
    const user = await insertUser(t.db);
    const reference = await deposit(t, user.id, 'USD', '5');
    const accountId = await usdAccountId(t, user.id);
    const externalId = await externalUsdAccountId(t);
    const [entry] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from ledger_entries where reference = ${reference}`,
    );
    // A posting appended later to a balanced entry unbalances it: refused.
    await expect(
      t.db.execute(
        sql`insert into ledger_postings (entry_id, account_id, asset, bucket, amount)
            values (${entry!.id}, ${accountId}, 'USD', 'available', 1)`,
      ),
    ).rejects.toSatisfy(refusedAsUnbalanced);
    // One statement writing two entries, the second unbalanced: the whole statement is refused.
    const first = randomUUID();
    const second = randomUUID();
    const twoEntries = t.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into ledger_entries (id, kind, reference) values
              (${first}, 'test', ${randomUUID()}), (${second}, 'test', ${randomUUID()})`,
      );
      await tx.execute(
        sql`insert into ledger_postings (entry_id, account_id, asset, bucket, amount) values
              (${first}, ${externalId}, 'USD', 'available', -2), (${first}, ${accountId}, 'USD', 'available', 2),
              (${second}, ${externalId}, 'USD', 'available', -2), (${second}, ${accountId}, 'USD', 'available', 3)`,
      );
    });
    await expect(twoEntries).rejects.toSatisfy(refusedAsUnbalanced);
    const written = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ledger_entries where id in (${first}, ${second})`,
    );
    expect(written[0]!.n).toBe(0);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });

  it('checks an insert by reading only its entries postings, never the whole journal (migration 0032)', async () => {
    const user = await insertUser(t.db);
    await deposit(t, user.id, 'USD', '1');
    const accountId = await usdAccountId(t, user.id);
    const externalId = await externalUsdAccountId(t);
    // Statistics of a small journal make a full scan look cheapest, the plan PL/pgSQL then kept for
    // good as the journal grew. The table's scan counters before and after the insert show how the
    // check read the postings. Rolled back: raw postings would leave the balances behind the journal.
    await t.db.execute(sql`analyze ledger_postings`);
    const counters = (tx: Executor) =>
      queryRows<{ seq: number; idx: number }>(
        tx,
        sql`select seq_scan::int as seq, idx_scan::int as idx from pg_stat_xact_user_tables
            where relname = 'ledger_postings'`,
      ).then((rows) => rows[0]!);
    const scans = { seq: -1, idx: -1 };
    const rolledBack = new Error('roll back');
    const transaction = t.db.transaction(async (tx) => {
      const entry = randomUUID();
      await tx.execute(
        sql`insert into ledger_entries (id, kind, reference) values (${entry}, 'test', ${randomUUID()})`,
      );
      const before = await counters(tx);
      await tx.execute(
        sql`insert into ledger_postings (entry_id, account_id, asset, bucket, amount) values
              (${entry}, ${externalId}, 'USD', 'available', -1), (${entry}, ${accountId}, 'USD', 'available', 1)`,
      );
      const after = await counters(tx);
      Object.assign(scans, { seq: after.seq - before.seq, idx: after.idx - before.idx });
      throw rolledBack;
    });
    await expect(transaction).rejects.toBe(rolledBack);
    expect(scans.seq).toBe(0);
    expect(scans.idx).toBeGreaterThan(0);
  });

  it('counts a retried (kind, reference) once and refuses the same reference with other lines', async () => {
    const user = await insertUser(t.db);
    await deposit(t, user.id, 'USDT', '100');
    const hold = { userId: user.id, asset: 'USDT' as const, amount: u('40'), reference: `order-${randomUUID()}` };
    const first = await holdFunds(t.db, hold);
    const retry = await holdFunds(t.db, hold);
    expect(first.replayed).toBe(false);
    expect(retry).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(t, user.id, 'USDT')).toEqual({ available: u('60'), held: u('40') });
    expect(await rejection(holdFunds(t.db, { ...hold, amount: u('41') }))).toEqual({
      statusCode: 409,
      code: 'ledger_reference_conflict',
    });
    // Parallel retries of one posting still count once.
    const reference = `deposit-${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        transferFunds(t.db, {
          from: { system: 'external' },
          to: { userId: user.id },
          asset: 'USDT',
          amount: u('5'),
          kind: 'test_deposit',
          reference,
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await balanceOf(t, user.id, 'USDT')).toEqual({ available: u('65'), held: u('40') });
  });

  it('never goes negative under 50 parallel transfers and holds against too little money', async () => {
    const spender = await insertUser(t.db);
    const others = await Promise.all([insertUser(t.db), insertUser(t.db), insertUser(t.db)]);
    await deposit(t, spender.id, 'USD', '10');
    await Promise.all(others.map((o) => deposit(t, o.id, 'USD', '10')));

    const attempts = Array.from({ length: 50 }, (_, i) => {
      const other = others[i % others.length]!;
      if (i % 5 === 0)
        return holdFunds(t.db, {
          userId: spender.id,
          asset: 'USD',
          amount: u('1'),
          reference: `c-hold-${i}-${randomUUID()}`,
        });
      // Both directions at once: locks taken in a stable order must not deadlock.
      const [from, to] = i % 2 ? [spender.id, other.id] : [other.id, spender.id];
      return transferFunds(t.db, {
        from: { userId: from },
        to: { userId: to },
        asset: 'USD',
        amount: u('1'),
        kind: 'test_transfer',
        reference: `c-${i}-${randomUUID()}`,
      });
    });
    const settled = await Promise.allSettled(attempts);
    // Only clean refusals: no deadlock or serialization error escaped.
    const refusals = settled.flatMap((s) =>
      s.status === 'rejected' ? [(s.reason as { code?: string }).code ?? String(s.reason)] : [],
    );
    expect(new Set(refusals)).toEqual(new Set(refusals.length ? ['insufficient_balance'] : []));

    const balances = await Promise.all([spender, ...others].map((p) => balanceOf(t, p.id, 'USD')));
    for (const b of balances) {
      expect(b.available >= 0n).toBe(true);
      expect(b.held >= 0n).toBe(true);
    }
    const total = balances.reduce((sum, b) => sum + b.available + b.held, 0n);
    expect(total).toBe(u('40'));
    const check = await recomputeBalances(t.db);
    expect(check.mismatches).toEqual([]);
    expect(check.consistent).toBe(true);
  });

  it('never overdraws one account under 50 parallel spends of which only 10 can succeed', async () => {
    const spender = await insertUser(t.db);
    await deposit(t, spender.id, 'VINO', '10');
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        i % 2
          ? holdFunds(t.db, { userId: spender.id, asset: 'VINO', amount: u('1'), reference: `p-${i}-${randomUUID()}` })
          : transferFunds(t.db, {
              from: { userId: spender.id },
              to: { system: 'treasury' },
              asset: 'VINO',
              amount: u('1'),
              kind: 'test_transfer',
              reference: `p-${i}-${randomUUID()}`,
            }),
      ),
    );
    // Exactly 10 succeed; every other attempt is a clean refusal (no deadlock or other error).
    const refusals = settled.flatMap((s) =>
      s.status === 'rejected' ? [(s.reason as { code?: string }).code ?? String(s.reason)] : [],
    );
    expect(refusals).toEqual(Array.from({ length: 40 }, () => 'insufficient_balance'));
    const b = await balanceOf(t, spender.id, 'VINO');
    expect(b.available).toBe(0n);
    expect(b.held).toBeLessThanOrEqual(u('10'));
  });

  it('conserves every asset: all postings per asset sum to zero', async () => {
    const check = await recomputeBalances(t.db);
    expect(check.assetSums.length).toBeGreaterThan(0);
    for (const s of check.assetSums) expect(s.sum).toBe(0n);
    expect(check.consistent).toBe(true);
  });

  it('answers my balances in every asset, as decimal strings, only with a session', async () => {
    expect((await t.get('/api/v1/me/balances')).statusCode).toBe(401);
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await deposit(t, other.user.id, 'BTC', '3');
    const empty = await t.get('/api/v1/me/balances', me.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json().balances).toEqual(
      ['USD', 'VINO', 'ETH', 'BTC', 'USDT'].map((asset) => ({
        asset,
        available: '0.000000000000000000',
        held: '0.000000000000000000',
        total: '0.000000000000000000',
      })),
    );
    await deposit(t, me.user.id, 'ETH', '2.5');
    await holdFunds(t.db, { userId: me.user.id, asset: 'ETH', amount: u('0.5'), reference: randomUUID() });
    const mine = (await t.get('/api/v1/me/balances', me.cookie)).json().balances;
    expect(mine.find((b: { asset: string }) => b.asset === 'ETH')).toEqual({
      asset: 'ETH',
      available: '2.000000000000000000',
      held: '0.500000000000000000',
      total: '2.500000000000000000',
    });
    // The other user's 3 BTC are not mine.
    expect(mine.find((b: { asset: string }) => b.asset === 'BTC').total).toBe('0.000000000000000000');
  });

  it('lists only my own journal lines, newest first, paged', async () => {
    expect((await t.get('/api/v1/me/ledger')).statusCode).toBe(401);
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    await deposit(t, me.user.id, 'USD', '100');
    await deposit(t, other.user.id, 'USD', '7');
    await transferFunds(t.db, {
      from: { userId: me.user.id },
      to: { userId: other.user.id },
      asset: 'USD',
      amount: u('25'),
      kind: 'test_transfer',
      reference: randomUUID(),
      memo: 'Gift',
    });
    await holdFunds(t.db, { userId: me.user.id, asset: 'USD', amount: u('5'), reference: randomUUID() });

    const page1 = await t.get('/api/v1/me/ledger?pageSize=2', me.cookie);
    expect(page1.statusCode).toBe(200);
    const body = page1.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(body.items.map((e: { kind: string }) => e.kind)).toEqual(['hold', 'test_transfer']);
    // The transfer shows my line only, never the other user's account.
    expect(body.items[1]).toMatchObject({
      memo: 'Gift',
      postings: [{ asset: 'USD', bucket: 'available', amount: '-25.000000000000000000' }],
    });
    const page2 = (await t.get('/api/v1/me/ledger?pageSize=2&page=2', me.cookie)).json();
    expect(page2.items.map((e: { kind: string }) => e.kind)).toEqual(['test_deposit']);
    const theirs = (await t.get('/api/v1/me/ledger', other.cookie)).json();
    expect(theirs.total).toBe(2);
    expect(theirs.items[0].postings).toEqual([{ asset: 'USD', bucket: 'available', amount: '25.000000000000000000' }]);
    expect((await t.get('/api/v1/me/ledger?pageSize=1000', me.cookie)).statusCode).toBe(400);
  });

  it('has no sandbox grant outside demo mode', async () => {
    const me = await signedInUser(t);
    expect((await t.post('/api/v1/me/sandbox-grant', {})).statusCode).toBe(401);
    expect((await t.post('/api/v1/me/sandbox-grant', {}, me.cookie)).statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/contracts/api-paths';
import type { PaymentRecord } from '../../src/contracts/payments';
import { LEDGER_SCALE } from '../../src/domain/ledger-assets';
import { parseDecimal } from '../../src/domain/money';
import { queryRows } from '../../src/server/db/client';
import { DEMO_PAYMENTS } from '../../src/server/db/seed/demo-payments-data';
import { seedDatabase } from '../../src/server/db/seed/seed';
import { getBalances } from '../../src/server/modules/ledger/get-balances';
import { recomputeBalances } from '../../src/server/modules/ledger/recompute-balances';
import { signIn } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Opening VINO of the demo investor (demo-balances.ts), at the ledger's scale. */
const OPENING_VINO = 10_000n * 10n ** BigInt(LEDGER_SCALE);

interface Footprint {
  payments: number;
  entries: number;
  revenueRows: number;
  revenueTotal: string;
}

async function footprint(t: TestApp): Promise<Footprint> {
  const [row] = await queryRows<Footprint>(
    t.db,
    sql`select
      (select count(*)::int from payments where metadata->>'demo' = 'true') as "payments",
      (select count(*)::int from ledger_entries where kind in ('vino_issue', 'purchase')) as "entries",
      (select count(*)::int from revenue_tracking) as "revenueRows",
      (select sum(amount)::numeric(20,2)::text from revenue_tracking) as "revenueTotal"`,
  );
  return row!;
}

describe('demo payment history (demo mode)', () => {
  let t: TestApp;
  let cookie: string;
  let investorId: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    cookie = await signIn(t, { email: 'investor@demo.vino.example', password: 'vino-demo-investor' });
    const [investor] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from "user" where email = 'investor@demo.vino.example'`,
    );
    investorId = investor!.id;
  });
  afterAll(() => t.close());

  it('shows the investor a handful of past card, bank and crypto payments, paid, failed and pending', async () => {
    const response = await t.get(`${apiPaths.payments.myPayments}?pageSize=50`, cookie);
    expect(response.statusCode).toBe(200);
    const items = response.json().items as PaymentRecord[];
    expect(items).toHaveLength(DEMO_PAYMENTS.length);
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(new Set(items.map((i) => i.paymentMethod))).toEqual(new Set(['card', 'bank', 'crypto']));
    const byStatus = (status: string) => items.filter((i) => i.status === status).length;
    expect([byStatus('succeeded'), byStatus('failed'), byStatus('pending')]).toEqual([6, 2, 1]);
    // Newest first, all in the past.
    const created = items.map((i) => Date.parse(i.created));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(Math.max(...created)).toBeLessThan(Date.now());
    expect(items.find((i) => i.status === 'failed')?.failureMessage).toMatch(/^Your card /);
    expect(items.find((i) => i.status === 'pending')).toMatchObject({ paymentMethod: 'bank', amount: '3000.00' });
    const card = items.find((i) => i.amount === '2500.00')!;
    // The real fees: 2.9% + 1% + $5 of 2,500 = 102.50, tokens (2,500 - 102.50) / 0.85.
    expect(card).toMatchObject({ feeAmount: '102.50', netAmount: '2397.50', status: 'succeeded' });
    expect(card.metadata.tokens?.startsWith('2820.588235294117647058')).toBe(true);

    const unmarked = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from payments where user_id = ${investorId} and (metadata->>'demo') is distinct from 'true'`,
    );
    expect(unmarked[0]!.n).toBe(0);
  });

  it('credits every paid purchase through the ledger and records its revenue, and nothing for the others', async () => {
    const rows = await queryRows<{ id: string; status: string; tokens: string; amount: string }>(
      t.db,
      sql`select id, status, tokens::text as tokens, amount::text as amount from payments where user_id = ${investorId}`,
    );
    let purchased = 0n;
    for (const payment of rows) {
      const entries = await queryRows<{ kind: string }>(
        t.db,
        sql`select kind from ledger_entries where reference = ${payment.id} order by kind`,
      );
      const revenue = await queryRows<{ amount: string; tokens: string | null }>(
        t.db,
        sql`select amount::text as amount, tokens_amount::text as tokens from revenue_tracking where transaction_id = ${payment.id}`,
      );
      if (payment.status === 'succeeded') {
        expect(entries.map((e) => e.kind)).toEqual(['purchase', 'vino_issue']);
        expect(revenue).toEqual([{ amount: payment.amount, tokens: expect.any(String) }]);
        purchased += parseDecimal(payment.tokens, LEDGER_SCALE);
      } else {
        expect(entries).toEqual([]);
        expect(revenue).toEqual([]);
      }
    }
    const vino = (await getBalances(t.db, investorId)).find((b) => b.asset === 'VINO')!;
    expect(vino.available).toBe(OPENING_VINO + purchased);
    const check = await recomputeBalances(t.db);
    expect(check.consistent).toBe(true);
  });

  // The demo history is a simulation now, not tuned to the spec's invented totals: the public figures
  // are whatever the paid purchases (the investor's and the simulated members') add up to.
  it('derives revenue and transactions from the paid purchases, the investor\'s included', async () => {
    const [paid] = await queryRows<{ revenue: string; n: number; day: string }>(
      t.db,
      sql`select to_char(coalesce(sum(amount), 0), 'FM999999999990.00') as revenue, count(*)::int as n,
            to_char(coalesce(sum(amount) filter (where settled_at > now() - interval '24 hours'), 0), 'FM999999999990.00') as day
          from payments where kind = 'token_purchase' and status = 'succeeded'`,
    );
    expect((await t.get('/api/v1/metrics')).json()).toMatchObject({
      total_revenue: paid!.revenue,
      revenue_24h: paid!.day,
      // Transactions are completed token purchases plus trades (the metrics catalogue's definition).
      total_transactions: paid!.n,
    });
    const negative = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from revenue_tracking where amount <= 0`,
    );
    expect(negative[0]!.n).toBe(0);
  });

  it('does not duplicate anything when the seed runs again', async () => {
    const before = await footprint(t);
    const balancesBefore = await getBalances(t.db, investorId);
    await seedDatabase(t.db, { demoMode: true });
    expect(await footprint(t)).toEqual(before);
    expect(await getBalances(t.db, investorId)).toEqual(balancesBefore);
    expect((await recomputeBalances(t.db)).consistent).toBe(true);
  });
});

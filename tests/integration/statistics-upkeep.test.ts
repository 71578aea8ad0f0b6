import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKETS } from '../../src/domain/exchange/markets';
import { queryRows } from '../../src/server/db/client';
import { userProfiles } from '../../src/server/db/schema';
import { ANALYZE_GROWTH_SHARE, ANALYZE_MIN_ROWS, StatisticsUpkeep } from '../../src/server/db/statistics-upkeep';
import { placeOrder } from '../../src/server/modules/market/place-order';
import { fundUser } from '../factories/market';
import { insertUser } from '../factories/users';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * The planner statistics of the tables the exchange grows are kept up to date by the app itself
 *: the embedded database has no autovacuum, and plans made while a table was small
 * scanned it whole on every row written.
 */
describe(`statistics upkeep (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function approvedInvestor() {
    const user = await insertUser(t.db);
    await t.db.update(userProfiles).set({ kycStatus: 'approved' }).where(eq(userProfiles.id, user.id));
    return user;
  }

  const quietLog = () => ({ warn: vi.fn() }) as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };

  /** The row count the planner believes audit_log has (what ANALYZE last measured). */
  async function plannedRows(): Promise<number> {
    const [row] = await queryRows<{ rows: number }>(
      t.db,
      sql`select reltuples::float8 as rows from pg_class where oid = 'audit_log'::regclass`,
    );
    return row!.rows;
  }

  it('analyses a table once enough rows were written to it since its last analysis', async () => {
    const upkeep = new StatisticsUpkeep(t.db, quietLog(), ['audit_log', 'trades']);
    const addRows = (count: number) =>
      t.db.execute(
        sql`insert into audit_log (action, entity_type) select 'test.row', 'test' from generate_series(1, ${count})`,
      );
    await t.db.execute(sql`analyze audit_log`);
    const before = await plannedRows();
    await addRows(3 * ANALYZE_MIN_ROWS);
    // First: the floor.
    upkeep.rowsWritten({ audit_log: ANALYZE_MIN_ROWS - 1, trades: 5 });
    await upkeep.idle();
    expect(await plannedRows()).toBe(before);
    upkeep.rowsWritten({ audit_log: 1 });
    await upkeep.idle();
    expect(await plannedRows()).toBe(before + 3 * ANALYZE_MIN_ROWS);
    // Then: a share of the rows the table had at that analysis.
    await addRows(10);
    const next = Math.ceil(Math.max(ANALYZE_MIN_ROWS, ANALYZE_GROWTH_SHARE * (before + 3 * ANALYZE_MIN_ROWS)));
    expect(next).toBeGreaterThan(ANALYZE_MIN_ROWS);
    upkeep.rowsWritten({ audit_log: next - 1 });
    await upkeep.idle();
    expect(await plannedRows()).toBe(before + 3 * ANALYZE_MIN_ROWS);
    upkeep.rowsWritten({ audit_log: 1 });
    await upkeep.idle();
    expect(await plannedRows()).toBe(before + 3 * ANALYZE_MIN_ROWS + 10);
  });

  it('logs an analysis that failed and tries again only after as many rows again', async () => {
    const log = quietLog();
    const upkeep = new StatisticsUpkeep(t.db, log, ['no_such_table']);
    upkeep.rowsWritten({ no_such_table: ANALYZE_MIN_ROWS });
    await upkeep.idle();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toBe('table statistics not updated');
    upkeep.rowsWritten({ no_such_table: ANALYZE_MIN_ROWS - 1 });
    await upkeep.idle();
    expect(log.warn).toHaveBeenCalledTimes(1);
    upkeep.rowsWritten({ no_such_table: 1 });
    await upkeep.idle();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('is told the rows of every committed market batch', async () => {
    const counted = vi.spyOn(t.app.market.context.statistics, 'rowsWritten');
    const [buyer, seller] = [await approvedInvestor(), await approvedInvestor()];
    await fundUser(t.db, buyer.id, { USD: '10000' });
    await fundUser(t.db, seller.id, { VINO: '1000' });
    const limit = {
      market: 'VINO-USD',
      type: 'limit',
      amount: '120',
      price: MARKETS['VINO-USD'].referencePrice,
    } as const;
    await placeOrder(t.app.market.context, seller, { ...limit, side: 'sell', timeInForce: 'GTC', postOnly: false });
    await placeOrder(t.app.market.context, buyer, { ...limit, side: 'buy', timeInForce: 'GTC', postOnly: false });
    // The resting sell: its order, its hold and its audit row. The crossing buy adds the trade.
    expect(counted).toHaveBeenCalledWith(expect.objectContaining({ orders: 1, trades: 0, audit_log: 1 }));
    expect(counted).toHaveBeenLastCalledWith(
      expect.objectContaining({ trades: 1, ledger_entries: expect.any(Number), ledger_postings: expect.any(Number) }),
    );
    const last = counted.mock.lastCall![0];
    expect(last.ledger_postings).toBeGreaterThan(last.ledger_entries!);
    counted.mockRestore();
  });
});

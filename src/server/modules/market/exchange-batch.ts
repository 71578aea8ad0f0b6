import { sql, type SQL } from 'drizzle-orm';
import { MARKETS, isMarketId } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { queryRows, type Executor } from '../../db/client';
import { LedgerBatch, type AccountIdCache, type AccountJsonRow } from '../ledger/ledger-module';
import { insertAuditSql, insertOrdersSql, insertTradesSql, updateOrdersSql } from './batch-writes';
import { CommandBatch, type CommandNeeds } from './command-batch';
import type { MarketBook } from './market-books';
import { kycStatusesJsonSql } from '../profiles/profiles-module';
import { quoteVolumesSinceJson, type OrderRow } from './market-repository';
import { quoteToUsd } from './trade-amounts';

/** The tables the exchange's batches grow, whose planner statistics it keeps (StatisticsUpkeep). */
export const EXCHANGE_TABLES = ['orders', 'trades', 'audit_log', 'ledger_entries', 'ledger_postings'] as const;
export type ExchangeTable = (typeof EXCHANGE_TABLES)[number];

/** The daily volume limit looks back a rolling 24 hours, not a calendar day. */
export const DAILY_VOLUME_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * One transaction of the group commit, for one market or, on the embedded database,
 * for every market at once: ONE read of what its commands check (`prefetch`), then each market's
 * commands run through their engine into that market's CommandBatch, and everything is written in
 * ONE statement (`flush`). What the commands check is shared by all of its markets, so an order in one
 * market sees the balance held and the volume traded by an earlier command of another market in
 * the same batch.
 */
export class ExchangeBatch {
  readonly ledger: LedgerBatch;
  /** KYC status per user, read at the start of the batch: a revocation counts from the next batch. */
  private readonly kycStatuses = new Map<string, string>();
  /** USD traded in the last 24 h per user (as read at the start, plus this batch's trades). */
  private readonly volumes = new Map<string, bigint>();
  private readonly markets: CommandBatch[] = [];

  constructor(
    accountIds: AccountIdCache,
    readonly now: Date,
  ) {
    this.ledger = new LedgerBatch(accountIds);
  }

  /** The part of this batch that one market's commands write into. */
  forMarket(book: MarketBook): CommandBatch {
    const batch = new CommandBatch(book, this);
    this.markets.push(batch);
    return batch;
  }

  /**
   * Reads the balances, daily volumes and KYC statuses the commands will check, in ONE statement
   * per batch, before the batch is written (the balances are checked again by the CHECK constraints
   * when it is written; volumes and KYC count as of the batch's start).
   */
  async prefetch(db: Executor, needs: readonly CommandNeeds[]): Promise<void> {
    const holdKeys = needs.flatMap((need) =>
      need.holdAccount ? [{ owner: { userId: need.holdAccount.userId }, asset: need.holdAccount.asset }] : [],
    );
    const users = [...new Set(needs.flatMap((need) => (need.volumeUserId ? [need.volumeUserId] : [])))];
    const kycUsers = [...new Set(needs.flatMap((need) => (need.kycUserId ? [need.kycUserId] : [])))];
    const since = new Date(this.now.getTime() - DAILY_VOLUME_WINDOW_MS);
    const [read] = await queryRows<{
      accounts: AccountJsonRow[];
      kyc: { id: string; kycStatus: string }[];
      volumes: { userId: string; market: string; quoteVolume: string }[];
    }>(
      db,
      sql`select ${this.ledger.balancesQuery(holdKeys)} as accounts, ${kycStatusesJsonSql(kycUsers)} as kyc,
                 ${quoteVolumesSinceJson(users, since)} as volumes`,
    );
    if (!read) throw new Error('Command batch: the prefetch answered no row');
    this.ledger.takeBalances(holdKeys, read.accounts);
    for (const row of read.kyc) this.kycStatuses.set(row.id, row.kycStatus);
    for (const userId of users) this.volumes.set(userId, 0n);
    for (const row of read.volumes) {
      if (!isMarketId(row.market)) continue;
      const usd = quoteToUsd(MARKETS[row.market], parseDecimal(row.quoteVolume, LEDGER_SCALE));
      this.volumes.set(row.userId, (this.volumes.get(row.userId) ?? 0n) + usd);
    }
  }

  /** USD the user traded in the last 24 h, this batch's earlier trades (in any of its markets) included. */
  tradedUsd(userId: string): bigint {
    const traded = this.volumes.get(userId);
    if (traded === undefined) throw new Error(`Command batch: volume of ${userId} was not prefetched`);
    return traded;
  }

  /** Counts a trade of this batch towards its users' daily volume (those the batch checks). */
  addTradedUsd(userIds: readonly string[], usd: bigint): void {
    for (const userId of new Set(userIds)) {
      const traded = this.volumes.get(userId);
      if (traded !== undefined) this.volumes.set(userId, traded + usd);
    }
  }

  /** The user's KYC status as the batch read it (null: no profile). */
  kycStatus(userId: string): string | null {
    return this.kycStatuses.get(userId) ?? null;
  }

  /** The orders this batch ended (filled, cancelled, rejected), in their final state. */
  endedOrders(): OrderRow[] {
    return this.markets.flatMap((market) =>
      market
        .orderChanges()
        .map((change) => change.row)
        .filter((row) => row.status !== 'open' && row.status !== 'partially_filled'),
    );
  }

  /** Rows `flush` writes (or changes) per table, for the statistics upkeep once they commit. */
  writtenRows(): Record<ExchangeTable, number> {
    return {
      orders: this.markets.reduce((sum, market) => sum + market.orderChanges().length, 0),
      trades: this.markets.reduce((sum, market) => sum + market.newTrades().length, 0),
      audit_log: this.markets.reduce((sum, market) => sum + market.auditEntries().length, 0),
      ...this.ledger.rowCounts(),
    };
  }

  /**
   * Writes every market's part in ONE statement (LedgerBatch.flush): new orders, changed orders,
   * trades and audit rows of all markets (one data-modifying CTE each), then the journal with its
   * account locks. Within one statement the trades' references to orders inserted alongside are
   * checked at its end, when every part has been written.
   */
  async flush(tx: Executor): Promise<void> {
    const rows = this.markets.flatMap((market) => market.orderChanges());
    const inserted = rows.filter((entry) => entry.isNew).map((entry) => entry.row);
    const updated = rows.filter((entry) => !entry.isNew).map((entry) => entry.row);
    const newTrades = this.markets.flatMap((market) => market.newTrades());
    const audits = this.markets.flatMap((market) => market.auditEntries());
    const writes: SQL[] = [];
    if (inserted.length > 0) writes.push(insertOrdersSql(inserted));
    if (updated.length > 0) writes.push(updateOrdersSql(updated));
    if (newTrades.length > 0) writes.push(insertTradesSql(newTrades, this.now));
    if (audits.length > 0) writes.push(insertAuditSql(audits));
    await this.ledger.flush(tx, writes);
  }
}

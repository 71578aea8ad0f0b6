import { sql, type SQL } from 'drizzle-orm';
import { MARKETS, isMarketId } from '../../../domain/exchange/markets';
import { LEDGER_SCALE, type LedgerAsset } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { queryRows, type Executor } from '../../db/client';
import { auditLog, orders, trades } from '../../db/schema';
import { toAuditRow, type AuditEntry } from '../../platform/audit-log';
import { LedgerBatch, type AccountIdCache, type AccountJsonRow } from '../ledger/ledger-batch';
import type { MarketBook } from './market-books';
import { kycStatusesJson, quoteVolumesSinceJson, type NewTradeRow, type OrderRow } from './market-repository';
import { quoteToUsd } from './trade-amounts';

/** The daily volume limit looks back a rolling 24 hours, not a calendar day. */
export const DAILY_VOLUME_WINDOW_MS = 24 * 60 * 60 * 1000;

/** What a batch's commands will check, read once for the whole batch before any of them runs. */
export interface CommandNeeds {
  /** The account whose available balance the command's hold is checked against. */
  holdAccount?: { userId: string; asset: LedgerAsset };
  /** The user whose rolling 24 h volume the command checks. */
  volumeUserId?: string;
  /** The user whose KYC status the command checks (setting kycRequired). */
  kycUserId?: string;
}

/**
 * What the commands of one market batch change (issue 18's group commit): built in memory while
 * they run through the engine one after another, written at the end in ONE statement: new orders, changed orders, trades, audit rows, then the journal (LedgerBatch,
 * which locks the accounts in id order within that statement, so hot accounts are held briefly).
 */
export class CommandBatch {
  readonly ledger: LedgerBatch;
  /** Orders the batch created or changed, latest state, in first-touched order. */
  private readonly orderRows = new Map<string, { row: OrderRow; isNew: boolean }>();
  private readonly trades: NewTradeRow[] = [];
  private readonly audits: AuditEntry[] = [];
  /** KYC status per user, read at the start of the batch: a revocation counts from the next batch. */
  private readonly kycStatuses = new Map<string, string>();
  /** USD traded in the last 24 h per user (as read at the start, plus this batch's trades). */
  private readonly volumes = new Map<string, bigint>();

  constructor(
    readonly book: MarketBook,
    accountIds: AccountIdCache,
    readonly now: Date,
  ) {
    this.ledger = new LedgerBatch(accountIds);
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
      sql`select ${this.ledger.balancesQuery(holdKeys)} as accounts, ${kycStatusesJson(kycUsers)} as kyc,
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

  /** USD the user traded in the last 24 h, this batch's earlier trades included. */
  tradedUsd(userId: string): bigint {
    const traded = this.volumes.get(userId);
    if (traded === undefined) throw new Error(`Command batch: volume of ${userId} was not prefetched`);
    return traded;
  }

  /** The user's KYC status as the batch read it (null: no profile). */
  kycStatus(userId: string): string | null {
    return this.kycStatuses.get(userId) ?? null;
  }

  /** The order as this batch last left it, else as the book holds it (open orders only). */
  currentOrder(id: string): { row: OrderRow; isNew: boolean } | undefined {
    const touched = this.orderRows.get(id);
    if (touched) return touched;
    const resting = this.book.openOrders.get(id);
    return resting ? { row: resting, isNew: false } : undefined;
  }

  /** Records an order's new state (and keeps the book's open-order rows in step). */
  storeOrder(row: OrderRow, isNew: boolean): void {
    const wasNew = this.orderRows.get(row.id)?.isNew ?? isNew;
    this.orderRows.set(row.id, { row, isNew: wasNew });
    if (row.status === 'open' || row.status === 'partially_filled') this.book.openOrders.set(row.id, row);
    else this.book.openOrders.delete(row.id);
  }

  addTrade(trade: NewTradeRow): void {
    this.trades.push(trade);
    const usd = quoteToUsd(this.book.spec, parseDecimal(trade.quoteAmount, LEDGER_SCALE));
    for (const userId of new Set([trade.makerUserId, trade.takerUserId])) {
      const traded = this.volumes.get(userId);
      if (traded !== undefined) this.volumes.set(userId, traded + usd);
    }
  }

  addAudit(entry: AuditEntry): void {
    this.audits.push(entry);
  }

  /**
   * Writes everything in ONE statement (LedgerBatch.flush): new orders, changed orders, trades, audit
   * rows, then the journal with its account locks. Within one statement the trades' references to
   * orders inserted alongside are checked at its end, when every part has been written.
   */
  async flush(tx: Executor): Promise<void> {
    const rows = [...this.orderRows.values()];
    const inserted = rows.filter((entry) => entry.isNew).map((entry) => entry.row);
    const updated = rows.filter((entry) => !entry.isNew).map((entry) => entry.row);
    const writes: SQL[] = [];
    if (inserted.length > 0) writes.push(tx.insert(orders).values(inserted).getSQL());
    if (updated.length > 0) writes.push(updateOrdersSql(updated));
    if (this.trades.length > 0) writes.push(tx.insert(trades).values(this.trades).getSQL());
    if (this.audits.length > 0) writes.push(tx.insert(auditLog).values(this.audits.map(toAuditRow)).getSQL());
    await this.ledger.flush(tx, writes);
  }
}

/** The mutable columns of many orders in one UPDATE ... FROM (VALUES ...). */
function updateOrdersSql(rows: readonly OrderRow[]): SQL {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.id}, ${row.filledQuantity}::numeric, ${row.filledQuote}::numeric, ${row.heldRemaining}::numeric,
             ${row.status}, ${row.rejectReason}::text, ${row.isTriggered}::boolean, ${row.priority}::bigint,
             ${row.updatedAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`update ${orders} as o
        set filled_quantity = v.filled_quantity, filled_quote = v.filled_quote, held_remaining = v.held_remaining,
            status = v.status, reject_reason = v.reject_reason, is_triggered = v.is_triggered,
            priority = v.priority, updated_at = v.updated_at
        from (values ${values}) as v(id, filled_quantity, filled_quote, held_remaining, status, reject_reason,
                                     is_triggered, priority, updated_at)
        where o.id = v.id`;
}

import type { LedgerAsset } from '../../../domain/ledger-assets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import type { AuditEntry } from '../../platform/audit-log';
import type { LedgerBatch } from '../ledger/ledger-module';
import type { ExchangeBatch } from './exchange-batch';
import type { MarketBook } from './market-books';
import type { NewTradeRow, OrderRow } from './market-repository';
import { quoteToUsd } from './trade-amounts';

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
 * One market's part of a batch (issue 18's group commit): what its commands change, built in memory
 * while they run through the market's engine one after another. The batch it belongs to
 * (ExchangeBatch) holds what they check (balances, volumes, KYC) and writes every market's part in
 * ONE statement.
 */
export class CommandBatch {
  /** Orders the batch created or changed, latest state, in first-touched order. */
  private readonly orderRows = new Map<string, { row: OrderRow; isNew: boolean }>();
  private readonly trades: NewTradeRow[] = [];
  private readonly audits: AuditEntry[] = [];

  constructor(
    readonly book: MarketBook,
    private readonly whole: ExchangeBatch,
  ) {}

  /** The journal of the whole batch, its balances checked in memory. */
  get ledger(): LedgerBatch {
    return this.whole.ledger;
  }

  get now(): Date {
    return this.whole.now;
  }

  /** USD the user traded in the last 24 h, this batch's earlier trades included. */
  tradedUsd(userId: string): bigint {
    return this.whole.tradedUsd(userId);
  }

  /** The user's KYC status as the batch read it (null: no profile). */
  kycStatus(userId: string): string | null {
    return this.whole.kycStatus(userId);
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
    this.whole.addTradedUsd([trade.makerUserId, trade.takerUserId], usd);
  }

  addAudit(entry: AuditEntry): void {
    this.audits.push(entry);
  }

  /** The orders to write, each in its latest state; isNew: not in the database yet. */
  orderChanges(): { row: OrderRow; isNew: boolean }[] {
    return [...this.orderRows.values()];
  }

  newTrades(): readonly NewTradeRow[] {
    return this.trades;
  }

  auditEntries(): readonly AuditEntry[] {
    return this.audits;
  }
}

import { MatchingEngine } from '../../../domain/exchange/matching-engine';
import type { RestingOrder } from '../../../domain/exchange/engine-types';
import { MARKET_IDS, MARKETS, type MarketId, type MarketSpec } from '../../../domain/exchange/markets';
import { parseDecimal } from '../../../domain/money';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import type { Executor } from '../../db/client';
import type { PendingCommand } from './run-market-command';
import { findLastTrade, findMaxSequence, findOpenOrdersOfMarket, type OrderRow } from './market-repository';

/** One market's live state: its engine and the numbering of its commands and book changes. */
export interface MarketBook {
  spec: MarketSpec;
  engine: MatchingEngine;
  /** Next order sequence / time-priority number (continues from the database after a restart). */
  nextSequence: number;
  /** Counts published book changes: a snapshot carries it, the next delta carries it + 1. */
  bookSequence: number;
  /** The stored rows of the market's open orders (a mirror of the database, rebuilt with the engine). */
  openOrders: Map<string, OrderRow>;
  /** Commands waiting for the next batch (run-market-command.ts). */
  pending: PendingCommand[];
  /** True when a rebuild after a failed batch failed too: the next batch rebuilds first. */
  isStale: boolean;
}

/** Turns a persisted open order back into the engine's resting form. */
export function toRestingOrder(spec: MarketSpec, row: OrderRow): RestingOrder {
  const quantity = parseDecimal(row.quantity, spec.quantityDecimals);
  return {
    id: row.id,
    ownerId: row.userId,
    side: row.side,
    type: row.type,
    quantity,
    ...(row.price !== null ? { price: parseDecimal(row.price, spec.priceDecimals) } : {}),
    ...(row.stopPrice !== null ? { stopPrice: parseDecimal(row.stopPrice, spec.priceDecimals) } : {}),
    timeInForce: row.timeInForce,
    ...(row.postOnly ? { postOnly: true } : {}),
    ...(row.quoteBudget !== null ? { quoteBudget: parseDecimal(row.quoteBudget, LEDGER_SCALE) } : {}),
    sequence: row.sequence,
    timestamp: row.createdAt.getTime(),
    remaining: quantity - parseDecimal(row.filledQuantity, spec.quantityDecimals),
    triggered: row.isTriggered,
  };
}

/**
 * The in-memory books, one per market, and the per-market task queue: tasks of one market run one at
 * a time, in arrival order (each waits for the previous one's promise), while different markets
 * proceed in parallel. Commands run in batches, one task per batch (run-market-command.ts). The
 * database stays the source of truth: on boot, and after a batch whose transaction failed, a book
 * (engine and open-order rows) is rebuilt from its open orders in time priority.
 *
 * Scale-out: with several app instances on one PostgreSQL, only the books of the markets this
 * instance owns are live (market-ownership.ts, ADR 010); the others stay empty until a takeover
 * rebuilds them, and their commands are forwarded to the owner.
 */
export class MarketBooks {
  private readonly books = new Map<MarketId, MarketBook>();
  private readonly queues = new Map<MarketId, Promise<unknown>>();

  constructor(private readonly db: Executor) {
    for (const id of MARKET_IDS) {
      const spec = MARKETS[id];
      this.books.set(id, {
        spec,
        engine: new MatchingEngine(spec),
        nextSequence: 1,
        bookSequence: 0,
        openOrders: new Map(),
        pending: [],
        isStale: false,
      });
    }
  }

  get(market: MarketId): MarketBook {
    const book = this.books.get(market);
    if (!book) throw new Error(`Unknown market ${market}`);
    return book;
  }

  /** Runs `task` after every earlier task of the same market has finished (success or failure). */
  run<T>(market: MarketId, task: (book: MarketBook) => Promise<T>): Promise<T> {
    return this.runAcross([market], () => task(this.get(market)));
  }

  /**
   * Runs `task` after every earlier task of each of `markets` has finished, and before any later one
   * of them: a batch of several markets (batch-lanes.ts) holds all their queues at once.
   */
  runAcross<T>(markets: readonly MarketId[], task: () => Promise<T>): Promise<T> {
    const previous = Promise.all(markets.map((market) => this.queues.get(market)));
    // The queues never reject (see below), so `previous` only orders.
    const next = previous.then(task);
    // The queue only orders tasks; a failure belongs to its caller, not to the next task.
    const settled = next.catch(() => undefined);
    for (const market of markets) this.queues.set(market, settled);
    return next;
  }

  /** Waits for every queued command (used before closing). */
  async drain(): Promise<void> {
    await Promise.all([...this.queues.values()]);
  }

  /** Rebuilds every book from the database (boot). */
  async restoreAll(): Promise<void> {
    for (const id of MARKET_IDS) await this.run(id, (book) => this.restore(book));
  }

  /** Empties a book this instance no longer owns, so nothing stale is ever read from it. */
  forget(book: MarketBook): void {
    book.engine = new MatchingEngine(book.spec);
    book.openOrders = new Map();
  }

  /** Rebuilds one book from its persisted open orders, in time priority, with its last price. */
  async restore(book: MarketBook): Promise<void> {
    const [rows, lastTrade, maxSequence] = await Promise.all([
      findOpenOrdersOfMarket(this.db, book.spec.id),
      findLastTrade(this.db, book.spec.id),
      findMaxSequence(this.db, book.spec.id),
    ]);
    const engine = new MatchingEngine(book.spec);
    const lastPrice = lastTrade ? parseDecimal(lastTrade.price, book.spec.priceDecimals) : null;
    engine.restore(
      rows.map((row) => toRestingOrder(book.spec, row)),
      lastPrice,
    );
    book.engine = engine;
    book.openOrders = new Map(rows.map((row) => [row.id, row]));
    book.isStale = false;
    book.nextSequence = maxSequence + 1;
  }
}

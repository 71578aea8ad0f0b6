import { createBookOrder, type BookOrder } from './book-order';
import { BookSide } from './book-side';
import type { PriceLevel } from './price-level';
import type { BookSnapshot, Command, DoneReason, EngineEvent, OrderInput, RestingOrder, Side } from './engine-types';
import { LEDGER_SCALE, MARKETS, type MarketId, type MarketSpec } from './markets';
import { StopBook } from './stop-book';
import { isMarketLike, isStop, validateOrder } from './validate-order';

/**
 * One market's order book with price-time priority. Pure and deterministic: the same commands
 * always give the same events (no clock, no randomness; arrival order is processing order).
 * Prices are ticks, quantities lots, budgets quote ledger units, all bigint.
 */
export class MatchingEngine {
  readonly market: MarketSpec;
  private readonly bids = new BookSide('buy');
  private readonly asks = new BookSide('sell');
  private readonly stops = new StopBook();
  /** Every live order (resting or waiting stop) by id, in arrival order. */
  private readonly live = new Map<string, BookOrder>();
  /** Quote ledger units per (tick × lot): turns price × quantity into a ledger amount. */
  private readonly lotScale: bigint;
  private arrivals = 0;
  private last: bigint | null = null;

  // Per-command state.
  private events: EngineEvent[] = [];
  /** Touched prices in first-touch order (parallel arrays: no tuple allocated per touch). */
  private readonly touchedSides: Side[] = [];
  private readonly touchedLevels: PriceLevel[] = [];
  /** Entries of the arrays above in use (resetting a count is cheaper than truncating arrays). */
  private touchedCount = 0;
  private budgetLeft: bigint | undefined;
  private tradeCount = 0;

  constructor(market: MarketSpec | MarketId) {
    this.market = typeof market === 'string' ? MARKETS[market] : market;
    this.lotScale = 10n ** BigInt(LEDGER_SCALE - this.market.priceDecimals - this.market.quantityDecimals);
  }

  /** Price of the last trade in ticks, or null before the first trade. */
  get lastPrice(): bigint | null {
    return this.last;
  }

  process(command: Command): EngineEvent[] {
    const events: EngineEvent[] = [];
    this.events = events;
    if (command.kind === 'place') this.place(command.order);
    else if (command.kind === 'cancel') this.cancel(command.orderId, command.ownerId);
    else this.cancelAll(command.ownerId);
    this.flushLevels();
    return events;
  }

  snapshot(depth: number): BookSnapshot {
    return { bids: this.bids.topLevels(depth), asks: this.asks.topLevels(depth) };
  }

  /** Resting orders and waiting stops, in arrival (time priority) order. */
  openOrders(): RestingOrder[] {
    return Array.from(this.live.values(), (order) => ({
      ...order.input,
      remaining: order.remaining,
      triggered: order.triggered,
    }));
  }

  /** Rebuilds the book from `openOrders()` output (persisted, in the same order); no matching. */
  restore(orders: readonly RestingOrder[], lastPrice: bigint | null = null): void {
    this.bids.clear();
    this.asks.clear();
    this.stops.clear();
    this.live.clear();
    this.last = lastPrice;
    for (const resting of orders) {
      const { remaining, triggered, ...input } = resting;
      // A persisted row with nothing left is not open; resting it would publish an empty level.
      if (remaining <= 0n) continue;
      const order = createBookOrder(input, remaining, this.arrivals++);
      order.triggered = triggered;
      this.live.set(order.id, order);
      if (isStop(input) && !triggered) this.stops.add(order);
      else this.sideOf(order.side).add(order);
    }
  }

  private place(input: OrderInput): void {
    const reason = this.live.has(input.id) ? 'duplicate_order' : validateOrder(input);
    if (reason) {
      this.events.push({ type: 'rejected', orderId: input.id, reason });
      return;
    }
    this.events.push({ type: 'accepted', orderId: input.id });
    const order = createBookOrder(input, input.quantity, this.arrivals++);
    if (isStop(input)) {
      this.live.set(order.id, order);
      this.stops.add(order);
    } else {
      this.execute(order);
    }
    this.triggerStops();
  }

  /** Runs a (possibly just triggered) order as a taker, then rests or closes it. */
  private execute(order: BookOrder): void {
    const input = order.input;
    const opposite = this.oppositeOf(order.side);
    const marketLike = isMarketLike(input);
    if (input.postOnly) {
      const best = opposite.best();
      if (best && this.crosses(order, best.price)) return this.done(order, 'post_only');
    }
    this.budgetLeft = input.quoteBudget;
    this.tradeCount = 0;
    if (input.timeInForce === 'FOK' && this.fillable(order, marketLike) < order.remaining) {
      return this.done(order, 'fok');
    }
    const stopReason = this.match(order, opposite, marketLike);
    if (order.remaining === 0n) return this.done(order);
    if (stopReason) return this.done(order, stopReason);
    if (marketLike) return this.done(order, 'no_liquidity');
    if (input.timeInForce !== 'GTC') return this.done(order, input.timeInForce === 'FOK' ? 'fok' : 'ioc');
    this.live.set(order.id, order);
    this.sideOf(order.side).add(order);
    this.touch(order.side, order.level as PriceLevel);
  }

  private match(taker: BookOrder, opposite: BookSide, marketLike: boolean): DoneReason | null {
    while (taker.remaining > 0n) {
      const level = opposite.best();
      if (!level || (!marketLike && !this.crosses(taker, level.price))) return null;
      let maker = level.head;
      while (maker !== null && taker.remaining > 0n) {
        if (maker.ownerId === taker.ownerId) return 'self_trade';
        let quantity = taker.remaining < maker.remaining ? taker.remaining : maker.remaining;
        if (this.budgetLeft !== undefined) {
          const affordable = this.budgetLeft / (level.price * this.lotScale);
          if (affordable < quantity) quantity = affordable;
          if (quantity === 0n) return 'budget';
          this.budgetLeft -= quantity * level.price * this.lotScale;
        }
        taker.remaining -= quantity;
        maker.remaining -= quantity;
        level.total -= quantity;
        this.last = level.price;
        this.events.push({
          type: 'trade',
          tradeId: `${taker.id}:${++this.tradeCount}`,
          makerOrderId: maker.id,
          takerOrderId: taker.id,
          makerOwnerId: maker.ownerId,
          takerOwnerId: taker.ownerId,
          takerSide: taker.side,
          price: level.price,
          quantity,
        });
        this.touch(opposite.side, level);
        // A maker left with quantity means the taker is done or its budget ran out.
        if (maker.remaining > 0n) return taker.remaining > 0n ? 'budget' : null;
        const next = maker.next;
        level.remove(maker);
        this.live.delete(maker.id);
        this.events.push({ type: 'order_done', orderId: maker.id, status: 'filled', remaining: 0n });
        maker = next;
      }
      if (level.isEmpty) opposite.dropBest();
    }
    return null;
  }

  /** How much of `taker` could fill right now, stopping where matching would stop (fill-or-kill). */
  private fillable(taker: BookOrder, marketLike: boolean): bigint {
    let total = 0n;
    let budget = this.budgetLeft;
    for (const level of this.oppositeOf(taker.side).levelsBestFirst()) {
      if (!marketLike && !this.crosses(taker, level.price)) break;
      for (let maker = level.head; maker !== null; maker = maker.next) {
        if (maker.ownerId === taker.ownerId) return total;
        let quantity = maker.remaining;
        if (budget !== undefined) {
          const affordable = budget / (level.price * this.lotScale);
          if (affordable < quantity) quantity = affordable;
          budget -= quantity * level.price * this.lotScale;
        }
        total += quantity;
        if (total >= taker.remaining || quantity < maker.remaining) return total;
      }
    }
    return total;
  }

  private triggerStops(): void {
    for (;;) {
      if (this.last === null) return;
      const order = this.stops.takeTriggered(this.last);
      if (!order) return;
      this.live.delete(order.id);
      order.triggered = true;
      this.events.push({ type: 'stop_triggered', orderId: order.id });
      this.execute(order);
    }
  }

  private cancel(orderId: string, ownerId: string): void {
    const order = this.live.get(orderId);
    if (!order) {
      this.events.push({ type: 'rejected', orderId, reason: 'unknown_order' });
    } else if (order.ownerId !== ownerId) {
      this.events.push({ type: 'rejected', orderId, reason: 'not_owner' });
    } else {
      this.remove(order);
      this.done(order, 'user');
    }
  }

  private cancelAll(ownerId: string): void {
    const owned = [...this.live.values()].filter((order) => order.ownerId === ownerId);
    for (const order of owned) {
      this.remove(order);
      this.done(order, 'user');
    }
  }

  private remove(order: BookOrder): void {
    this.live.delete(order.id);
    const level = order.level;
    if (level) {
      this.sideOf(order.side).remove(order);
      this.touch(order.side, level);
    } else {
      this.stops.remove(order);
    }
  }

  private done(order: BookOrder, reason?: DoneReason): void {
    this.events.push(
      reason
        ? { type: 'order_done', orderId: order.id, status: 'cancelled', reason, remaining: order.remaining }
        : { type: 'order_done', orderId: order.id, status: 'filled', remaining: 0n },
    );
  }

  private crosses(taker: BookOrder, makerPrice: bigint): boolean {
    return taker.side === 'buy' ? makerPrice <= taker.price : makerPrice >= taker.price;
  }

  /**
   * Notes a level whose quantity the command changed. A command touches few prices, so a linear scan
   * beats a Set. An emptied level is dropped with a total of 0; if the command opens a new level at
   * the same price later, the new level object replaces it.
   */
  private touch(side: Side, level: PriceLevel): void {
    for (let i = this.touchedCount - 1; i >= 0; i--) {
      const seen = this.touchedLevels[i] as PriceLevel;
      if (seen.price === level.price && this.touchedSides[i] === side) {
        this.touchedLevels[i] = level;
        return;
      }
    }
    this.touchedSides[this.touchedCount] = side;
    this.touchedLevels[this.touchedCount] = level;
    this.touchedCount++;
  }

  /** One `level` event per price the command changed, with the quantity now resting there. */
  private flushLevels(): void {
    const count = this.touchedCount;
    this.touchedCount = 0;
    for (let i = 0; i < count; i++) {
      const side = this.touchedSides[i] as Side;
      const level = this.touchedLevels[i] as PriceLevel;
      this.events.push({ type: 'level', side, price: level.price, quantity: level.total });
    }
  }

  private sideOf(side: Side): BookSide {
    return side === 'buy' ? this.bids : this.asks;
  }

  private oppositeOf(side: Side): BookSide {
    return side === 'buy' ? this.asks : this.bids;
  }
}

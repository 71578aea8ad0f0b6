/**
 * An independent, deliberately naive model of the book (test-only) that follows the engine's events
 * and checks every rule as it goes: each trade takes the best-priced, earliest maker; fills never
 * exceed what is left; done orders never trade again; fill-or-kill, post-only, self-trade, budget
 * and no-liquidity outcomes are justified by the model's own book; stops trigger only when the
 * last price allows. It throws on the first broken rule.
 */
import type { Command, EngineEvent, OrderInput, Side } from '../engine-types';
import type { MatchingEngine } from '../matching-engine';

interface ModelOrder {
  input: OrderInput;
  remaining: bigint;
  arrival: number;
  triggered: boolean;
  spent: bigint;
  traded: boolean;
}

const USD_LOT_SCALE = 10n ** 12n;

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export class ReferenceModel {
  /** Live orders (resting and waiting stops) in the order they became live, like the engine. */
  private readonly live = new Map<string, ModelOrder>();
  private readonly done = new Set<string>();
  private readonly originals = new Map<string, { side: Side; quantity: bigint; filled: bigint }>();
  private readonly levels = new Map<string, bigint>();
  /** Quantity filled by orders that are done, per side (for the conservation check). */
  private readonly doneFilled = { buy: 0n, sell: 0n };
  private arrivals = 0;
  private last: bigint | null = null;
  private taker: ModelOrder | null = null;

  apply(command: Command, events: EngineEvent[]): void {
    this.taker = null;
    for (const event of events) this.applyEvent(command, event);
    this.finishTaker();
  }

  /** Compares the engine's state after a command with the model's. */
  verify(engine: MatchingEngine): void {
    const open = engine.openOrders();
    const live = [...this.live.values()];
    check(open.length === live.length, 'open orders differ from the model');
    let bought = this.doneFilled.buy;
    let sold = this.doneFilled.sell;
    for (const [index, order] of open.entries()) {
      const model = live[index] as ModelOrder;
      check(order.id === model.input.id, `open orders out of priority order at ${order.id}`);
      check(order.remaining === model.remaining, `remaining of ${order.id} differs`);
      const original = this.originals.get(order.id) as { filled: bigint; quantity: bigint };
      check(original.filled + order.remaining === original.quantity, `filled + remaining != original (${order.id})`);
      if (order.side === 'buy') bought += original.filled;
      else sold += original.filled;
    }
    check(bought === sold, 'buy fills and sell fills differ');
    this.verifyBook(engine);
    check(engine.lastPrice === this.last, 'last price differs');
    for (const order of live) {
      if (order.triggered || (order.input.type !== 'stop_limit' && order.input.type !== 'stop_market')) continue;
      const stop = order.input.stopPrice as bigint;
      const due = this.last !== null && (order.input.side === 'buy' ? this.last >= stop : this.last <= stop);
      check(!due, `stop ${order.input.id} should have triggered`);
    }
  }

  /** No crossed book; the snapshot equals both the model's book and the book rebuilt from deltas. */
  private verifyBook(engine: MatchingEngine): void {
    const book = engine.snapshot(Number.MAX_SAFE_INTEGER);
    const bestBid = book.bids[0]?.price;
    const bestAsk = book.asks[0]?.price;
    check(bestBid === undefined || bestAsk === undefined || bestBid < bestAsk, 'crossed book');
    const aggregated = new Map<string, bigint>();
    for (const order of this.resting()) {
      const key = `${order.input.side}:${order.input.price}`;
      aggregated.set(key, (aggregated.get(key) ?? 0n) + order.remaining);
    }
    let deltaLevels = 0;
    for (const quantity of this.levels.values()) if (quantity > 0n) deltaLevels++;
    check(deltaLevels === book.bids.length + book.asks.length, 'level deltas do not rebuild the snapshot');
    check(aggregated.size === book.bids.length + book.asks.length, 'snapshot differs from the model book');
    for (const [side, levels] of [
      ['buy', book.bids],
      ['sell', book.asks],
    ] as const) {
      for (const level of levels) {
        const key = `${side}:${level.price}`;
        check(this.levels.get(key) === level.quantity, 'level deltas do not rebuild the snapshot');
        check(aggregated.get(key) === level.quantity, 'snapshot differs from the model book');
      }
    }
  }

  private applyEvent(command: Command, event: EngineEvent): void {
    switch (event.type) {
      case 'accepted':
        return this.accept(command);
      case 'rejected':
        return;
      case 'stop_triggered':
        return this.trigger(event.orderId);
      case 'trade':
        return this.trade(event);
      case 'order_done':
        return this.orderDone(event);
      case 'level':
        this.finishTaker();
        this.levels.set(`${event.side}:${event.price}`, event.quantity);
        return;
    }
  }

  private accept(command: Command): void {
    check(command.kind === 'place', 'accepted outside a place command');
    const input = command.order;
    const order: ModelOrder = {
      input,
      remaining: input.quantity,
      arrival: 0,
      triggered: false,
      spent: 0n,
      traded: false,
    };
    this.originals.set(input.id, { side: input.side, quantity: input.quantity, filled: 0n });
    if (input.type === 'stop_limit' || input.type === 'stop_market') {
      order.arrival = this.arrivals++;
      this.live.set(input.id, order);
    } else {
      this.taker = order;
    }
  }

  private trigger(orderId: string): void {
    this.finishTaker();
    const order = this.live.get(orderId);
    check(order !== undefined && !order.triggered, `trigger of an unknown stop ${orderId}`);
    const stop = order.input.stopPrice as bigint;
    check(this.last !== null && (order.input.side === 'buy' ? this.last >= stop : this.last <= stop), 'early trigger');
    const sameSideEarlier = [...this.live.values()].some(
      (other) =>
        other !== order &&
        !other.triggered &&
        (other.input.type === 'stop_limit' || other.input.type === 'stop_market') &&
        other.input.side === order.input.side &&
        (order.input.side === 'buy'
          ? (other.input.stopPrice as bigint) < stop
          : (other.input.stopPrice as bigint) > stop),
    );
    check(!sameSideEarlier, 'a stop triggered before a stop that the price reached first');
    this.live.delete(orderId);
    order.triggered = true;
    this.taker = order;
  }

  private trade(event: Extract<EngineEvent, { type: 'trade' }>): void {
    const taker = this.taker;
    check(taker !== null && taker.input.id === event.takerOrderId, 'trade without the current taker');
    check(!this.done.has(event.makerOrderId) && !this.done.has(event.takerOrderId), 'a done order traded');
    const maker = this.bestMaker(taker.input.side);
    check(
      maker !== undefined && maker.input.id === event.makerOrderId,
      `price-time priority broken at ${event.tradeId}`,
    );
    check(maker.input.ownerId !== taker.input.ownerId, 'self trade');
    check(event.price === maker.input.price && this.crosses(taker, event.price), 'trade price outside the limit');
    check(event.quantity > 0n && event.quantity <= taker.remaining && event.quantity <= maker.remaining, 'overfill');
    check(event.takerSide === taker.input.side && event.makerOwnerId === maker.input.ownerId, 'trade parties');
    taker.remaining -= event.quantity;
    maker.remaining -= event.quantity;
    taker.spent += event.price * event.quantity * USD_LOT_SCALE;
    taker.traded = true;
    check(taker.input.quoteBudget === undefined || taker.spent <= taker.input.quoteBudget, 'budget exceeded');
    (this.originals.get(taker.input.id) as { filled: bigint }).filled += event.quantity;
    (this.originals.get(maker.input.id) as { filled: bigint }).filled += event.quantity;
    this.last = event.price;
  }

  private orderDone(event: Extract<EngineEvent, { type: 'order_done' }>): void {
    const order = this.taker?.input.id === event.orderId ? this.taker : this.live.get(event.orderId);
    check(order !== undefined, `done for an unknown order ${event.orderId}`);
    check(order.remaining === event.remaining, `remaining of ${event.orderId} differs`);
    check((event.status === 'filled') === (event.remaining === 0n), 'filled status with a remainder');
    if (order !== this.taker) {
      check(event.status === 'filled' || event.reason === 'user', 'a resting order closed for a taker reason');
    } else if (event.reason) {
      this.justify(order, event.reason);
    }
    this.done.add(event.orderId);
    this.live.delete(event.orderId);
    this.doneFilled[order.input.side] += order.input.quantity - event.remaining;
  }

  /** The model's own book must explain why a taker stopped. */
  private justify(taker: ModelOrder, reason: string): void {
    const best = this.bestMaker(taker.input.side);
    const isMarket = taker.input.type === 'market' || taker.input.type === 'stop_market';
    if (reason === 'fok') {
      check(!taker.traded, 'fill-or-kill traded');
      check(this.fillable(taker) < taker.input.quantity, 'fill-or-kill killed although it could fill');
    } else if (reason === 'post_only') {
      check(!taker.traded && best !== undefined && this.crosses(taker, best.input.price as bigint), 'post-only');
    } else if (reason === 'self_trade') {
      check(best !== undefined && best.input.ownerId === taker.input.ownerId, 'self-trade without own order');
    } else if (reason === 'no_liquidity') {
      check(isMarket && best === undefined, 'no liquidity although the book has some');
    } else if (reason === 'ioc') {
      check(!isMarket && (best === undefined || !this.crosses(taker, best.input.price as bigint)), 'ioc stopped early');
    } else if (reason === 'budget') {
      const budget = taker.input.quoteBudget as bigint;
      check(best !== undefined && budget - taker.spent < (best.input.price as bigint) * USD_LOT_SCALE, 'budget');
    } else {
      check(false, `unexpected reason ${reason}`);
    }
  }

  /** A taker that neither filled nor got cancelled rests at its price and joins the live orders. */
  private finishTaker(): void {
    const taker = this.taker;
    this.taker = null;
    if (!taker || this.done.has(taker.input.id)) return;
    check(taker.input.type === 'limit' || taker.input.type === 'stop_limit', 'a market order rested');
    check(taker.input.timeInForce === 'GTC', 'an IOC or FOK order rested');
    taker.arrival = this.arrivals++;
    this.live.set(taker.input.id, taker);
  }

  private *resting(): Generator<ModelOrder> {
    for (const order of this.live.values()) {
      if (order.triggered || (order.input.type !== 'stop_limit' && order.input.type !== 'stop_market')) yield order;
    }
  }

  /** Best price for the taker, earliest among equals; undefined when the taker's limit stops it. */
  private bestMaker(takerSide: Side): ModelOrder | undefined {
    let best: ModelOrder | undefined;
    for (const order of this.resting()) {
      if (order.input.side === takerSide) continue;
      const price = order.input.price as bigint;
      const bestPrice = best?.input.price as bigint;
      const better = takerSide === 'buy' ? price < bestPrice : price > bestPrice;
      if (!best || better || (price === bestPrice && order.arrival < best.arrival)) best = order;
    }
    return best;
  }

  private crosses(taker: ModelOrder, price: bigint): boolean {
    if (taker.input.type === 'market' || taker.input.type === 'stop_market') return true;
    return taker.input.side === 'buy' ? price <= (taker.input.price as bigint) : price >= (taker.input.price as bigint);
  }

  /** Quantity a taker could fill now: makers in priority order until its own order or its limit. */
  private fillable(taker: ModelOrder): bigint {
    const makers = [...this.resting()]
      .filter((order) => order.input.side !== taker.input.side)
      .sort((a, b) => {
        const pa = a.input.price as bigint;
        const pb = b.input.price as bigint;
        if (pa !== pb) return (taker.input.side === 'buy' ? pa < pb : pa > pb) ? -1 : 1;
        return a.arrival - b.arrival;
      });
    let total = 0n;
    let budget = taker.input.quoteBudget;
    for (const maker of makers) {
      const price = maker.input.price as bigint;
      if (maker.input.ownerId === taker.input.ownerId || !this.crosses(taker, price)) break;
      let quantity = maker.remaining;
      if (budget !== undefined) {
        const affordable = budget / (price * USD_LOT_SCALE);
        if (affordable < quantity) quantity = affordable;
        budget -= quantity * price * USD_LOT_SCALE;
        if (quantity < maker.remaining) return total + quantity;
      }
      total += quantity;
    }
    return total;
  }
}

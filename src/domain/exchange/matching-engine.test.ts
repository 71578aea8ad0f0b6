import { describe, expect, it } from 'vitest';
import { newEngine, ofType, place, run } from './test-support/engine-test-support';
import { MatchingEngine } from './matching-engine';
import { notional, MARKETS } from './markets';

describe('MatchingEngine: limit orders and price-time priority', () => {
  it('rests a non-crossing limit order and publishes its level', () => {
    const engine = newEngine();
    const events = run(engine, place({ id: 'b1', side: 'buy', price: 9_900n, quantity: 150n }));
    expect(events).toEqual([
      { type: 'accepted', orderId: 'b1' },
      { type: 'level', side: 'buy', price: 9_900n, quantity: 150n },
    ]);
    expect(engine.snapshot(8)).toEqual({ bids: [{ price: 9_900n, quantity: 150n }], asks: [] });
    expect(engine.lastPrice).toBeNull();
  });

  it('aggregates levels best first on each side', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'b1', side: 'buy', price: 9_800n, quantity: 10n }),
      place({ id: 'b2', side: 'buy', price: 9_900n, quantity: 20n }),
      place({ id: 'b3', side: 'buy', price: 9_900n, quantity: 5n }),
      place({ id: 'a1', side: 'sell', price: 10_200n, quantity: 7n }),
      place({ id: 'a2', side: 'sell', price: 10_100n, quantity: 3n }),
    );
    expect(engine.snapshot(8)).toEqual({
      bids: [
        { price: 9_900n, quantity: 25n },
        { price: 9_800n, quantity: 10n },
      ],
      asks: [
        { price: 10_100n, quantity: 3n },
        { price: 10_200n, quantity: 7n },
      ],
    });
    expect(engine.snapshot(1).bids).toHaveLength(1);
  });

  it('fills better prices first, then earlier orders at the same price, at the maker price', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a-late', ownerId: 'm1', side: 'sell', price: 10_100n, quantity: 50n }),
      place({ id: 'a-worse', ownerId: 'm2', side: 'sell', price: 10_200n, quantity: 50n }),
      place({ id: 'a-best', ownerId: 'm3', side: 'sell', price: 10_000n, quantity: 50n }),
      place({ id: 'a-later', ownerId: 'm4', side: 'sell', price: 10_100n, quantity: 50n }),
    );
    const events = run(engine, place({ id: 't', ownerId: 'bob', side: 'buy', price: 10_100n, quantity: 120n }));
    expect(ofType(events, 'trade').map((trade) => [trade.makerOrderId, trade.price, trade.quantity])).toEqual([
      ['a-best', 10_000n, 50n],
      ['a-late', 10_100n, 50n],
      ['a-later', 10_100n, 20n],
    ]);
    expect(ofType(events, 'trade')[0]).toMatchObject({
      tradeId: 't:1',
      takerOrderId: 't',
      makerOwnerId: 'm3',
      takerOwnerId: 'bob',
      takerSide: 'buy',
    });
    expect(ofType(events, 'order_done')).toEqual([
      { type: 'order_done', orderId: 'a-best', status: 'filled', remaining: 0n },
      { type: 'order_done', orderId: 'a-late', status: 'filled', remaining: 0n },
      { type: 'order_done', orderId: 't', status: 'filled', remaining: 0n },
    ]);
    expect(ofType(events, 'level')).toEqual([
      { type: 'level', side: 'sell', price: 10_000n, quantity: 0n },
      { type: 'level', side: 'sell', price: 10_100n, quantity: 30n },
    ]);
    expect(engine.lastPrice).toBe(10_100n);
    expect(engine.snapshot(8).asks).toEqual([
      { price: 10_100n, quantity: 30n },
      { price: 10_200n, quantity: 50n },
    ]);
  });

  it('rests the remainder of a partly filled GTC limit order', () => {
    const engine = newEngine();
    run(engine, place({ id: 'a', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 40n }));
    const events = run(engine, place({ id: 'b', side: 'buy', price: 10_050n, quantity: 100n }));
    expect(ofType(events, 'trade')).toHaveLength(1);
    expect(ofType(events, 'order_done').map((event) => event.orderId)).toEqual(['a']);
    expect(engine.snapshot(8)).toEqual({ bids: [{ price: 10_050n, quantity: 60n }], asks: [] });
    expect(engine.openOrders()).toMatchObject([{ id: 'b', remaining: 60n, triggered: false }]);
  });
});

describe('MatchingEngine: market orders', () => {
  it('sweeps levels and cancels what the book cannot fill', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'b1', ownerId: 'm', side: 'buy', price: 9_900n, quantity: 30n }),
      place({ id: 'b2', ownerId: 'm', side: 'buy', price: 9_800n, quantity: 30n }),
    );
    const events = run(engine, place({ id: 's', side: 'sell', type: 'market', quantity: 100n }));
    expect(ofType(events, 'trade').map((trade) => trade.price)).toEqual([9_900n, 9_800n]);
    expect(ofType(events, 'order_done').at(-1)).toEqual({
      type: 'order_done',
      orderId: 's',
      status: 'cancelled',
      reason: 'no_liquidity',
      remaining: 40n,
    });
    expect(engine.snapshot(8)).toEqual({ bids: [], asks: [] });
  });

  it('never spends more than the quote budget of a market buy', () => {
    const market = MARKETS['VINO-USD'];
    const engine = newEngine();
    run(engine, place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 100n }));
    // Budget for 2.50 VINO at 1.0000 USD plus a little change: the buyer gets 250 lots.
    const budget = notional(market, 10_000n, 250n) + 1n;
    const events = run(engine, place({ id: 'mb', side: 'buy', type: 'market', quantity: 1_000n, quoteBudget: budget }));
    const fills = ofType(events, 'trade');
    expect(fills.map((fill) => fill.quantity)).toEqual([100n]);
    expect(ofType(events, 'order_done').at(-1)).toMatchObject({
      orderId: 'mb',
      reason: 'no_liquidity',
      remaining: 900n,
    });

    run(engine, place({ id: 'a2', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 1_000n }));
    const capped = run(
      engine,
      place({ id: 'mb2', side: 'buy', type: 'market', quantity: 1_000n, quoteBudget: budget }),
    );
    expect(ofType(capped, 'trade').map((fill) => fill.quantity)).toEqual([250n]);
    expect(ofType(capped, 'order_done').at(-1)).toMatchObject({ orderId: 'mb2', reason: 'budget', remaining: 750n });
  });
});

describe('MatchingEngine: time in force', () => {
  it('IOC fills what it can and cancels the rest without resting', () => {
    const engine = newEngine();
    run(engine, place({ id: 'a', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }));
    const events = run(engine, place({ id: 'i', side: 'buy', price: 10_000n, quantity: 50n, timeInForce: 'IOC' }));
    expect(ofType(events, 'trade')).toHaveLength(1);
    expect(ofType(events, 'order_done').at(-1)).toMatchObject({ orderId: 'i', reason: 'ioc', remaining: 20n });
    expect(engine.snapshot(8)).toEqual({ bids: [], asks: [] });
  });

  it('FOK that cannot fill completely trades nothing and leaves the book as it was', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }),
      place({ id: 'a2', ownerId: 'm', side: 'sell', price: 10_100n, quantity: 30n }),
    );
    const before = engine.snapshot(8);
    const events = run(engine, place({ id: 'f', side: 'buy', price: 10_050n, quantity: 40n, timeInForce: 'FOK' }));
    expect(events).toEqual([
      { type: 'accepted', orderId: 'f' },
      { type: 'order_done', orderId: 'f', status: 'cancelled', reason: 'fok', remaining: 40n },
    ]);
    expect(engine.snapshot(8)).toEqual(before);
  });

  it('FOK that can fill completely fills at once', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }),
      place({ id: 'a2', ownerId: 'm', side: 'sell', price: 10_100n, quantity: 30n }),
    );
    const events = run(engine, place({ id: 'f', side: 'buy', price: 10_100n, quantity: 40n, timeInForce: 'FOK' }));
    expect(ofType(events, 'trade').map((trade) => trade.quantity)).toEqual([30n, 10n]);
    expect(ofType(events, 'order_done').at(-1)).toMatchObject({ orderId: 'f', status: 'filled' });
  });

  it('FOK counts only the liquidity before its own resting order', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }),
      place({ id: 'own', ownerId: 'alice', side: 'sell', price: 10_000n, quantity: 30n }),
      place({ id: 'a2', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }),
    );
    const events = run(engine, place({ id: 'f', side: 'buy', price: 10_000n, quantity: 50n, timeInForce: 'FOK' }));
    expect(ofType(events, 'trade')).toEqual([]);
    expect(ofType(events, 'order_done')).toMatchObject([{ orderId: 'f', reason: 'fok' }]);
  });
});

describe('MatchingEngine: post-only and self-trade prevention', () => {
  it('cancels a post-only order that would take and rests one that would not', () => {
    const engine = newEngine();
    run(engine, place({ id: 'a', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }));
    const taking = run(engine, place({ id: 'p1', side: 'buy', price: 10_000n, postOnly: true }));
    expect(taking).toEqual([
      { type: 'accepted', orderId: 'p1' },
      { type: 'order_done', orderId: 'p1', status: 'cancelled', reason: 'post_only', remaining: 100n },
    ]);
    const making = run(engine, place({ id: 'p2', side: 'buy', price: 9_999n, postOnly: true }));
    expect(ofType(making, 'level')).toEqual([{ type: 'level', side: 'buy', price: 9_999n, quantity: 100n }]);
  });

  it('cancels the taker remainder when it reaches its own order and keeps earlier fills', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'other', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 30n }),
      place({ id: 'own', ownerId: 'alice', side: 'sell', price: 10_100n, quantity: 30n }),
      place({ id: 'behind', ownerId: 'm', side: 'sell', price: 10_200n, quantity: 30n }),
    );
    const events = run(engine, place({ id: 't', ownerId: 'alice', side: 'buy', price: 10_200n, quantity: 80n }));
    expect(ofType(events, 'trade').map((trade) => trade.makerOrderId)).toEqual(['other']);
    expect(ofType(events, 'order_done').at(-1)).toMatchObject({ orderId: 't', reason: 'self_trade', remaining: 50n });
    expect(engine.snapshot(8).asks).toEqual([
      { price: 10_100n, quantity: 30n },
      { price: 10_200n, quantity: 30n },
    ]);
    expect(engine.snapshot(8).bids).toEqual([]);
  });
});

describe('MatchingEngine: stop orders', () => {
  it('keeps a stop outside the book until the last price reaches it, then enters as a limit', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 10n }),
      place({ id: 'a2', ownerId: 'm', side: 'sell', price: 10_500n, quantity: 100n }),
    );
    const placed = run(
      engine,
      place({ id: 'stop', side: 'buy', type: 'stop_limit', stopPrice: 10_000n, price: 10_500n, quantity: 40n }),
    );
    expect(placed).toEqual([{ type: 'accepted', orderId: 'stop' }]);
    expect(engine.snapshot(8).bids).toEqual([]);
    expect(engine.openOrders().map((open) => [open.id, open.triggered])).toContainEqual(['stop', false]);

    const events = run(engine, place({ id: 't', ownerId: 'bob', side: 'buy', price: 10_000n, quantity: 10n }));
    expect(events.map((event) => event.type)).toEqual([
      'accepted',
      'trade',
      'order_done',
      'order_done',
      'stop_triggered',
      'trade',
      'order_done',
      'level',
      'level',
    ]);
    expect(ofType(events, 'trade')[1]).toMatchObject({
      takerOrderId: 'stop',
      makerOrderId: 'a2',
      price: 10_500n,
      quantity: 40n,
    });
    expect(engine.lastPrice).toBe(10_500n);
  });

  it('triggers a sell stop-market when the price falls to it and cascades into the next stop', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'b1', ownerId: 'm', side: 'buy', price: 9_000n, quantity: 10n }),
      place({ id: 'b2', ownerId: 'm', side: 'buy', price: 8_000n, quantity: 10n }),
      place({ id: 'b3', ownerId: 'm', side: 'buy', price: 7_000n, quantity: 10n }),
      place({ id: 'b4', ownerId: 'm', side: 'buy', price: 6_000n, quantity: 10n }),
      place({ id: 's1', side: 'sell', type: 'stop_market', stopPrice: 8_500n, quantity: 10n }),
      place({ id: 's2', ownerId: 'carol', side: 'sell', type: 'stop_market', stopPrice: 7_500n, quantity: 10n }),
    );
    const events = run(engine, place({ id: 't', ownerId: 'bob', side: 'sell', type: 'market', quantity: 20n }));
    expect(ofType(events, 'stop_triggered').map((event) => event.orderId)).toEqual(['s1', 's2']);
    expect(ofType(events, 'trade').map((trade) => [trade.takerOrderId, trade.price])).toEqual([
      ['t', 9_000n],
      ['t', 8_000n],
      ['s1', 7_000n],
      ['s2', 6_000n],
    ]);
    expect(engine.openOrders()).toEqual([]);
  });

  it('triggers at once when the last price already satisfies the stop', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 100n }),
      place({ id: 'b', ownerId: 'bob', side: 'buy', price: 10_000n, quantity: 10n }),
    );
    const events = run(
      engine,
      place({ id: 'stop', side: 'buy', type: 'stop_market', stopPrice: 9_000n, quantity: 5n }),
    );
    expect(events.map((event) => event.type)).toEqual(['accepted', 'stop_triggered', 'trade', 'order_done', 'level']);
  });
});

describe('MatchingEngine: cancel and cancel-all', () => {
  it('cancels a resting order and a waiting stop for their owner only', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'b', side: 'buy', price: 9_000n, quantity: 10n }),
      place({ id: 'stop', side: 'sell', type: 'stop_market', stopPrice: 8_000n, quantity: 10n }),
    );
    expect(engine.process({ kind: 'cancel', orderId: 'b', ownerId: 'mallory' })).toEqual([
      { type: 'rejected', orderId: 'b', reason: 'not_owner' },
    ]);
    expect(engine.process({ kind: 'cancel', orderId: 'b', ownerId: 'alice' })).toEqual([
      { type: 'order_done', orderId: 'b', status: 'cancelled', reason: 'user', remaining: 10n },
      { type: 'level', side: 'buy', price: 9_000n, quantity: 0n },
    ]);
    expect(engine.process({ kind: 'cancel', orderId: 'stop', ownerId: 'alice' })).toEqual([
      { type: 'order_done', orderId: 'stop', status: 'cancelled', reason: 'user', remaining: 10n },
    ]);
    expect(engine.process({ kind: 'cancel', orderId: 'b', ownerId: 'alice' })).toEqual([
      { type: 'rejected', orderId: 'b', reason: 'unknown_order' },
    ]);
    expect(engine.openOrders()).toEqual([]);
  });

  it('cancel-all removes every order of one owner and nothing else', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', side: 'buy', price: 9_000n }),
      place({ id: 'm1', ownerId: 'm', side: 'buy', price: 9_000n }),
      place({ id: 'a2', side: 'sell', price: 11_000n }),
      place({ id: 'a3', side: 'sell', type: 'stop_limit', stopPrice: 8_000n, price: 7_900n }),
    );
    const events = engine.process({ kind: 'cancel_all', ownerId: 'alice' });
    expect(ofType(events, 'order_done').map((event) => event.orderId)).toEqual(['a1', 'a2', 'a3']);
    expect(engine.openOrders().map((open) => open.id)).toEqual(['m1']);
    expect(engine.snapshot(8)).toEqual({ bids: [{ price: 9_000n, quantity: 100n }], asks: [] });
  });
});

describe('MatchingEngine: validation, restore', () => {
  it.each([
    [{ quantity: 0n }, 'invalid_quantity'],
    [{ price: undefined }, 'invalid_price'],
    [{ price: -1n }, 'invalid_price'],
    [{ type: 'market' as const }, 'invalid_price'],
    [{ stopPrice: 10n }, 'invalid_stop_price'],
    [{ type: 'stop_limit' as const }, 'invalid_stop_price'],
    [{ quoteBudget: 10n }, 'invalid_budget'],
    [{ postOnly: true, timeInForce: 'IOC' as const }, 'invalid_post_only'],
  ])('rejects %o with %s', (fields, reason) => {
    const engine = newEngine();
    const events = run(engine, place({ id: 'x', side: 'buy', price: 10_000n, ...fields }));
    expect(events).toEqual([{ type: 'rejected', orderId: 'x', reason }]);
  });

  it('rejects a duplicate id of a live order', () => {
    const engine = newEngine();
    run(engine, place({ id: 'x', side: 'buy', price: 9_000n }));
    expect(run(engine, place({ id: 'x', side: 'sell', price: 11_000n }))).toEqual([
      { type: 'rejected', orderId: 'x', reason: 'duplicate_order' },
    ]);
  });

  it('restores an identical book, stops and last price from openOrders', () => {
    const engine = newEngine();
    run(
      engine,
      place({ id: 'a1', ownerId: 'm', side: 'sell', price: 10_000n, quantity: 10n }),
      place({ id: 'b1', ownerId: 'bob', side: 'buy', price: 10_000n, quantity: 4n }),
      place({ id: 'b2', ownerId: 'bob', side: 'buy', price: 9_000n, quantity: 4n }),
      place({ id: 's1', side: 'sell', type: 'stop_limit', stopPrice: 9_500n, price: 9_400n, quantity: 3n }),
    );
    const copy = new MatchingEngine('VINO-USD');
    copy.restore(engine.openOrders(), engine.lastPrice);
    expect(copy.snapshot(50)).toEqual(engine.snapshot(50));
    expect(copy.openOrders()).toEqual(engine.openOrders());
    const next = place({ id: 'sweep', ownerId: 'carol', side: 'sell', type: 'market', quantity: 20n });
    expect(copy.process(next)).toEqual(engine.process(next));
  });

  it('skips persisted orders with nothing left when restoring', () => {
    const engine = newEngine();
    run(engine, place({ id: 'b1', side: 'buy', price: 9_000n, quantity: 4n }));
    const [open] = engine.openOrders();
    const copy = newEngine();
    copy.restore([{ ...(open as NonNullable<typeof open>), remaining: 0n }]);
    expect(copy.snapshot(8)).toEqual({ bids: [], asks: [] });
    expect(copy.openOrders()).toEqual([]);
  });
});

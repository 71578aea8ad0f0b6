import { describe, expect, it } from 'vitest';
import type { OrderBookSnapshot } from '../../../contracts/market';
import { applyBookDelta } from './live-order-book';

const snapshot: OrderBookSnapshot = {
  market: 'VINO-USD',
  sequence: 10,
  bids: [
    { price: '0.9990', quantity: '100.00', total: '99.900000' },
    { price: '0.9980', quantity: '50.00', total: '49.900000' },
  ],
  asks: [{ price: '1.0010', quantity: '80.00', total: '80.080000' }],
  spread: '0.0020',
  timestamp: '2026-01-01T00:00:00.000Z',
};

const delta = (sequence: number, changes: { side: 'buy' | 'sell'; price: string; quantity: string }[]) => ({
  market: 'VINO-USD' as const,
  sequence,
  changes,
  timestamp: '2026-01-01T00:00:01.000Z',
});

describe('applying order book deltas', () => {
  it('inserts, updates and removes levels, best first, and recomputes totals and spread', () => {
    const result = applyBookDelta(
      snapshot,
      delta(11, [
        { side: 'buy', price: '0.9995', quantity: '10' },
        { side: 'buy', price: '0.998', quantity: '0' },
        { side: 'sell', price: '1.0005', quantity: '5.5' },
        { side: 'sell', price: '1.0010', quantity: '70.00' },
      ]),
    );
    expect(result.kind).toBe('applied');
    if (result.kind !== 'applied') return;
    expect(result.book.sequence).toBe(11);
    expect(result.book.bids.map((l) => l.price)).toEqual(['0.9995', '0.9990']);
    expect(result.book.asks.map((l) => [l.price, l.quantity])).toEqual([
      ['1.0005', '5.5'],
      ['1.0010', '70.00'],
    ]);
    expect(result.book.asks[0]?.total).toBe('5.502750');
    expect(result.book.spread).toBe('0.0010');
  });

  it('ignores what the book already contains and reports a gap', () => {
    expect(applyBookDelta(snapshot, delta(10, [])).kind).toBe('stale');
    expect(applyBookDelta(snapshot, delta(12, [])).kind).toBe('gap');
  });

  it('has no spread when a side is empty', () => {
    const result = applyBookDelta(snapshot, delta(11, [{ side: 'sell', price: '1.0010', quantity: '0' }]));
    expect(result.kind === 'applied' && result.book.spread).toBeNull();
  });
});

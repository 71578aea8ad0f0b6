import { describe, expect, it } from 'vitest';
import { describeOrder, formatFixed, formatSignedPercent, formatUsd } from './rebalancer-display';

describe('rebalancer display', () => {
  it('cuts and groups decimal strings without float rounding', () => {
    expect(formatFixed('1234567.899999999999999999', 2)).toBe('1,234,567.89');
    expect(formatFixed('0.5', 4)).toBe('0.5000');
    expect(formatUsd('-1000')).toBe('-$1,000.00');
  });

  it('signs a deviation, and zero has no sign', () => {
    expect(formatSignedPercent('5.62')).toBe('+5.62%');
    expect(formatSignedPercent('-30.00')).toBe('-30.00%');
    expect(formatSignedPercent('0.00')).toBe('0.00%');
  });

  it('says what an order does to the other asset', () => {
    expect(describeOrder({ side: 'buy', amount: '4672.58', market: 'VINO-ETH', forAsset: 'ETH' })).toBe(
      'Market buy 4,672.58 VINO on VINO/ETH, paying ETH',
    );
    expect(describeOrder({ side: 'sell', amount: '417.39', market: 'VINO-USD', forAsset: 'USD' })).toBe(
      'Market sell 417.39 VINO on VINO/USD, for USD',
    );
  });
});

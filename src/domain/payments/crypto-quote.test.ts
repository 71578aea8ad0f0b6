import { describe, expect, it } from 'vitest';
import { ethUsdRate, formatWeiAsEth, quoteWei } from './crypto-quote';

describe('crypto purchase quote', () => {
  it('divides the USD amount by the cross rate VINO/USD ÷ VINO/ETH', () => {
    // One VINO = $1 = 0.000298 ETH, so one ETH = $3,355.70 and $1,000 = 0.298 ETH.
    expect(quoteWei({ amountUsd: '1000.00', vinoUsd: '1', vinoEth: '0.000298' })).toBe(298_000_000_000_000_000n);
    expect(ethUsdRate('1', '0.000298')).toBe('3355.70');
  });

  it('rounds up to the next wei so the platform is never short-paid', () => {
    // 100 / 3 VINO per ETH: 100 × 1 ÷ 3 = 33.333… ETH.
    expect(quoteWei({ amountUsd: '100', vinoUsd: '3', vinoEth: '1' })).toBe(33_333_333_333_333_333_334n);
  });

  it('gives no quote without both prices', () => {
    expect(quoteWei({ amountUsd: '100', vinoUsd: '0', vinoEth: '0.0003' })).toBeNull();
    expect(quoteWei({ amountUsd: '100', vinoUsd: '1', vinoEth: '0' })).toBeNull();
  });

  it('shows wei as ETH without trailing zeros', () => {
    expect(formatWeiAsEth(298_000_000_000_000_000n)).toBe('0.298');
    expect(formatWeiAsEth(2_000_000_000_000_000_000n)).toBe('2');
    expect(formatWeiAsEth(1n)).toBe('0.000000000000000001');
  });
});

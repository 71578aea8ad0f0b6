import { describe, expect, it } from 'vitest';
import { parseDecimal } from './money';
import { usdPerUnit, valueHoldings } from './portfolio-valuation';

const d = (text: string) => parseDecimal(text, 18);

describe('portfolio valuation', () => {
  const prices = { USD: d('1.25'), ETH: d('0.0005'), BTC: d('0.00001') };

  it('prices VINO at VINO/USD and other assets through the cross rate', () => {
    expect(usdPerUnit('USD', prices)).toBe(d('1'));
    expect(usdPerUnit('VINO', prices)).toBe(d('1.25'));
    expect(usdPerUnit('ETH', prices)).toBe(d('2500'));
    expect(usdPerUnit('BTC', prices)).toBe(d('125000'));
    expect(usdPerUnit('USDT', prices)).toBeNull();
  });

  it('sums the holdings and values unpriced assets at zero', () => {
    const { holdings, totalUsd } = valueHoldings(
      [
        { asset: 'USD', amount: d('100') },
        { asset: 'VINO', amount: d('1250.5') },
        { asset: 'ETH', amount: d('0.1') },
        { asset: 'USDT', amount: d('50') },
      ],
      prices,
    );
    expect(holdings.map((h) => h.valueUsd)).toEqual([d('100'), d('1563.125'), d('250'), 0n]);
    expect(totalUsd).toBe(d('1913.125'));
  });

  it('leaves everything but USD unpriced before the first VINO/USD trade', () => {
    expect(usdPerUnit('VINO', {})).toBeNull();
    expect(valueHoldings([{ asset: 'VINO', amount: d('10') }], {}).totalUsd).toBe(0n);
  });
});

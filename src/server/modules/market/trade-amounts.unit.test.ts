import { describe, expect, it } from 'vitest';
import { MARKETS, notional } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { costToBuy, feeOn, formatUsd, quoteToUsd, usdSettingToLedger, withAllowance } from './trade-amounts';

const units = (value: string) => parseDecimal(value, LEDGER_SCALE);

describe('trade amounts', () => {
  it('takes the fee percent of an amount, rounded down', () => {
    expect(feeOn(units('100'), 0.1)).toBe(units('0.1'));
    expect(feeOn(units('123.45'), 0.25)).toBe(units('0.3086250'));
    expect(feeOn(3n, 10)).toBe(0n);
    expect(feeOn(units('100'), 0)).toBe(0n);
  });

  it('converts a quote amount to USD at the reference pair prices', () => {
    expect(quoteToUsd(MARKETS['VINO-USD'], units('250'))).toBe(units('250'));
    // 0.0298 ETH buys 100 VINO at 0.000298, and 100 VINO are 100 USD.
    expect(quoteToUsd(MARKETS['VINO-ETH'], units('0.0298'))).toBe(units('100'));
    expect(quoteToUsd(MARKETS['VINO-BTC'], units('0.00094'))).toBe(units('100'));
    expect(quoteToUsd(MARKETS['VINO-USDT'], units('99.98'))).toBe(units('100'));
  });

  it('prices a market buy against the asks and adds the slippage allowance, rounded up', () => {
    const spec = MARKETS['VINO-USD'];
    const asks = [
      { price: 10_100n, quantity: 5_000n },
      { price: 10_200n, quantity: 10_000n },
    ];
    const { cost, filled } = costToBuy(spec, asks, 10_000n);
    expect(filled).toBe(10_000n);
    expect(cost).toBe(notional(spec, 10_100n, 5_000n) + notional(spec, 10_200n, 5_000n));
    expect(costToBuy(spec, asks, 20_000n).filled).toBe(15_000n);
    expect(withAllowance(units('100'), 5)).toBe(units('105'));
    expect(withAllowance(1n, 5)).toBe(2n);
  });

  it('formats the USD limits of the settings for messages', () => {
    expect(formatUsd(usdSettingToLedger(100))).toBe('100');
    expect(formatUsd(usdSettingToLedger(1_000_000))).toBe('1,000,000');
    expect(formatUsd(usdSettingToLedger(99.5))).toBe('99.50');
  });
});

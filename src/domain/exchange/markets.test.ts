import { describe, expect, it } from 'vitest';
import {
  fitsScale,
  formatLedgerAmount,
  formatPrice,
  formatQuantity,
  isMarketId,
  MARKET_IDS,
  MARKETS,
  notional,
  parseLedgerAmount,
  parsePrice,
  parseQuantity,
  quantityToLedger,
  referencePriceTicks,
  toLedgerAmount,
} from './markets';

describe('markets', () => {
  it('lists the four traded markets and not the stock', () => {
    expect(MARKET_IDS).toEqual(['VINO-USD', 'VINO-ETH', 'VINO-BTC', 'VINO-USDT']);
    expect(isMarketId('VINO-BTC')).toBe(true);
    expect(isMarketId('VINO-STOCK')).toBe(false);
    expect(MARKETS['VINO-ETH'].label).toBe('VINO/ETH');
  });

  it('reads the reference prices at each tick scale', () => {
    expect(referencePriceTicks(MARKETS['VINO-USD'])).toBe(10_000n);
    expect(referencePriceTicks(MARKETS['VINO-ETH'])).toBe(298n);
    expect(referencePriceTicks(MARKETS['VINO-BTC'])).toBe(940n);
    expect(referencePriceTicks(MARKETS['VINO-USDT'])).toBe(9_998n);
  });

  it('parses prices and quantities strictly and formats them back', () => {
    const btc = MARKETS['VINO-BTC'];
    expect(parsePrice(btc, '0.0000094')).toBe(940n);
    expect(formatPrice(btc, 940n)).toBe('0.00000940');
    expect(() => parsePrice(btc, '0.000000001')).toThrow(/at most 8 decimals/);
    expect(() => parsePrice(btc, '-1')).toThrow();
    expect(parseQuantity(btc, '12.5')).toBe(1_250n);
    expect(formatQuantity(btc, 1_250n)).toBe('12.50');
    expect(() => parseQuantity(btc, '1.001')).toThrow();
    expect(fitsScale('1.25', 2)).toBe(true);
    expect(fitsScale('1.255', 2)).toBe(false);
    expect(fitsScale('abc', 2)).toBe(false);
  });

  it('converts ticks and lots to ledger units exactly', () => {
    const usd = MARKETS['VINO-USD'];
    expect(toLedgerAmount(1n, 2)).toBe(10n ** 16n);
    expect(quantityToLedger(usd, 150n)).toBe(15n * 10n ** 17n);
    // 1.5 VINO at 0.9998 = 1.4997 USD
    expect(formatLedgerAmount(notional(MARKETS['VINO-USDT'], 9_998n, 150n))).toBe('1.499700000000000000');
    // 0.01 VINO at 0.00000001 BTC = 1e-10 BTC: still exact at the ledger scale
    expect(notional(MARKETS['VINO-BTC'], 1n, 1n)).toBe(10n ** 8n);
    expect(parseLedgerAmount('1.4997')).toBe(notional(MARKETS['VINO-USDT'], 9_998n, 150n));
  });
});

import { describe, expect, it } from 'vitest';
import { LEDGER_SCALE } from './exchange/markets';
import { formatDecimal, parseDecimal } from './money';
import {
  DEFAULT_REBALANCE_TARGETS,
  REBALANCE_ASSETS,
  analyseRebalance,
  deviationLevel,
  formatPercent,
  isCompleteAllocation,
  parsePercent,
  planRebalanceOrders,
  type RebalanceAsset,
  type RebalanceHolding,
} from './rebalance';

const usd = (v: string) => parseDecimal(v, LEDGER_SCALE);
const money = (v: bigint) => formatDecimal(v, LEDGER_SCALE).replace(/\.?0+$/, '');
const defaults = Object.fromEntries(
  REBALANCE_ASSETS.map((a) => [a, parsePercent(DEFAULT_REBALANCE_TARGETS[a])]),
) as Record<RebalanceAsset, bigint>;
/** A holding priced at `price` USD per unit. */
const hold = (asset: RebalanceAsset, balance: string, price: string): RebalanceHolding => ({
  asset,
  balance: usd(balance),
  priceUsd: usd(price),
  valueUsd: (usd(balance) * usd(price)) / usd('1'),
});

describe('rebalance (investor spec sections 5 and 9)', () => {
  it('defaults are the spec targets token 50, stock 30, ETH 15, USDC 5 and add up to 100', () => {
    expect(DEFAULT_REBALANCE_TARGETS).toMatchObject({ VINO: '50', STOCK: '30', ETH: '15', USDT: '5' });
    expect(isCompleteAllocation(defaults)).toBe(true);
    expect(isCompleteAllocation({ ...defaults, BTC: parsePercent('0.5') })).toBe(false);
  });

  it('colours a deviation green under 2, yellow under 5, else red (either sign)', () => {
    expect(deviationLevel(parsePercent('1.99'))).toBe('green');
    expect(deviationLevel(parsePercent('-2'))).toBe('yellow');
    expect(deviationLevel(parsePercent('4.99'))).toBe('yellow');
    expect(deviationLevel(parsePercent('5'))).toBe('red');
    expect(deviationLevel(parsePercent('-12.5'))).toBe('red');
  });

  it('computes allocation, deviation and the actions only beyond the threshold', () => {
    // 10,000 USD: VINO 5,000 (50 %), ETH 3,000 (30 %), USDT 2,000 (20 %), no stock.
    const analysis = analyseRebalance({
      holdings: [hold('VINO', '5000', '1'), hold('ETH', '1', '3000'), hold('USDT', '2000', '1')],
      targets: defaults,
      threshold: parsePercent('5'),
    });
    expect(money(analysis.totalValueUsd)).toBe('10000');
    const row = (a: RebalanceAsset) => analysis.assets.find((x) => x.asset === a)!;
    expect(formatPercent(row('VINO').allocation)).toBe('50.00');
    expect(formatPercent(row('VINO').deviation)).toBe('0.00');
    expect(formatPercent(row('ETH').deviation)).toBe('15.00');
    expect(formatPercent(row('USDT').deviation)).toBe('15.00');
    expect(formatPercent(row('STOCK').deviation)).toBe('-30.00');
    expect(
      analysis.actions.map((a) => [a.asset, a.action, money(a.valueUsd), a.amount === null ? null : money(a.amount)]),
    ).toEqual([
      ['STOCK', 'buy', '3000', null],
      ['ETH', 'sell', '1500', '0.5'],
      ['USDT', 'sell', '1500', '1500'],
    ]);
  });

  it('a deviation equal to the threshold is not exceeded; a trade of 10 USD or less needs no action', () => {
    // ETH exactly 5 points over its target of 15: no action.
    const atThreshold = analyseRebalance({
      holdings: [hold('VINO', '50', '1'), hold('ETH', '20', '1'), hold('USDT', '30', '1')],
      targets: { ...defaults, STOCK: 0n, USDT: parsePercent('35') },
      threshold: parsePercent('5'),
    });
    expect(atThreshold.actions.find((a) => a.asset === 'ETH')).toBeUndefined();
    // 100 USD in all, ETH 10 points over: the trade is worth exactly 10 USD, not more.
    const small = analyseRebalance({
      holdings: [hold('VINO', '45', '1'), hold('ETH', '25', '1'), hold('USDT', '30', '1')],
      targets: { ...defaults, STOCK: 0n, USDT: parsePercent('35') },
      threshold: parsePercent('5'),
    });
    expect(small.assets.find((a) => a.asset === 'ETH')!.needsAction).toBe(false);
    expect(small.actions).toEqual([]);
  });

  it('an empty portfolio has nothing to do', () => {
    const analysis = analyseRebalance({ holdings: [], targets: defaults, threshold: parsePercent('5') });
    expect(analysis.actions).toEqual([]);
    expect(planRebalanceOrders(analysis, usd('1'))).toEqual([]);
  });

  it('plans VINO orders on each pair, with USD cash as the residual (the stock is bought by hand)', () => {
    const analysis = analyseRebalance({
      holdings: [hold('VINO', '5000', '1'), hold('ETH', '1', '3000'), hold('USDT', '2000', '1')],
      targets: defaults,
      threshold: parsePercent('5'),
    });
    const orders = planRebalanceOrders(analysis, usd('1'));
    // ETH and USDT are sold for VINO (3,000 USD); VINO is on target, so that VINO is sold for USD.
    expect(orders.map((o) => [o.market, o.side, formatDecimal(o.lots, 2), money(o.valueUsd)])).toEqual([
      ['VINO-ETH', 'buy', '1500.00', '1500'],
      ['VINO-USDT', 'buy', '1500.00', '1500'],
      ['VINO-USD', 'sell', '3000.00', '3000'],
    ]);
  });

  it('buys VINO with USD when VINO is under target, and sells VINO to raise ETH', () => {
    // 10,000 USD: VINO 2,000, ETH 500, USD 7,500; targets VINO 50, ETH 15, USD 35.
    const analysis = analyseRebalance({
      holdings: [hold('VINO', '1000', '2'), hold('ETH', '0.25', '2000'), hold('USD', '7500', '1')],
      targets: { ...defaults, STOCK: 0n, USDT: 0n, USD: parsePercent('35') },
      threshold: parsePercent('5'),
    });
    const orders = planRebalanceOrders(analysis, usd('2'));
    // VINO needs +3,000 USD; ETH +1,000 (VINO sold on VINO-ETH); so 4,000 USD of VINO bought with USD.
    expect(orders.map((o) => [o.market, o.side, formatDecimal(o.lots, 2)])).toEqual([
      ['VINO-USD', 'buy', '2000.00'],
      ['VINO-ETH', 'sell', '500.00'],
    ]);
  });
});

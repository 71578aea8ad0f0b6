/**
 * Portfolio rebalancing (investor spec sections 3, 5 and 9): allocation and deviation of each asset
 * against the user's targets, the buy/sell actions the spec's rule asks for, and the exchange orders
 * that carry them out. Exact bigint fixed point: values in USD at LEDGER_SCALE, percentages at
 * PERCENT_SCALE; no floats.
 */
import { LEDGER_SCALE, MARKETS, type MarketId } from './exchange/markets';
import { formatDecimal, parseDecimal } from './money';

/** Percentages (targets, threshold, allocation, deviation) carry two decimals. */
export const PERCENT_SCALE = 2;
const ONE = 10n ** BigInt(LEDGER_SCALE);
const HUNDRED_PERCENT = 100n * 10n ** BigInt(PERCENT_SCALE);

/** Spec section 9: slider 1 to 15 percent, step 0.5, default 5. */
export const REBALANCE_THRESHOLD = { min: 1, max: 15, step: 0.5, default: 5 } as const;
/** Spec sections 5 and 9: a trade worth 10 dollars or less is not worth an action. */
export const MIN_REBALANCE_TRADE_USD = '10';

/**
 * What the rebalancer balances: the ledger's assets plus the VINO stock, which cannot be traded on
 * this platform (shown with its target as needing manual action). The spec's USDC target maps to
 * the platform's stablecoin USDT. BTC and USD cash have no spec target: they default to 0.
 */
export const REBALANCE_ASSETS = ['VINO', 'STOCK', 'ETH', 'USDT', 'BTC', 'USD'] as const;
export type RebalanceAsset = (typeof REBALANCE_ASSETS)[number];
export type TradeableAsset = Exclude<RebalanceAsset, 'STOCK'>;

/** Spec section 9 demo targets: token 50, stock 30, ETH 15, USDC 5. */
export const DEFAULT_REBALANCE_TARGETS: Record<RebalanceAsset, string> = {
  VINO: '50',
  STOCK: '30',
  ETH: '15',
  USDT: '5',
  BTC: '0',
  USD: '0',
};

export function isTradeable(asset: RebalanceAsset): asset is TradeableAsset {
  return asset !== 'STOCK';
}

export const parsePercent = (value: string) => parseDecimal(value, PERCENT_SCALE);
export const formatPercent = (value: bigint) => formatDecimal(value, PERCENT_SCALE);

/** Targets must add up to exactly 100 percent. */
export function targetsTotal(targets: Record<RebalanceAsset, bigint>): bigint {
  return REBALANCE_ASSETS.reduce((sum, asset) => sum + targets[asset], 0n);
}
export const isCompleteAllocation = (targets: Record<RebalanceAsset, bigint>) =>
  targetsTotal(targets) === HUNDRED_PERCENT;

/** Spec section 9 colours by the size of the deviation: green under 2, yellow under 5, else red. */
export type DeviationLevel = 'green' | 'yellow' | 'red';
export function deviationLevel(deviation: bigint): DeviationLevel {
  const size = deviation < 0n ? -deviation : deviation;
  if (size < parsePercent('2')) return 'green';
  if (size < parsePercent('5')) return 'yellow';
  return 'red';
}

export interface RebalanceHolding {
  asset: RebalanceAsset;
  /** Units held at LEDGER_SCALE. */
  balance: bigint;
  /** USD per unit at LEDGER_SCALE; null when no price is known (value counts as 0). */
  priceUsd: bigint | null;
  valueUsd: bigint;
}

export interface AssetAllocation extends RebalanceHolding {
  /** Share of the total value, rounded half up to PERCENT_SCALE. */
  allocation: bigint;
  target: bigint;
  /** allocation − target, from the exact values (rounded half away from zero). */
  deviation: bigint;
  needsAction: boolean;
}

export interface RebalanceAction {
  asset: RebalanceAsset;
  action: 'buy' | 'sell';
  /** Units of the asset to trade at LEDGER_SCALE; null when the asset has no price. */
  amount: bigint | null;
  valueUsd: bigint;
}

export interface RebalanceAnalysis {
  totalValueUsd: bigint;
  assets: AssetAllocation[];
  actions: RebalanceAction[];
}

/** a / b rounded half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const magnitude = ((a < 0n ? -a : a) * 2n + b) / (2n * b);
  return a < 0n ? -magnitude : magnitude;
}

/**
 * The spec's rule (section 5): an asset needs action only if its deviation exceeds the threshold
 * AND the trade that closes the gap is worth more than 10 dollars. Both comparisons are made on the
 * exact values scaled by 100 × 10^PERCENT_SCALE, never on rounded percentages.
 */
export function analyseRebalance(input: {
  holdings: readonly RebalanceHolding[];
  targets: Record<RebalanceAsset, bigint>;
  threshold: bigint;
}): RebalanceAnalysis {
  const totalValueUsd = input.holdings.reduce((sum, h) => sum + h.valueUsd, 0n);
  const minTradeScaled = parseDecimal(MIN_REBALANCE_TRADE_USD, LEDGER_SCALE) * HUNDRED_PERCENT;
  const assets: AssetAllocation[] = [];
  const actions: RebalanceAction[] = [];
  for (const asset of REBALANCE_ASSETS) {
    const holding = input.holdings.find((h) => h.asset === asset) ?? {
      asset,
      balance: 0n,
      priceUsd: null,
      valueUsd: 0n,
    };
    const target = input.targets[asset];
    // gap = (target value − current value) × 100 × 10^PERCENT_SCALE, exact.
    const gapScaled = totalValueUsd * target - holding.valueUsd * HUNDRED_PERCENT;
    const gapSize = gapScaled < 0n ? -gapScaled : gapScaled;
    const allocationExact = holding.valueUsd * HUNDRED_PERCENT;
    const allocation = totalValueUsd === 0n ? 0n : divRound(allocationExact, totalValueUsd);
    const deviation = totalValueUsd === 0n ? -target : divRound(-gapScaled, totalValueUsd);
    const needsAction = totalValueUsd > 0n && gapSize > input.threshold * totalValueUsd && gapSize > minTradeScaled;
    assets.push({ ...holding, allocation, target, deviation, needsAction });
    if (!needsAction) continue;
    const valueUsd = gapSize / HUNDRED_PERCENT;
    actions.push({
      asset,
      action: gapScaled > 0n ? 'buy' : 'sell',
      amount: holding.priceUsd ? (valueUsd * ONE) / holding.priceUsd : null,
      valueUsd,
    });
  }
  return { totalValueUsd, assets, actions };
}

export interface RebalanceOrder {
  market: MarketId;
  /** The side of the VINO order: the pairs are all VINO against the other asset. */
  side: 'buy' | 'sell';
  /** VINO lots (market quantity decimals). */
  lots: bigint;
  /** The asset traded against VINO (USD for the cash residual). */
  forAsset: Exclude<TradeableAsset, 'VINO'>;
  valueUsd: bigint;
}

type CrossAsset = Exclude<TradeableAsset, 'VINO' | 'USD'>;
const isCrossAsset = (asset: RebalanceAsset): asset is CrossAsset =>
  asset === 'ETH' || asset === 'BTC' || asset === 'USDT';

/**
 * Turns actions into market orders. Every pair is VINO against another asset, so VINO is the hub:
 * 1. ETH, BTC and USDT actions trade against VINO on their own pair: raising ETH sells VINO on
 *    VINO-ETH, lowering ETH buys VINO with ETH.
 * 2. USD cash is the residual: whatever VINO still lacks or has in excess after those legs (worth
 *    more than 10 dollars) is bought with or sold for USD on VINO-USD. So money taken out of an
 *    asset beyond what VINO's target takes ends up as cash, ready for the stock (bought by hand).
 * Quantities are VINO lots at the VINO/USD price, rounded down; stock actions place no order.
 */
export function planRebalanceOrders(analysis: RebalanceAnalysis, vinoUsdPrice: bigint): RebalanceOrder[] {
  if (vinoUsdPrice <= 0n || analysis.actions.length === 0) return [];
  const vino = analysis.assets.find((a) => a.asset === 'VINO');
  const vinoGap = vino ? (analysis.totalValueUsd * vino.target) / HUNDRED_PERCENT - vino.valueUsd : 0n;
  const orders: RebalanceOrder[] = [];
  let vinoFromLegs = 0n;
  for (const action of analysis.actions) {
    if (!isCrossAsset(action.asset)) continue;
    const side = action.action === 'sell' ? 'buy' : 'sell';
    vinoFromLegs += side === 'buy' ? action.valueUsd : -action.valueUsd;
    orders.push({
      market: `VINO-${action.asset}`,
      side,
      lots: toLots(action.valueUsd, vinoUsdPrice),
      forAsset: action.asset,
      valueUsd: action.valueUsd,
    });
  }
  const residual = vinoGap - vinoFromLegs;
  const residualSize = residual < 0n ? -residual : residual;
  // Only when something tradeable is out of balance: VINO within its threshold is not touched alone.
  const hasTradeableAction = analysis.actions.some((a) => isTradeable(a.asset));
  if (hasTradeableAction && residualSize > parseDecimal(MIN_REBALANCE_TRADE_USD, LEDGER_SCALE)) {
    orders.push({
      market: 'VINO-USD',
      side: residual > 0n ? 'buy' : 'sell',
      lots: toLots(residualSize, vinoUsdPrice),
      forAsset: 'USD',
      valueUsd: residualSize,
    });
  }
  // Orders that buy VINO first: the VINO they bring pays for the orders that sell VINO.
  return orders.filter((o) => o.lots > 0n).sort((a, b) => (a.side === b.side ? 0 : a.side === 'buy' ? -1 : 1));
}

/** USD value → VINO lots at the VINO/USD price (both LEDGER_SCALE), rounded down. */
function toLots(valueUsd: bigint, vinoUsdPrice: bigint): bigint {
  const decimals = MARKETS['VINO-USD'].quantityDecimals;
  return (valueUsd * 10n ** BigInt(decimals)) / vinoUsdPrice;
}

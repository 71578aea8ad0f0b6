import type { RebalancePlan, RebalancerSettings } from '../../../contracts/rebalancer';
import { formatQuantity, MARKETS } from '../../../domain/exchange/markets';
import {
  analyseRebalance,
  deviationLevel,
  formatPercent,
  isTradeable,
  parsePercent,
  planRebalanceOrders,
  REBALANCE_ASSETS,
  type RebalanceAsset,
  type RebalanceHolding,
} from '../../../domain/rebalance';
import { getPortfolioValuation } from './get-portfolio-valuation';
import { getRebalancerSettings } from './get-rebalancer-settings';
import { ledgerText, usdText } from './rebalancer-mapper';
import type { RebalancerContext } from './rebalancer-context';

const SYMBOLS: Record<RebalanceAsset, string> = {
  VINO: 'VINO',
  STOCK: 'VINO-STOCK',
  ETH: 'ETH',
  USDT: 'USDT',
  BTC: 'BTC',
  USD: 'USD',
};

/**
 * The assets table, the spec's actions and the orders Execute would place, from the user's ledger
 * holdings at market prices and their saved targets and threshold. The stock is not held on this
 * platform (balance 0, no price here): its action is left to the user ("needs manual action").
 */
export async function getRebalancePlan(
  ctx: RebalancerContext,
  userId: string,
  settings?: RebalancerSettings,
): Promise<RebalancePlan> {
  const [saved, valuation] = await Promise.all([
    settings ? Promise.resolve(settings) : getRebalancerSettings(ctx.db, userId),
    getPortfolioValuation(ctx.market, userId),
  ]);
  const holdings: RebalanceHolding[] = valuation.holdings.map((h) => ({
    asset: h.asset,
    balance: h.amount,
    priceUsd: h.priceUsd,
    valueUsd: h.valueUsd,
  }));
  const targets = Object.fromEntries(REBALANCE_ASSETS.map((a) => [a, parsePercent(saved.targets[a])])) as Record<
    RebalanceAsset,
    bigint
  >;
  const analysis = analyseRebalance({ holdings, targets, threshold: parsePercent(String(saved.threshold)) });
  const vinoUsd = valuation.prices.USD ?? 0n;
  const orders = planRebalanceOrders(analysis, vinoUsd);
  return {
    settings: saved,
    totalValueUsd: usdText(analysis.totalValueUsd),
    assets: analysis.assets.map((a) => ({
      asset: a.asset,
      symbol: SYMBOLS[a.asset],
      balance: ledgerText(a.balance),
      priceUsd: a.priceUsd === null ? null : ledgerText(a.priceUsd),
      valueUsd: usdText(a.valueUsd),
      allocation: formatPercent(a.allocation),
      target: formatPercent(a.target),
      deviation: formatPercent(a.deviation),
      deviationLevel: deviationLevel(a.deviation),
      isTradeable: isTradeable(a.asset),
      needsAction: a.needsAction,
    })),
    actions: analysis.actions.map((a) => ({
      asset: a.asset,
      action: a.action,
      amount: a.amount === null ? null : ledgerText(a.amount),
      valueUsd: usdText(a.valueUsd),
      needsManualAction: !isTradeable(a.asset),
    })),
    orders: orders.map((o) => ({
      market: o.market,
      side: o.side,
      amount: formatQuantity(MARKETS[o.market], o.lots),
      forAsset: o.forAsset,
      valueUsd: usdText(o.valueUsd),
    })),
    vinoPriceUsd: ledgerText(vinoUsd),
    asOf: ctx.market.now().toISOString(),
  };
}

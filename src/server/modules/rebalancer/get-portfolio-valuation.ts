import { LEDGER_SCALE, MARKET_IDS, MARKETS, type Asset } from '../../../domain/exchange/markets';
import { parseDecimal } from '../../../domain/money';
import { valueHoldings, type ValuedHolding, type VinoPrices } from '../../../domain/portfolio-valuation';
import { getBalances } from '../ledger/ledger-module';
import { getMarketTicker } from '../market/market-module';
import type { MarketContext } from '../market/market-module';

export interface PortfolioValuation {
  holdings: ValuedHolding[];
  totalUsd: bigint;
  /** VINO priced in each quote asset (LEDGER_SCALE): the last trade of each pair. */
  prices: VinoPrices;
}

/**
 * The user's ledger holdings (available + held) valued in USD at market prices. Only VINO has
 * markets here, so: VINO at the last VINO/USD trade; ETH and BTC through the VINO pairs' cross rates
 * (ETH/USD = VINO/USD ÷ VINO/ETH); USDT the same way through VINO/USDT (about one dollar); USD is
 * itself. Before a pair's first trade its reference price stands in (investor spec section 9).
 */
export async function getPortfolioValuation(ctx: MarketContext, userId: string): Promise<PortfolioValuation> {
  const [balances, tickers] = await Promise.all([
    getBalances(ctx.db, userId),
    Promise.all(MARKET_IDS.map(async (id) => ({ id, ticker: await getMarketTicker(ctx, id) }))),
  ]);
  const prices: VinoPrices = {};
  for (const { id, ticker } of tickers) {
    const spec = MARKETS[id];
    prices[spec.quote as Exclude<Asset, 'VINO'>] = parseDecimal(ticker.last ?? spec.referencePrice, LEDGER_SCALE);
  }
  const valued = valueHoldings(
    balances.map((b) => ({ asset: b.asset, amount: b.total })),
    prices,
  );
  return { holdings: valued.holdings, totalUsd: valued.totalUsd, prices };
}

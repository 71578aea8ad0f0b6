import type { PortfolioResponse } from '../../../contracts/portfolio';
import { LEDGER_SCALE, MARKET_IDS, MARKETS } from '../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import { valueHoldings, type VinoPrices } from '../../../domain/portfolio-valuation';
import { getBalances } from '../ledger/ledger-module';
import { findMyTradesPage } from '../market/market-module';
import { getMarketTicker } from '../market/market-module';
import type { MarketContext } from '../market/market-module';

const text = (value: bigint) => formatDecimal(value, LEDGER_SCALE);
const usd = (value: bigint) => formatDecimal(value / 10n ** BigInt(LEDGER_SCALE - 2), 2);

/**
 * The dashboard's portfolio: ledger balances valued at each pair's last trade price (the spec's
 * reference pair price before a market's first trade), and the performance of the user's VINO
 * trades of the last 90 days (the trade history's longest period): the net VINO they traded, valued
 * now, against the net USD they paid for it.
 */
export async function getMyPortfolio(ctx: MarketContext, userId: string): Promise<PortfolioResponse> {
  const [balances, tickers, bought, sold] = await Promise.all([
    getBalances(ctx.db, userId),
    Promise.all(MARKET_IDS.map(async (id) => ({ id, ticker: await getMarketTicker(ctx, id) }))),
    findMyTradesPage(ctx, userId, { side: 'buy', period: '90d', page: 1 }),
    findMyTradesPage(ctx, userId, { side: 'sell', period: '90d', page: 1 }),
  ]);
  const prices: VinoPrices = {};
  for (const { id, ticker } of tickers) {
    const spec = MARKETS[id];
    prices[spec.quote as keyof VinoPrices] = parseDecimal(ticker.last ?? spec.referencePrice, LEDGER_SCALE);
  }
  const valued = valueHoldings(
    balances.map((b) => ({ asset: b.asset, amount: b.total })),
    prices,
  );
  const vino = valued.holdings.find((h) => h.asset === 'VINO');
  const vinoPrice = prices.USD ?? 0n;
  const netVino =
    parseDecimal(bought.summary.totalVolume, LEDGER_SCALE) - parseDecimal(sold.summary.totalVolume, LEDGER_SCALE);
  const netVinoValue = (netVino * vinoPrice) / 10n ** BigInt(LEDGER_SCALE);
  const netInvested =
    parseDecimal(bought.summary.totalVolumeUsd, LEDGER_SCALE) - parseDecimal(sold.summary.totalVolumeUsd, LEDGER_SCALE);
  const tradeCount = bought.summary.buyCount + sold.summary.sellCount;
  return {
    holdings: valued.holdings.map((h) => ({
      asset: h.asset,
      amount: text(h.amount),
      priceUsd: h.priceUsd === null ? null : text(h.priceUsd),
      valueUsd: usd(h.valueUsd),
    })),
    totalValueUsd: usd(valued.totalUsd),
    vinoTokens: text(vino?.amount ?? 0n),
    vinoPriceUsd: text(vinoPrice),
    performance: {
      buyCount: bought.summary.buyCount,
      sellCount: sold.summary.sellCount,
      vinoBought: bought.summary.totalVolume,
      vinoSold: sold.summary.totalVolume,
      netInvestedUsd: usd(netInvested),
      netVinoValueUsd: usd(netVinoValue),
      profitUsd: tradeCount === 0 ? null : usd(netVinoValue - netInvested),
    },
    asOf: ctx.now().toISOString(),
  };
}

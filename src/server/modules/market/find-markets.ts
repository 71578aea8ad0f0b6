import type { MarketSummary } from '../../../contracts/market';
import { MARKET_IDS, MARKETS } from '../../../domain/exchange/markets';
import { getMarketTicker } from './get-market-ticker';
import type { MarketContext } from './market-context';

/** The four markets (VINO-STOCK is quoted elsewhere, never traded) with their 24 h tickers. */
export async function findMarkets(ctx: MarketContext): Promise<MarketSummary[]> {
  return Promise.all(
    MARKET_IDS.map(async (id) => {
      const spec = MARKETS[id];
      return {
        id,
        label: spec.label,
        base: spec.base,
        quote: spec.quote,
        priceDecimals: spec.priceDecimals,
        displayPriceDecimals: spec.displayPriceDecimals,
        amountDecimals: spec.quantityDecimals,
        referencePrice: spec.referencePrice,
        ticker: await getMarketTicker(ctx, id),
      };
    }),
  );
}

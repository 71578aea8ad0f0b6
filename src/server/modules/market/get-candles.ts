import type { Candle, Timeframe } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import type { MarketContext } from './market-context';
import { ledgerText, priceText, specOf } from './market-mapper';
import { findCandles } from './market-repository';

const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  '5M': 5 * 60,
  '15M': 15 * 60,
  '1H': 60 * 60,
  '4H': 4 * 60 * 60,
  '1D': 24 * 60 * 60,
  '1W': 7 * 24 * 60 * 60,
};

/** OHLCV candles built from the market's trades: the last `limit` buckets (empty buckets omitted). */
export async function getCandles(
  ctx: MarketContext,
  market: MarketId,
  timeframe: Timeframe,
  limit: number,
): Promise<Candle[]> {
  const spec = specOf(market);
  const bucketSeconds = TIMEFRAME_SECONDS[timeframe];
  const bucketMs = bucketSeconds * 1000;
  const now = ctx.now().getTime();
  const since = new Date(Math.floor(now / bucketMs) * bucketMs - (limit - 1) * bucketMs);
  const rows = await findCandles(ctx.db, market, bucketSeconds, since);
  return rows.slice(-limit).map((row) => ({
    timestamp: new Date(row.bucket).toISOString(),
    open: priceText(spec, row.open),
    high: priceText(spec, row.high),
    low: priceText(spec, row.low),
    close: priceText(spec, row.close),
    volume: ledgerText(row.volume),
  }));
}

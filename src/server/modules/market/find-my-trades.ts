import { MY_TRADES_PAGE_SIZE, type MyTrade, type MyTradesResponse, type TradePeriod } from '../../../contracts/market';
import { MARKETS, type MarketId } from '../../../domain/exchange/markets';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { MarketContext } from './market-context';
import { ledgerText, priceText, specOf, totalText, trimDecimal } from './market-mapper';
import { findMyTrades, findMyTradesTotals, type MyTradeRow, type MyTradesFilter } from './market-repository';
import { quoteToUsd } from './trade-amounts';

const HOUR_MS = 60 * 60 * 1000;
const PERIOD_MS: Record<TradePeriod, number> = {
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  '30d': 30 * 24 * HOUR_MS,
  '90d': 90 * 24 * HOUR_MS,
};

export interface MyTradesFilterInput {
  side: 'all' | 'buy' | 'sell';
  period: TradePeriod;
  market?: MarketId | undefined;
}

export function toRepositoryFilter(ctx: MarketContext, userId: string, input: MyTradesFilterInput): MyTradesFilter {
  return {
    userId,
    side: input.side,
    since: new Date(ctx.now().getTime() - PERIOD_MS[input.period]),
    market: input.market,
  };
}

export function myTradeToWire(row: MyTradeRow): MyTrade {
  const spec = specOf(row.market);
  const priceTicks = parseDecimal(row.price, spec.priceDecimals);
  const lots = parseDecimal(row.quantity, spec.quantityDecimals);
  return {
    id: row.id,
    timestamp: new Date(row.created_at).toISOString(),
    market: spec.id,
    pair: spec.label,
    side: row.my_side,
    isMaker: row.is_maker,
    amount: formatDecimal(lots, spec.quantityDecimals),
    price: priceText(spec, row.price),
    total: totalText(spec, priceTicks, lots),
    fee: ledgerText(row.fee),
    // Fee on what each side receives: a buyer receives VINO, a seller the quote asset.
    feeAsset: row.my_side === 'buy' ? spec.base : spec.quote,
    status: 'completed',
  };
}

/** Base (VINO) ledger units in USD at the VINO/USD reference price. */
const vinoToUsd = (amount: bigint) => quoteToUsd(MARKETS['VINO-USD'], amount);
const usdText = (amount: bigint) => trimDecimal(formatDecimal(amount / 10n ** BigInt(LEDGER_SCALE - 2), 2));

/** My trade history: one page of 10 plus summary tiles over the whole filtered period. */
export async function findMyTradesPage(
  ctx: MarketContext,
  userId: string,
  input: MyTradesFilterInput & { page: number },
): Promise<MyTradesResponse> {
  const filter = toRepositoryFilter(ctx, userId, input);
  const [rows, totals] = await Promise.all([
    findMyTrades(ctx.db, filter, { limit: MY_TRADES_PAGE_SIZE, offset: (input.page - 1) * MY_TRADES_PAGE_SIZE }),
    findMyTradesTotals(ctx.db, filter),
  ]);
  let buyCount = 0;
  let sellCount = 0;
  let volume = 0n;
  let volumeUsd = 0n;
  let feesUsd = 0n;
  for (const row of totals) {
    const spec = specOf(row.market);
    const fees = parseDecimal(row.fees, LEDGER_SCALE);
    if (row.my_side === 'buy') buyCount += row.count;
    else sellCount += row.count;
    volume += parseDecimal(row.volume, LEDGER_SCALE);
    volumeUsd += quoteToUsd(spec, parseDecimal(row.quote_volume, LEDGER_SCALE));
    feesUsd += row.my_side === 'buy' ? vinoToUsd(fees) : quoteToUsd(spec, fees);
  }
  return {
    items: rows.map(myTradeToWire),
    page: input.page,
    pageSize: MY_TRADES_PAGE_SIZE,
    total: buyCount + sellCount,
    summary: {
      buyCount,
      sellCount,
      totalVolume: trimDecimal(formatDecimal(volume, LEDGER_SCALE)),
      totalVolumeUsd: usdText(volumeUsd),
      totalFeesUsd: usdText(feesUsd),
    },
  };
}

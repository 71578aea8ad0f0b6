import type { PublicTrade } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import type { MarketContext } from './market-context';
import { tradeToWire } from './market-mapper';
import { findRecentTrades } from './market-repository';

/** The latest public trades of a market, newest first. */
export async function findMarketTrades(ctx: MarketContext, market: MarketId, limit: number): Promise<PublicTrade[]> {
  return (await findRecentTrades(ctx.db, market, limit)).map(tradeToWire);
}

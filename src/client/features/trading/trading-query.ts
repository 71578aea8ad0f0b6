/**
 * The /trading query parameters (investor spec section 2): `tab` = spot | staking | portfolio |
 * wallet | stock and `symbol` = a pair written VINO/USD or VINO-USD (any case), or VINO-STOCK.
 * VINO-STOCK is quoted, not traded: it selects the stock panel, never a market.
 */
import type { TradingTab } from '../../lib/paths';
import { DEFAULT_MARKET_ID, isMarketId, type MarketId } from './market-display';

export type TradingView = { tab: TradingTab; marketId: MarketId };

const TABS: readonly TradingTab[] = ['spot', 'staking', 'portfolio', 'wallet', 'stock'];
const STOCK_SYMBOL = 'VINO-STOCK';

/** "vino/usd", "VINO-USD" -> "VINO-USD"; "VINO-STOCK/USD" -> "VINO-STOCK"; anything else as is. */
export function normaliseSymbol(symbol: string): string {
  const upper = symbol.trim().toUpperCase().replace('/', '-');
  return upper.startsWith(STOCK_SYMBOL) ? STOCK_SYMBOL : upper;
}

export function readTradingView(params: URLSearchParams): TradingView {
  const rawTab = params.get('tab');
  const symbol = normaliseSymbol(params.get('symbol') ?? '');
  const marketId = isMarketId(symbol) ? symbol : DEFAULT_MARKET_ID;
  if (symbol === STOCK_SYMBOL) return { tab: 'stock', marketId };
  const tab = TABS.find((t) => t === rawTab) ?? 'spot';
  return { tab, marketId };
}

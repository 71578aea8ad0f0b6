/**
 * Recent trades of one market: the HTTP list, then each `trade_update` of `trades:{market}` put in
 * front (the 50 newest kept, operator spec section 9). A reconnect or gap refetches the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PublicTrade, TradeUpdateData } from '../../../../contracts/market';
import { channels } from '../../../../contracts/realtime';
import { MARKETS, type MarketId } from '../../../../domain/exchange/markets';
import { formatDecimal, parseDecimal } from '../../../../domain/money';
import { REALTIME_KEPT_TRADES } from '../../../../domain/realtime';
import { useChannel } from '../../../lib/use-channel';
import { useMarketTrades } from '../../../api/market/find-market-trades';
import { marketKeys } from '../../../api/market/keys';

/** price × amount in the quote asset, exact (the feed message carries no total). */
function tradeTotal(t: TradeUpdateData): string {
  const { priceDecimals, quantityDecimals } = MARKETS[t.market];
  return formatDecimal(
    parseDecimal(t.price, priceDecimals) * parseDecimal(t.amount, quantityDecimals),
    priceDecimals + quantityDecimals,
  );
}

export function useLiveTrades(market: MarketId) {
  const queryClient = useQueryClient();
  const query = useMarketTrades(market);
  useChannel(
    channels.trades(market),
    (message) => {
      if (message.type !== 'trade_update') return;
      const t = message.data as TradeUpdateData;
      const trade: PublicTrade = {
        id: t.tradeId,
        market: t.market,
        side: t.side,
        price: t.price,
        amount: t.amount,
        total: tradeTotal(t),
        timestamp: t.timestamp,
      };
      queryClient.setQueryData<{ trades: PublicTrade[] }>(marketKeys.trades(market), (current) => {
        const rest = (current?.trades ?? []).filter((x) => x.id !== trade.id);
        return { trades: [trade, ...rest].slice(0, REALTIME_KEPT_TRADES) };
      });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: marketKeys.trades(market) }) },
  );
  return query;
}

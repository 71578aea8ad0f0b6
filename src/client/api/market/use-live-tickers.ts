/**
 * The markets query (pair cards, last prices) kept current by the public `prices` channel: each
 * `price_update` replaces that market's ticker in the cache. A reconnect refetches the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { MarketsResponse, PriceUpdateData } from '../../../contracts/market';
import { channels } from '../../../contracts/realtime';
import { useChannel } from '../../lib/use-channel';
import { useMarkets } from './find-markets';
import { marketKeys } from './keys';

export function useLiveTickers() {
  const queryClient = useQueryClient();
  const query = useMarkets();

  useChannel(
    channels.prices,
    (message) => {
      if (message.type !== 'price_update') return;
      const update = message.data as PriceUpdateData;
      queryClient.setQueryData<MarketsResponse>(marketKeys.markets(), (current) =>
        current
          ? {
              ...current,
              markets: current.markets.map((m) =>
                m.id === update.market
                  ? {
                      ...m,
                      ticker: {
                        ...m.ticker,
                        last: update.last,
                        change24h: update.change24h,
                        volume24h: update.volume24h,
                        high24h: update.high24h,
                        low24h: update.low24h,
                      },
                    }
                  : m,
              ),
            }
          : current,
      );
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: marketKeys.markets() }) },
  );

  return query;
}

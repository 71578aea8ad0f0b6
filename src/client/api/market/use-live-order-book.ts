/**
 * The live order book of one market, in the query cache under ['market', id, 'book']: the HTTP
 * snapshot first, then the `orderbook:{market}` channel's snapshot and deltas on top. A delta that
 * skips a sequence, or a reconnect, refetches the snapshot. While the socket is not connected the
 * snapshot is polled every 2 s instead (the spec's refresh), so the book never freezes silently.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { OrderBookDeltaData, OrderBookSnapshot } from '../../../contracts/market';
import { channels } from '../../../contracts/realtime';
import type { MarketId } from '../../../domain/exchange/markets';
import { useChannel, useRealtimeConnection } from '../../lib/use-channel';
import { BOOK_POLL_MS } from '../query-policy';
import { useOrderBookSnapshot } from './get-order-book';
import { marketKeys } from './keys';
import { applyBookDelta } from './live-order-book';

export function useLiveOrderBook(market: MarketId) {
  const queryClient = useQueryClient();
  const connection = useRealtimeConnection();
  const query = useOrderBookSnapshot(market, connection.status === 'connected' ? false : BOOK_POLL_MS);
  const key = marketKeys.orderBook(market);

  useChannel(
    channels.orderBook(market),
    (message) => {
      if (message.type === 'orderbook_snapshot') {
        queryClient.setQueryData(key, message.data as OrderBookSnapshot);
        return;
      }
      if (message.type !== 'orderbook_delta') return;
      const current = queryClient.getQueryData<OrderBookSnapshot>(key);
      if (!current) return;
      const result = applyBookDelta(current, message.data as OrderBookDeltaData);
      if (result.kind === 'applied') queryClient.setQueryData(key, result.book);
      else if (result.kind === 'gap') void queryClient.invalidateQueries({ queryKey: key });
    },
    { onResync: () => void queryClient.invalidateQueries({ queryKey: key }) },
  );

  return query;
}

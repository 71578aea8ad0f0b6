/**
 * GET /api/v1/markets/{market}/book: the snapshot the live book starts from (and falls back to while
 * the websocket is away). The live hook in ../realtime applies deltas on top of it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { OrderBookSnapshot } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { marketKeys } from './keys';

/** Spec: 15 levels a side generated, 8 shown; the spare levels refill the view as levels empty. */
export const BOOK_DEPTH = 15;
export function getOrderBook(market: MarketId, signal?: AbortSignal): Promise<OrderBookSnapshot> {
  return api.get(apiPaths.market.withParam(apiPaths.market.book, market), {
    signal,
    schema: () => import('../../../contracts/market').then((m) => m.OrderBookSnapshotSchema),
    query: { depth: BOOK_DEPTH },
  });
}

export const getOrderBookQueryOptions = (market: MarketId, pollMs: number | false) =>
  queryOptions({
    queryKey: marketKeys.orderBook(market),
    queryFn: ({ signal }) => getOrderBook(market, signal),
    refetchInterval: pollMs,
    ...queryPolicy.market.orderBook,
  });

export function useOrderBookSnapshot(market: MarketId, pollMs: number | false) {
  return useQuery(getOrderBookQueryOptions(market, pollMs));
}

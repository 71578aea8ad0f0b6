/**
 * GET /api/v1/markets/{market}/book: the snapshot the live book starts from (and falls back to while
 * the websocket is away). The live hook in ../realtime applies deltas on top of it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { OrderBookSnapshot } from '../../../contracts/market';
import type { MarketId } from '../../../domain/exchange/markets';
import { api } from '../../lib/api-client';

/** Spec: 15 levels a side generated, 8 shown; the spare levels refill the view as levels empty. */
export const BOOK_DEPTH = 15;
/** Used only while the websocket is not connected (spec: the book refreshes every 2 s). */
export const BOOK_POLL_MS = 2_000;

export const orderBookQueryKey = (market: MarketId) => ['market', market, 'book'] as const;

export function getOrderBook(market: MarketId, signal?: AbortSignal): Promise<OrderBookSnapshot> {
  return api.get<OrderBookSnapshot>(apiPaths.market.withParam(apiPaths.market.book, market), {
    signal,
    query: { depth: BOOK_DEPTH },
  });
}

export const getOrderBookQueryOptions = (market: MarketId, pollMs: number | false) =>
  queryOptions({
    queryKey: orderBookQueryKey(market),
    queryFn: ({ signal }) => getOrderBook(market, signal),
    refetchInterval: pollMs,
    staleTime: 1_000,
  });

export function useOrderBookSnapshot(market: MarketId, pollMs: number | false) {
  return useQuery(getOrderBookQueryOptions(market, pollMs));
}

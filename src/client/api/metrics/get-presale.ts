/** GET /api/v1/presale: the presale offer; its price applies to purchases while it runs. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { Presale } from '../../../contracts/metrics';
import { PRICE_TICKER_REFRESH_MS } from '../../../domain/constants';
import { api } from '../../lib/api-client';

export function getPresale(signal?: AbortSignal): Promise<Presale> {
  return api.get<Presale>(apiPaths.presale, { signal });
}

/** Same key as the home page's presale query (one cache entry); polled with the price feed. */
export function usePresale() {
  return useQuery(
    queryOptions({
      queryKey: ['presale'] as const,
      queryFn: ({ signal }) => getPresale(signal),
      refetchInterval: PRICE_TICKER_REFRESH_MS,
      staleTime: PRICE_TICKER_REFRESH_MS,
    }),
  );
}

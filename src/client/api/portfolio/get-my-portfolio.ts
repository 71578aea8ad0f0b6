/** GET /api/v1/me/portfolio: ledger holdings valued at market prices and VINO performance from my trades. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { PortfolioResponse } from '../../../contracts/portfolio';
import { api } from '../../lib/api-client';

export const MY_PORTFOLIO_QUERY_KEY = ['me', 'portfolio'] as const;

export const myPortfolioQueryOptions = () =>
  queryOptions({
    queryKey: MY_PORTFOLIO_QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<PortfolioResponse>(apiPaths.myPortfolio, { signal, fallbackMessage: 'Failed to load your portfolio' }),
    staleTime: 15_000,
  });

export function useMyPortfolio() {
  return useQuery(myPortfolioQueryOptions());
}

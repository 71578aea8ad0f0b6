/** GET /api/v1/me/portfolio: ledger holdings valued at market prices and VINO performance from my trades. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { PortfolioResponseSchema, type PortfolioResponse } from '../../../contracts/portfolio';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { portfolioKeys } from './keys';

export function getMyPortfolio(signal?: AbortSignal): Promise<PortfolioResponse> {
  return api.get(apiPaths.myPortfolio, {
    signal,
    schema: PortfolioResponseSchema,
    fallbackMessage: 'Failed to load your portfolio',
  });
}

export const getMyPortfolioQueryOptions = () =>
  queryOptions({
    queryKey: portfolioKeys.mine(),
    queryFn: ({ signal }) => getMyPortfolio(signal),
    ...queryPolicy.portfolio.mine,
  });

export function useMyPortfolio() {
  return useQuery(getMyPortfolioQueryOptions());
}

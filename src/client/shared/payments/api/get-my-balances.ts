/**
 * GET /api/v1/me/balances: my ledger balances, shown beside a purchase. Same query key as the
 * trading page's balances, so a purchase refreshes both.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import type { BalancesResponse } from '../../../../contracts/ledger';
import { api } from '../../../lib/api-client';

export const MY_BALANCES_QUERY_KEY = ['me', 'balances'] as const;

export function getMyBalances(signal?: AbortSignal): Promise<BalancesResponse> {
  return api.get<BalancesResponse>(apiPaths.myBalances, { signal });
}

export const getMyBalancesQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: MY_BALANCES_QUERY_KEY,
    queryFn: ({ signal }) => getMyBalances(signal),
    enabled: isSignedIn,
    staleTime: 5_000,
  });

export function useMyBalances(isSignedIn = true) {
  return useQuery(getMyBalancesQueryOptions(isSignedIn));
}

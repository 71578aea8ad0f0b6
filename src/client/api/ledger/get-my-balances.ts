/** GET /api/v1/me/balances: my available and held amounts per asset (the ledger), for the forms. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { BalancesResponse } from '../../../contracts/ledger';
import { api } from '../../lib/api-client';

export const BALANCES_QUERY_KEY = ['me', 'balances'] as const;

export function getBalances(signal?: AbortSignal): Promise<BalancesResponse> {
  return api.get<BalancesResponse>(apiPaths.myBalances, { signal });
}

export const getBalancesQueryOptions = (isSignedIn: boolean) =>
  queryOptions({
    queryKey: BALANCES_QUERY_KEY,
    queryFn: ({ signal }) => getBalances(signal),
    enabled: isSignedIn,
    staleTime: 5_000,
  });

export function useBalances(isSignedIn: boolean) {
  return useQuery(getBalancesQueryOptions(isSignedIn));
}

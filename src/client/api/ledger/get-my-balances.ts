/**
 * GET /api/v1/me/balances: my available and held amounts per asset (the ledger). The one fetcher of
 * this endpoint: trading forms, wallet overview, staking, buy, payments, redemption and the investor
 * portal all read it through `useMyBalances`, so they share one cache entry and one refresh policy.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths } from '../../../contracts/api-paths';
import type { BalancesResponse } from '../../../contracts/ledger';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { ledgerKeys } from './keys';

export function getMyBalances(signal?: AbortSignal): Promise<BalancesResponse> {
  return api.get(apiPaths.myBalances, {
    signal,
    schema: () => import('../../../contracts/ledger').then((m) => m.BalancesResponseSchema),
  });
}

export const getMyBalancesQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: ledgerKeys.myBalances(),
    queryFn: ({ signal }) => getMyBalances(signal),
    enabled: isSignedIn,
    ...queryPolicy.ledger.myBalances,
  });

export function useMyBalances(isSignedIn = true) {
  return useQuery(getMyBalancesQueryOptions(isSignedIn));
}

/** One asset's available amount (a decimal string, '0' when the user holds none). */
export function useMyAvailableBalance(asset: string, isSignedIn = true) {
  return useQuery({
    ...getMyBalancesQueryOptions(isSignedIn),
    select: (data) => data.balances.find((b) => b.asset === asset)?.available ?? '0',
  });
}

/** For flows that change balances outside a mutation of this layer (a card payment confirmed by polling). */
export function useInvalidateMyBalances() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: ledgerKeys.myBalances() }), [queryClient]);
}

/**
 * GET /api/v1/me/balances — the signed-in user's ledger balances (built by the exchange). The
 * investor portal only reads it; until that endpoint exists (404) the portal shows no holdings.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../contracts/api-paths';
import { api, isApiError } from '../../../lib/api-client';

/** The exchange's response shape: decimal strings per asset. */
export interface MyBalances {
  balances: { asset: string; available: string; held: string; total: string }[];
}

export async function getMyBalances(signal?: AbortSignal): Promise<MyBalances> {
  try {
    return await api.get<MyBalances>(apiPaths.myBalances, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { balances: [] };
    throw error;
  }
}

export const getMyBalancesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['me', 'balances', userId] as const,
    queryFn: ({ signal }) => getMyBalances(signal),
    staleTime: 30_000,
  });

export function useMyBalances(userId: string) {
  return useQuery(getMyBalancesQueryOptions(userId));
}

/**
 * The wallet page's server calls: my saved wallets (verified state, primary), making one primary,
 * my platform balances and ledger history, and my staking positions.
 */
import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { BalancesResponseSchema, LedgerPageSchema } from '../../../contracts/ledger';
import { MyStakesResponseSchema } from '../../../contracts/staking';
import { UserWalletListSchema } from '../../../contracts/wallet';
import { api } from '../../lib/api-client';

const MY_WALLETS_KEY = ['me', 'wallets'] as const;
/** Shared with the trading and payment screens, so a trade or purchase refreshes this page too. */
const BALANCES_KEY = ['me', 'balances'] as const;

export function useMyWallets(isSignedIn: boolean) {
  return useQuery({
    queryKey: MY_WALLETS_KEY,
    queryFn: ({ signal }) => api.get(walletApiPaths.myWallets, { signal, schema: UserWalletListSchema }),
    enabled: isSignedIn,
  });
}

export function useSetPrimaryWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => api.post(walletApiPaths.forAddress(walletApiPaths.primary, address), {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_WALLETS_KEY }),
  });
}

export function useInvalidateMyWallets() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: MY_WALLETS_KEY }), [queryClient]);
}

export function usePlatformBalances(isSignedIn: boolean) {
  return useQuery({
    queryKey: BALANCES_KEY,
    queryFn: ({ signal }) => api.get(apiPaths.myBalances, { signal, schema: BalancesResponseSchema }),
    enabled: isSignedIn,
    staleTime: 5_000,
  });
}

export function useLedgerHistory(isSignedIn: boolean, page: number) {
  return useQuery({
    queryKey: ['me', 'ledger', page],
    queryFn: ({ signal }) =>
      api.get(apiPaths.myLedger, { signal, query: { page, pageSize: 10 }, schema: LedgerPageSchema }),
    enabled: isSignedIn,
  });
}

export function useStakingPositions(isSignedIn: boolean) {
  return useQuery({
    queryKey: ['me', 'stakes'],
    queryFn: ({ signal }) => api.get(apiPaths.staking.myStakes, { signal, schema: MyStakesResponseSchema }),
    enabled: isSignedIn,
  });
}

/**
 * GET /api/v1/me/wallets: my saved wallets (verified state, primary), for the wallet page's settings
 * and the dashboard's wallet summary (one entry: a change on either refreshes both).
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { UserWalletListSchema, type UserWalletList } from '../../../contracts/wallet';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';
import { walletKeys } from './keys';

export function findMyWallets(signal?: AbortSignal): Promise<UserWalletList> {
  return api.get(walletApiPaths.myWallets, {
    signal,
    schema: UserWalletListSchema,
    fallbackMessage: 'Failed to load your wallets',
  });
}

export const findMyWalletsQueryOptions = (isSignedIn = true) =>
  queryOptions({
    queryKey: walletKeys.myWallets(),
    queryFn: ({ signal }) => findMyWallets(signal),
    enabled: isSignedIn,
  });

export function useMyWallets(isSignedIn = true) {
  return useQuery(findMyWalletsQueryOptions(isSignedIn));
}

/** After the wallet service verified or disconnected a wallet (it talks to the wallet, not to the cache). */
export function useInvalidateMyWallets() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: walletKeys.myWallets() }), [queryClient]);
}

/**
 * GET /api/v1/me/wallets for the Overview's wallet summary. Same query key as the wallet page, so
 * verifying, disconnecting or making a wallet primary there refreshes the summary too.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserWalletListSchema } from '../../../contracts/wallet';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';

export const myWalletsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'wallets'],
    queryFn: ({ signal }) =>
      api.get(walletApiPaths.myWallets, {
        signal,
        schema: UserWalletListSchema,
        fallbackMessage: 'Failed to load your wallets',
      }),
  });

export function useMyWallets() {
  return useQuery(myWalletsQueryOptions());
}

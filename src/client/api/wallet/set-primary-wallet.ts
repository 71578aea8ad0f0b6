/** POST /api/v1/me/wallets/{address}/primary: makes a saved wallet the primary one. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponseSchema } from '../../../contracts/common';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';
import { walletKeys } from './keys';

export function setPrimaryWallet(address: string): Promise<{ ok: true }> {
  return api.post(walletApiPaths.forAddress(walletApiPaths.primary, address), {}, { schema: OkResponseSchema });
}

export function useSetPrimaryWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPrimaryWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.myWallets() }),
  });
}

/** POST /api/v1/me/wallets/{address}/disconnect: forgets a verified wallet on the server. */
import { OkResponseSchema } from '../../../contracts/common';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';

export function disconnectWallet(address: string): Promise<{ ok: true }> {
  return api.post(
    walletApiPaths.forAddress(walletApiPaths.disconnect, address.toLowerCase()),
    {},
    {
      schema: OkResponseSchema,
    },
  );
}

/** POST /api/v1/wallet/siwe/nonce: a one-time nonce for the Sign-In With Ethereum message (wallet service). */
import { SiweNonceResponseSchema, type SiweNonceResponse } from '../../../contracts/wallet';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';

export function issueSiweNonce(): Promise<SiweNonceResponse> {
  return api.post(walletApiPaths.siweNonce, {}, { schema: SiweNonceResponseSchema });
}

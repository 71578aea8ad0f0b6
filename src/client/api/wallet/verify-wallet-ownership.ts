/** POST /api/v1/wallet/siwe/verify: the server checks the signed message and saves the wallet as verified. */
import { SiweVerifyResponseSchema, type SiweVerifyRequest, type SiweVerifyResponse } from '../../../contracts/wallet';
import { walletApiPaths } from '../../../contracts/wallet-paths';
import { api } from '../../lib/api-client';

export function verifyWalletOwnership(body: SiweVerifyRequest): Promise<SiweVerifyResponse> {
  return api.post(walletApiPaths.siweVerify, body, { schema: SiweVerifyResponseSchema });
}

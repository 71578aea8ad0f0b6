import { getAddress, verifyMessage, type Hex } from 'viem';
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe';
import { findWalletNetwork, normalizeWalletAddress } from '../../../domain/wallet-networks';
import type { SiweVerifyRequest } from '../../../contracts/wallet';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest } from '../../platform/http/app-error';
import {
  consumeSiweNonce,
  setPrimaryWalletAddress,
  upsertUserWallet,
  upsertWalletConnection,
} from './wallet-repository';

export const SIWE_MESSAGES = {
  malformed: 'The sign-in message could not be read. Please try again.',
  wrongDomain: 'This sign-in message was created for another site.',
  unsupportedChain: 'Please switch your wallet to Ethereum, Polygon or Arbitrum and try again.',
  expiredMessage: 'This sign-in message has expired. Please sign again.',
  badSignature: 'The signature does not match this wallet address.',
  badNonce: 'This sign-in request has expired or was already used. Please sign again.',
} as const;

export interface VerifyWalletOwnershipInput extends Required<Omit<SiweVerifyRequest, 'walletType'>> {
  walletType: string;
}

/**
 * Proves that the signed-in user controls a wallet (EIP-4361): the message must name this site's
 * host, a supported chain and a nonce we issued to this user that is unused and unexpired, and its
 * signature must recover to the address it names. Then the connection (conflict key user, address,
 * chain) and the user's wallet (conflict key user, address) are upserted as verified and primary,
 * with an audit row, in one transaction that also consumes the nonce.
 */
export async function verifyWalletOwnership(
  db: Database,
  input: VerifyWalletOwnershipInput,
  ctx: { userId: string; expectedDomain: string; now: Date; ipAddress?: string; requestId?: string },
) {
  const fields = parseSiweMessage(input.message);
  if (!fields.address || !fields.nonce || !fields.domain || !fields.chainId || fields.version !== '1')
    throw badRequest(SIWE_MESSAGES.malformed);
  if (fields.domain !== ctx.expectedDomain) throw badRequest(SIWE_MESSAGES.wrongDomain);
  const network = findWalletNetwork(fields.chainId);
  if (!network) throw badRequest(SIWE_MESSAGES.unsupportedChain);
  // Checks expirationTime / notBefore the message itself carries.
  if (!validateSiweMessage({ message: fields, time: ctx.now })) throw badRequest(SIWE_MESSAGES.expiredMessage);

  const address = getAddress(fields.address);
  // A malformed signature throws; it is as wrong as a signature by another key.
  const isValid = await verifyMessage({ address, message: input.message, signature: input.signature as Hex }).catch(
    () => false,
  );
  if (!isValid) throw badRequest(SIWE_MESSAGES.badSignature);

  const walletAddress = normalizeWalletAddress(address);
  return db.transaction(async (tx) => {
    const consumed = await consumeSiweNonce(tx, { nonce: fields.nonce!, userId: ctx.userId, now: ctx.now });
    if (!consumed) throw badRequest(SIWE_MESSAGES.badNonce);
    const chainId = String(network.chainId);
    await upsertWalletConnection(tx, {
      userId: ctx.userId,
      walletAddress,
      walletType: input.walletType,
      chainId,
      verifiedAt: ctx.now,
    });
    await setPrimaryWalletAddress(tx, ctx.userId, walletAddress);
    await upsertUserWallet(tx, {
      userId: ctx.userId,
      walletAddress,
      walletType: input.walletType,
      chainId,
      networkName: network.name,
      verificationStatus: 'verified',
      lastSyncAt: ctx.now,
    });
    await writeAuditLog(tx, {
      actorUserId: ctx.userId,
      action: 'wallet.verified',
      entityType: 'wallet',
      entityId: walletAddress,
      data: { chainId: network.chainId, walletType: input.walletType },
      ipAddress: ctx.ipAddress,
      requestId: ctx.requestId,
    });
    return { address: walletAddress, chainId: network.chainId };
  });
}

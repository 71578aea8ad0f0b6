import { normalizeWalletAddress } from '../../../domain/wallet-networks';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { WALLET_NOT_FOUND_MESSAGE } from './set-primary-wallet';
import { markWalletNotPrimary } from './wallet-repository';

/** Disconnect (core spec section 4): the saved connection is marked not primary. */
export async function disconnectWallet(
  db: Database,
  userId: string,
  address: string,
  meta: { ipAddress?: string; requestId?: string } = {},
) {
  const walletAddress = normalizeWalletAddress(address);
  await db.transaction(async (tx) => {
    const changed = await markWalletNotPrimary(tx, userId, walletAddress);
    if (changed === 0) throw notFound(WALLET_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'wallet.disconnected',
      entityType: 'wallet',
      entityId: walletAddress,
      ...meta,
    });
  });
}

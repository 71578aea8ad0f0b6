import { normalizeWalletAddress } from '../../../domain/wallet-networks';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';
import { setPrimaryWalletAddress } from './wallet-repository';

export const WALLET_NOT_FOUND_MESSAGE = 'This wallet is not connected to your account.';

/** Makes one of the user's own wallets the primary one (only wallets they verified are theirs). */
export async function setPrimaryWallet(
  db: Database,
  userId: string,
  address: string,
  meta: { ipAddress?: string; requestId?: string } = {},
) {
  const walletAddress = normalizeWalletAddress(address);
  await db.transaction(async (tx) => {
    const changed = await setPrimaryWalletAddress(tx, userId, walletAddress);
    if (changed === 0) throw notFound(WALLET_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      actorUserId: userId,
      action: 'wallet.primary',
      entityType: 'wallet',
      entityId: walletAddress,
      ...meta,
    });
  });
}

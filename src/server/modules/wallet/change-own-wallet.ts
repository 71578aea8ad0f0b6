import { normalizeWalletAddress } from '../../../domain/wallet-networks';
import type { Database, Transaction } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { notFound } from '../../platform/http/app-error';

export const WALLET_NOT_FOUND_MESSAGE = 'This wallet is not connected to your account.';

export type WalletChangeMeta = { ipAddress?: string; requestId?: string };

/**
 * Changes one of the user's own wallets (only wallets they verified are theirs) and audits it in
 * the same transaction; 404 when the address is not theirs.
 */
export async function changeOwnWallet(
  db: Database,
  change: {
    userId: string;
    address: string;
    action: string;
    apply: (tx: Transaction, userId: string, walletAddress: string) => Promise<number>;
  },
  meta: WalletChangeMeta,
) {
  const walletAddress = normalizeWalletAddress(change.address);
  await db.transaction(async (tx) => {
    const changed = await change.apply(tx, change.userId, walletAddress);
    if (changed === 0) throw notFound(WALLET_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      actorUserId: change.userId,
      action: change.action,
      entityType: 'wallet',
      entityId: walletAddress,
      ...meta,
    });
  });
}

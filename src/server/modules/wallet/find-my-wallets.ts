import type { UserWallet } from '../../../contracts/wallet';
import type { Database } from '../../db/client';
import { findUserWalletRows, findWalletConnections } from './wallet-repository';

/** The user's wallets (one per address) with their connection state across chains. */
export async function findMyWallets(db: Database, userId: string): Promise<UserWallet[]> {
  const [wallets, connections] = await Promise.all([findUserWalletRows(db, userId), findWalletConnections(db, userId)]);
  const result = wallets.map((w): UserWallet => {
    const own = connections.filter((c) => c.walletAddress === w.walletAddress);
    const verifiedAt = own
      .map((c) => c.verifiedAt)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    const lastConnectedAt = own[0]?.lastConnectedAt ?? w.lastSyncAt;
    return {
      address: w.walletAddress,
      walletType: w.walletType,
      chainId: Number(w.chainId),
      networkName: w.networkName,
      isPrimary: own.some((c) => c.isPrimary),
      verifiedAt: verifiedAt ? verifiedAt.toISOString() : null,
      lastConnectedAt: lastConnectedAt.toISOString(),
      verificationStatus: w.verificationStatus === 'verified' ? 'verified' : 'unverified',
      balanceUsd: w.balanceUsd,
      balanceTokens: w.balanceTokens,
      lastSyncAt: w.lastSyncAt.toISOString(),
    };
  });
  // Primary first, then the most recently connected.
  return result.sort(
    (a, b) => Number(b.isPrimary) - Number(a.isPrimary) || b.lastConnectedAt.localeCompare(a.lastConnectedAt),
  );
}

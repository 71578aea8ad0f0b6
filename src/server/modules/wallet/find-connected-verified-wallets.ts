import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userWallets, walletConnections } from '../../db/schema/wallets';

/**
 * Every SIWE-verified wallet of the user (lower-case address) and whether it is still connected:
 * disconnecting, or connecting another wallet, leaves it saved but no longer the primary one.
 */
export async function findConnectedVerifiedWallets(
  db: Executor,
  userId: string,
): Promise<{ address: string; connected: boolean }[]> {
  const [wallets, connections] = await Promise.all([
    db
      .select({ address: userWallets.walletAddress })
      .from(userWallets)
      .where(and(eq(userWallets.userId, userId), eq(userWallets.verificationStatus, 'verified'))),
    db
      .select({ address: walletConnections.walletAddress })
      .from(walletConnections)
      .where(and(eq(walletConnections.userId, userId), eq(walletConnections.isPrimary, true))),
  ]);
  const connected = new Set(connections.map((c) => c.address.toLowerCase()));
  return wallets.map((w) => ({ address: w.address.toLowerCase(), connected: connected.has(w.address.toLowerCase()) }));
}

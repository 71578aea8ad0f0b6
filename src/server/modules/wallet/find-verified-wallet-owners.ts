import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userWallets } from '../../db/schema/wallets';

/** The users who proved, by a SIWE signature, that they own `address` (any letter case). */
export async function findVerifiedWalletOwners(db: Executor, address: string): Promise<string[]> {
  const rows = await db
    .select({ userId: userWallets.userId })
    .from(userWallets)
    .where(and(eq(userWallets.walletAddress, address.toLowerCase()), eq(userWallets.verificationStatus, 'verified')));
  return rows.map((r) => r.userId);
}

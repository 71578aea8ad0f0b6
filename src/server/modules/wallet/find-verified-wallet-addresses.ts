import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userWallets } from '../../db/schema/wallets';

/** The user's wallet addresses proven by a SIWE signature (stored lower-case). */
export async function findVerifiedWalletAddresses(db: Executor, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ address: userWallets.walletAddress })
    .from(userWallets)
    .where(and(eq(userWallets.userId, userId), eq(userWallets.verificationStatus, 'verified')));
  return new Set(rows.map((r) => r.address.toLowerCase()));
}

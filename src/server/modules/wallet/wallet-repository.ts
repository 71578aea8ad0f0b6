import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { walletSiweNonces } from '../../db/schema/wallet-nonces';
import { userWallets, walletConnections } from '../../db/schema/wallets';

export type WalletConnectionRow = typeof walletConnections.$inferSelect;
export type UserWalletRow = typeof userWallets.$inferSelect;

export async function insertSiweNonce(db: Executor, values: { nonce: string; userId: string; expiresAt: Date }) {
  await db.insert(walletSiweNonces).values(values);
}

/**
 * Marks the user's nonce used if it is still unused and unexpired; true when this call consumed it.
 * One UPDATE decides, so two verifications racing for the same nonce cannot both succeed.
 */
export async function consumeSiweNonce(db: Executor, input: { nonce: string; userId: string; now: Date }) {
  const rows = await db
    .update(walletSiweNonces)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(walletSiweNonces.nonce, input.nonce),
        eq(walletSiweNonces.userId, input.userId),
        isNull(walletSiweNonces.usedAt),
        gt(walletSiweNonces.expiresAt, input.now),
      ),
    )
    .returning({ nonce: walletSiweNonces.nonce });
  return rows.length === 1;
}

/** Upsert on the spec's conflict key (user_id, wallet_address, chain_id). */
export async function upsertWalletConnection(
  db: Executor,
  values: { userId: string; walletAddress: string; walletType: string; chainId: string; verifiedAt: Date },
) {
  await db
    .insert(walletConnections)
    .values({ ...values, lastConnectedAt: values.verifiedAt, isPrimary: true })
    .onConflictDoUpdate({
      target: [walletConnections.userId, walletConnections.walletAddress, walletConnections.chainId],
      set: {
        walletType: values.walletType,
        verifiedAt: values.verifiedAt,
        lastConnectedAt: values.verifiedAt,
        isPrimary: true,
      },
    });
}

/** Upsert on the spec's conflict key (user_id, wallet_address). */
export async function upsertUserWallet(
  db: Executor,
  values: {
    userId: string;
    walletAddress: string;
    walletType: string;
    chainId: string;
    networkName: string;
    verificationStatus: 'verified';
    lastSyncAt: Date;
  },
) {
  await db
    .insert(userWallets)
    .values(values)
    .onConflictDoUpdate({
      target: [userWallets.userId, userWallets.walletAddress],
      set: {
        walletType: values.walletType,
        chainId: values.chainId,
        networkName: values.networkName,
        verificationStatus: values.verificationStatus,
        lastSyncAt: values.lastSyncAt,
      },
    });
}

/** Makes every connection of `walletAddress` primary and every other connection of the user not primary. */
export async function setPrimaryWalletAddress(db: Executor, userId: string, walletAddress: string) {
  await db
    .update(walletConnections)
    .set({ isPrimary: false })
    .where(and(eq(walletConnections.userId, userId), ne(walletConnections.walletAddress, walletAddress)));
  const rows = await db
    .update(walletConnections)
    .set({ isPrimary: true })
    .where(and(eq(walletConnections.userId, userId), eq(walletConnections.walletAddress, walletAddress)))
    .returning({ id: walletConnections.id });
  return rows.length;
}

/** Disconnect: the saved connection stays (its proof of ownership too) but is no longer primary. */
export async function markWalletNotPrimary(db: Executor, userId: string, walletAddress: string) {
  const rows = await db
    .update(walletConnections)
    .set({ isPrimary: false })
    .where(and(eq(walletConnections.userId, userId), eq(walletConnections.walletAddress, walletAddress)))
    .returning({ id: walletConnections.id });
  return rows.length;
}

export async function updateUserWalletBalances(
  db: Executor,
  input: {
    userId: string;
    walletAddress: string;
    chainId: string;
    networkName: string;
    balanceUsd: string;
    balanceTokens: { ETH?: string; VINO?: string };
    lastSyncAt: Date;
  },
) {
  const rows = await db
    .update(userWallets)
    .set({
      chainId: input.chainId,
      networkName: input.networkName,
      balanceUsd: input.balanceUsd,
      balanceTokens: input.balanceTokens,
      lastSyncAt: input.lastSyncAt,
    })
    .where(and(eq(userWallets.userId, input.userId), eq(userWallets.walletAddress, input.walletAddress)))
    .returning();
  return rows[0];
}

export async function findWalletConnections(db: Executor, userId: string): Promise<WalletConnectionRow[]> {
  return db
    .select()
    .from(walletConnections)
    .where(eq(walletConnections.userId, userId))
    .orderBy(desc(walletConnections.lastConnectedAt));
}

export async function findUserWalletRows(db: Executor, userId: string): Promise<UserWalletRow[]> {
  return db.select().from(userWallets).where(eq(userWallets.userId, userId));
}

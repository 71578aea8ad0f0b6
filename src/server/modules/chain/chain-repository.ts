import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { chainDepositCursor, chainDeposits, chainWithdrawals } from '../../db/schema/chain';
import type { WithdrawalState } from '../../../domain/chain/bridge-states';

export type WithdrawalRow = typeof chainWithdrawals.$inferSelect;
export type DepositRow = typeof chainDeposits.$inferSelect;

export async function insertWithdrawal(
  db: Executor,
  values: { userId: string; destination: string; amount: string; state: 'requested' | 'review'; createdAt: Date },
): Promise<WithdrawalRow> {
  const [row] = await db
    .insert(chainWithdrawals)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return row!;
}

export async function findWithdrawal(db: Executor, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(chainWithdrawals).where(eq(chainWithdrawals.id, id)).limit(1);
  return row;
}

/** Moves a withdrawal on only from the states given: null when another step got there first. */
export async function moveWithdrawal(
  db: Executor,
  id: string,
  from: readonly WithdrawalState[],
  change: Partial<typeof chainWithdrawals.$inferInsert> & { state: WithdrawalState },
): Promise<WithdrawalRow | null> {
  const [row] = await db
    .update(chainWithdrawals)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(chainWithdrawals.id, id), inArray(chainWithdrawals.state, [...from])))
    .returning();
  return row ?? null;
}

/** VINO the user has asked to withdraw since `since`, counting every request not given back. */
export async function withdrawnSince(db: Executor, userId: string, since: Date): Promise<string> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chainWithdrawals.amount}), 0)::text` })
    .from(chainWithdrawals)
    .where(
      and(
        eq(chainWithdrawals.userId, userId),
        gte(chainWithdrawals.createdAt, since),
        notInArray(chainWithdrawals.state, ['failed', 'rejected']),
      ),
    );
  return row?.total ?? '0';
}

export function findUserWithdrawals(db: Executor, userId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(chainWithdrawals)
    .where(eq(chainWithdrawals.userId, userId))
    .orderBy(desc(chainWithdrawals.createdAt))
    .limit(100);
}

export function findWithdrawalsIn(db: Executor, state: WithdrawalState): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(chainWithdrawals)
    .where(eq(chainWithdrawals.state, state))
    .orderBy(asc(chainWithdrawals.createdAt));
}

export function findReviewQueue(db: Executor) {
  return db
    .select({ withdrawal: chainWithdrawals, userEmail: user.email })
    .from(chainWithdrawals)
    .innerJoin(user, eq(user.id, chainWithdrawals.userId))
    .where(eq(chainWithdrawals.state, 'review'))
    .orderBy(asc(chainWithdrawals.createdAt));
}

export function findUserDeposits(db: Executor, userId: string): Promise<DepositRow[]> {
  return db
    .select()
    .from(chainDeposits)
    .where(eq(chainDeposits.creditedUserId, userId))
    .orderBy(desc(chainDeposits.blockNumber), desc(chainDeposits.logIndex))
    .limit(100);
}

/** Records a deposit once: null when this (tx hash, log index) was recorded before. */
export async function insertDeposit(
  db: Executor,
  values: typeof chainDeposits.$inferInsert,
): Promise<DepositRow | null> {
  const [row] = await db
    .insert(chainDeposits)
    .values(values)
    .onConflictDoNothing({ target: [chainDeposits.txHash, chainDeposits.logIndex] })
    .returning();
  return row ?? null;
}

export async function readDepositCursor(db: Executor, token: string): Promise<bigint | null> {
  const [row] = await db
    .select({ nextBlock: chainDepositCursor.nextBlock })
    .from(chainDepositCursor)
    .where(eq(chainDepositCursor.token, token))
    .limit(1);
  return row?.nextBlock ?? null;
}

/**
 * Moves the cursor from `from` to `to`; false when another node moved it first (the caller's
 * transaction, with its credits, must then roll back).
 */
export async function advanceDepositCursor(
  db: Executor,
  token: string,
  from: bigint | null,
  to: bigint,
): Promise<boolean> {
  if (from === null) {
    const inserted = await db
      .insert(chainDepositCursor)
      .values({ token, nextBlock: to })
      .onConflictDoNothing()
      .returning({ token: chainDepositCursor.token });
    return inserted.length === 1;
  }
  const updated = await db
    .update(chainDepositCursor)
    .set({ nextBlock: to, updatedAt: new Date() })
    .where(and(eq(chainDepositCursor.token, token), eq(chainDepositCursor.nextBlock, from)))
    .returning({ token: chainDepositCursor.token });
  return updated.length === 1;
}

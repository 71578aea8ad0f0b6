import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { RewardFrequency } from '../../../domain/staking-rewards';
import { queryRows, type Executor } from '../../db/client';
import { stakes, stakingPools, stakingRewardPayouts } from '../../db/schema/staking';

const toNumeric = (amount: bigint) => formatDecimal(amount, LEDGER_SCALE);
const fromNumeric = (value: string) => parseDecimal(value, LEDGER_SCALE);

export interface PoolRow {
  id: string;
  name: string;
  description: string;
  apy: string;
  minStake: bigint;
  lockDays: number;
  rewardFrequency: RewardFrequency;
  risk: 'low' | 'medium' | 'high';
  features: string[];
  membersOnly: boolean;
}

export interface PoolWithTotalRow extends PoolRow {
  totalStaked: bigint;
}

const toPool = (r: typeof stakingPools.$inferSelect): PoolRow => ({
  id: r.id,
  name: r.name,
  description: r.description,
  apy: r.apy,
  minStake: fromNumeric(r.minStake),
  lockDays: r.lockDays,
  rewardFrequency: r.rewardFrequency,
  risk: r.risk,
  features: r.features,
  membersOnly: r.membersOnly,
});

/** Every pool in display order, with the sum of its active stakes. */
export async function findPoolsWithTotals(db: Executor): Promise<PoolWithTotalRow[]> {
  const rows = await db
    .select({
      pool: stakingPools,
      total: sql<string>`coalesce(sum(${stakes.amount}) filter (where ${stakes.status} = 'active'), 0)::text`,
    })
    .from(stakingPools)
    .leftJoin(stakes, eq(stakes.poolId, stakingPools.id))
    .groupBy(stakingPools.id)
    .orderBy(asc(stakingPools.sortOrder), asc(stakingPools.id));
  return rows.map((r) => ({ ...toPool(r.pool), totalStaked: fromNumeric(r.total) }));
}

export async function findPool(db: Executor, id: string): Promise<PoolRow | null> {
  const rows = await db.select().from(stakingPools).where(eq(stakingPools.id, id)).limit(1);
  return rows[0] ? toPool(rows[0]) : null;
}

export interface StakeRow {
  id: string;
  userId: string;
  poolId: string;
  poolName: string;
  rewardFrequency: RewardFrequency;
  lockDays: number;
  amount: bigint;
  apy: string;
  startedAt: Date;
  lockEndsAt: Date | null;
  status: 'active' | 'unstaked';
  accruedRewards: bigint;
  paidRewards: bigint;
  lastAccrualAt: Date;
  nextPayoutAt: Date;
  unstakedAt: Date | null;
}

const stakeColumns = {
  stake: stakes,
  poolName: stakingPools.name,
  rewardFrequency: stakingPools.rewardFrequency,
  lockDays: stakingPools.lockDays,
};

const toStake = (r: {
  stake: typeof stakes.$inferSelect;
  poolName: string;
  rewardFrequency: RewardFrequency;
  lockDays: number;
}): StakeRow => ({
  id: r.stake.id,
  userId: r.stake.userId,
  poolId: r.stake.poolId,
  poolName: r.poolName,
  rewardFrequency: r.rewardFrequency,
  lockDays: r.lockDays,
  amount: fromNumeric(r.stake.amount),
  apy: r.stake.apy,
  startedAt: r.stake.startedAt,
  lockEndsAt: r.stake.lockEndsAt,
  status: r.stake.status,
  accruedRewards: fromNumeric(r.stake.accruedRewards),
  paidRewards: fromNumeric(r.stake.paidRewards),
  lastAccrualAt: r.stake.lastAccrualAt,
  nextPayoutAt: r.stake.nextPayoutAt,
  unstakedAt: r.stake.unstakedAt,
});

export interface NewStake {
  userId: string;
  poolId: string;
  amount: bigint;
  apy: string;
  startedAt: Date;
  lockEndsAt: Date | null;
  nextPayoutAt: Date;
}

export async function insertStake(tx: Executor, s: NewStake): Promise<string> {
  const [row] = await tx
    .insert(stakes)
    .values({
      userId: s.userId,
      poolId: s.poolId,
      amount: toNumeric(s.amount),
      apy: s.apy,
      startedAt: s.startedAt,
      lockEndsAt: s.lockEndsAt,
      lastAccrualAt: s.startedAt,
      nextPayoutAt: s.nextPayoutAt,
    })
    .returning({ id: stakes.id });
  return row!.id;
}

/** The user's stakes, newest first (active and unstaked). */
export async function findUserStakes(db: Executor, userId: string): Promise<StakeRow[]> {
  const rows = await db
    .select(stakeColumns)
    .from(stakes)
    .innerJoin(stakingPools, eq(stakingPools.id, stakes.poolId))
    .where(eq(stakes.userId, userId))
    .orderBy(sql`${stakes.status} = 'unstaked'`, sql`${stakes.startedAt} desc`);
  return rows.map(toStake);
}

/**
 * The stake, locked FOR UPDATE until the transaction ends: claims, payouts and unstakes of one
 * stake run one after the other, so the same reward is never paid twice. `userId` limits it to its
 * owner (null for the scheduled job).
 */
export async function lockStake(tx: Executor, id: string, userId: string | null): Promise<StakeRow | null> {
  const rows = await tx
    .select(stakeColumns)
    .from(stakes)
    .innerJoin(stakingPools, eq(stakingPools.id, stakes.poolId))
    .where(userId === null ? eq(stakes.id, id) : and(eq(stakes.id, id), eq(stakes.userId, userId)))
    .for('update', { of: stakes });
  return rows[0] ? toStake(rows[0]) : null;
}

export async function findStake(db: Executor, id: string): Promise<StakeRow | null> {
  const rows = await db
    .select(stakeColumns)
    .from(stakes)
    .innerJoin(stakingPools, eq(stakingPools.id, stakes.poolId))
    .where(eq(stakes.id, id))
    .limit(1);
  return rows[0] ? toStake(rows[0]) : null;
}

export async function updateStakeRewards(
  tx: Executor,
  id: string,
  r: { accrued: bigint; paid: bigint; lastAccrualAt: Date; nextPayoutAt?: Date },
): Promise<void> {
  await tx
    .update(stakes)
    .set({
      accruedRewards: toNumeric(r.accrued),
      paidRewards: toNumeric(r.paid),
      lastAccrualAt: r.lastAccrualAt,
      ...(r.nextPayoutAt ? { nextPayoutAt: r.nextPayoutAt } : {}),
    })
    .where(eq(stakes.id, id));
}

export async function markUnstaked(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(stakes).set({ status: 'unstaked', unstakedAt: at }).where(eq(stakes.id, id));
}

export async function insertPayout(
  tx: Executor,
  p: {
    stakeId: string;
    userId: string;
    kind: 'scheduled' | 'claim' | 'unstake';
    amount: bigint;
    paidUpTo: Date;
    ledgerEntryId: string;
  },
): Promise<void> {
  await tx.insert(stakingRewardPayouts).values({ ...p, amount: toNumeric(p.amount) });
}

/** Active stakes whose scheduled payout is due at `now`, oldest first. */
export async function findDueStakeIds(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: stakes.id })
    .from(stakes)
    .where(and(eq(stakes.status, 'active'), lte(stakes.nextPayoutAt, now)))
    .orderBy(asc(stakes.nextPayoutAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Platform-wide: VINO in active stakes and how many users hold one. */
export async function sumActiveStakes(db: Executor): Promise<{ total: bigint; stakers: number }> {
  const rows = await queryRows<{ total: string; stakers: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::text as total, count(distinct user_id)::int as stakers
        from ${stakes} where status = 'active'`,
  );
  return { total: fromNumeric(rows[0]?.total ?? '0'), stakers: Number(rows[0]?.stakers ?? 0) };
}

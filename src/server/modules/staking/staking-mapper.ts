import type { Stake, StakingPool } from '../../../contracts/staking';
import { formatLedgerAmount } from '../../../domain/exchange/markets';
import { claimableAt, earnedAt } from '../../../domain/staking-rewards';
import type { PoolWithTotalRow, StakeRow } from './staking-repository';

/** "6.500" → "6.5", "100.000000000000000000" → "100": how figures read in messages and on screen. */
export function trimDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export const poolToWire = (p: PoolWithTotalRow): StakingPool => ({
  id: p.id,
  name: p.name,
  description: p.description,
  apy: trimDecimal(p.apy),
  minStake: trimDecimal(formatLedgerAmount(p.minStake)),
  lockDays: p.lockDays,
  rewardFrequency: p.rewardFrequency,
  risk: p.risk,
  features: p.features,
  membersOnly: p.membersOnly,
  totalStaked: formatLedgerAmount(p.totalStaked),
});

export const timeline = (s: StakeRow) => ({
  amount: s.amount,
  apyPercent: s.apy,
  startedAt: s.startedAt,
  endedAt: s.unstakedAt,
  paid: s.paidRewards,
});

/** Rewards are computed at `now` (the app clock) from the stake's start, so they grow live. */
export function stakeToWire(s: StakeRow, now: Date): Stake {
  const earned = earnedAt(timeline(s), now);
  const isActive = s.status === 'active';
  return {
    id: s.id,
    poolId: s.poolId,
    poolName: s.poolName,
    amount: formatLedgerAmount(s.amount),
    apy: trimDecimal(s.apy),
    rewardFrequency: s.rewardFrequency,
    startedAt: s.startedAt.toISOString(),
    lockDays: s.lockDays,
    lockEndsAt: s.lockEndsAt?.toISOString() ?? null,
    isUnlocked: isActive && (s.lockEndsAt === null || s.lockEndsAt <= now),
    status: s.status,
    earnedRewards: formatLedgerAmount(earned),
    paidRewards: formatLedgerAmount(s.paidRewards),
    claimableRewards: formatLedgerAmount(claimableAt(timeline(s), now)),
    nextPayoutAt: isActive ? s.nextPayoutAt.toISOString() : null,
    unstakedAt: s.unstakedAt?.toISOString() ?? null,
  };
}

/** "31 Mar 2026, 12:00 UTC": when a locked stake opens, in the 409 message. */
export function formatUnlockTime(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    at,
  );
  return `${text} UTC`;
}

/**
 * Staking rewards (investor spec section 9): reward = amount x APY x days / 365, in exact bigint
 * fixed point. Time is counted to the millisecond so a stake earns continuously; what is earned is
 * always computed from the start (never added up step by step), so no rounding drift builds up.
 * Results are rounded DOWN at the ledger scale: the platform never pays more than was earned.
 */
import { LEDGER_SCALE } from './ledger-assets';
import { parseDecimal } from './money';

export const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_DAYS = 365n;

/** APY percentages are stored with up to 3 decimals ("6.5", "15.5"). */
export const APY_SCALE = 3;

export const REWARD_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RewardFrequency = (typeof REWARD_FREQUENCIES)[number];

/** Days between scheduled payouts: daily 1, weekly 7, monthly 30. */
export const PAYOUT_PERIOD_DAYS: Record<RewardFrequency, number> = { daily: 1, weekly: 7, monthly: 30 };

/**
 * The reward of `amount` (at LEDGER_SCALE) staked at `apyPercent` ("6.5") for `elapsedMs`.
 * 1000 VINO x 6.5 % x 30 days / 365 = 5.342465753424657534 VINO.
 */
export function rewardFor(amount: bigint, apyPercent: string, elapsedMs: number): bigint {
  if (amount <= 0n || elapsedMs <= 0) return 0n;
  const apy = parseDecimal(apyPercent, APY_SCALE);
  const denominator = 100n * 10n ** BigInt(APY_SCALE) * YEAR_DAYS * BigInt(DAY_MS);
  return (amount * apy * BigInt(Math.floor(elapsedMs))) / denominator;
}

/** The estimate the spec names: amount x APY x days / 365, for whole days. */
export function rewardForDays(amount: bigint, apyPercent: string, days: number): bigint {
  return rewardFor(amount, apyPercent, days * DAY_MS);
}

export interface StakeTimeline {
  amount: bigint;
  apyPercent: string;
  startedAt: Date;
  /** When the stake stopped earning (unstaked); null while active. */
  endedAt: Date | null;
}

/** Everything the stake has earned up to `at` (it stops earning when unstaked). */
export function earnedAt(stake: StakeTimeline, at: Date): bigint {
  const end = stake.endedAt && stake.endedAt < at ? stake.endedAt : at;
  return rewardFor(stake.amount, stake.apyPercent, end.getTime() - stake.startedAt.getTime());
}

/** Earned but not yet paid at `at` (never negative). */
export function claimableAt(stake: StakeTimeline & { paid: bigint }, at: Date): bigint {
  const claimable = earnedAt(stake, at) - stake.paid;
  return claimable > 0n ? claimable : 0n;
}

/**
 * The last payout boundary reached by `at` (start + k whole periods) and the next one. Scheduled
 * payouts pay what was earned up to the last boundary; a claim in between pays up to now.
 */
export function payoutBoundaries(
  startedAt: Date,
  frequency: RewardFrequency,
  at: Date,
): { last: Date | null; next: Date } {
  const period = PAYOUT_PERIOD_DAYS[frequency] * DAY_MS;
  const periods = Math.floor((at.getTime() - startedAt.getTime()) / period);
  const start = startedAt.getTime();
  return {
    last: periods >= 1 ? new Date(start + periods * period) : null,
    next: new Date(start + Math.max(periods + 1, 1) * period),
  };
}

/** When a locked stake may be unstaked; null for a flexible pool (lock of 0 days). */
export function lockEndsAt(startedAt: Date, lockDays: number): Date | null {
  return lockDays > 0 ? new Date(startedAt.getTime() + lockDays * DAY_MS) : null;
}

/**
 * The smallest claim: one hundredth of a VINO, the smallest amount the screens show. Rewards accrue
 * every millisecond, so without it a second Claim a moment after the first would pay a few wei.
 */
export const MINIMUM_CLAIM = 10n ** BigInt(LEDGER_SCALE - 2);

/** Zero-decimal or at most 2-decimal positive amounts, as the stake form takes them. */
const STAKE_AMOUNT = /^\d+(\.\d{1,2})?$/;
export const STAKE_AMOUNT_DECIMALS = 2;

/** The stake amount at LEDGER_SCALE, or null when the text is not a positive amount. */
export function parseStakeAmount(text: string): bigint | null {
  const trimmed = text.trim();
  if (!STAKE_AMOUNT.test(trimmed)) return null;
  const amount = parseDecimal(trimmed, LEDGER_SCALE);
  return amount > 0n ? amount : null;
}

export { LEDGER_SCALE };

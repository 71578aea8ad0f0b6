import { REWARD_FREQUENCIES } from '../domain/staking-rewards';
import { DecimalStringSchema } from './common';
import { z } from './zod';

/** Messages of staking. The first three are investor spec section 5, word for word. */
export const STAKING_MESSAGES = {
  invalidAmount: 'Please enter a valid stake amount',
  belowMinimum: (min: string) => `Minimum stake amount is ${min} VINO`,
  insufficientBalance: 'Insufficient balance for this stake amount',
  disabled: 'Staking is currently disabled. Please try again later.',
  maintenance: 'The platform is under maintenance. Staking is paused until it ends.',
  membersOnly: 'This pool is open to Premium Circle members only.',
  poolNotFound: 'This staking pool does not exist.',
  stakeNotFound: 'Stake not found.',
  notActive: 'This stake has already been unstaked.',
  nothingToClaim: 'There are no rewards to claim yet.',
  locked: (unlocksOn: string) => `This stake is locked until ${unlocksOn}. You can unstake it from then on.`,
} as const;

/** Error codes the client may branch on. */
export const STAKING_ERROR_CODES = {
  disabled: 'STAKING_DISABLED',
  maintenance: 'MAINTENANCE',
  membersOnly: 'MEMBERS_ONLY',
  locked: 'STAKE_LOCKED',
  nothingToClaim: 'NOTHING_TO_CLAIM',
  notActive: 'STAKE_NOT_ACTIVE',
} as const;

export const RewardFrequencySchema = z.enum(REWARD_FREQUENCIES);
export const RiskSchema = z.enum(['low', 'medium', 'high']);

/** A pool as the staking page shows it (investor spec section 3 "Staking pool"). */
export const StakingPoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Percent per year, e.g. "6.5". */
  apy: DecimalStringSchema,
  /** VINO, whole or with decimals ("100"). */
  minStake: DecimalStringSchema,
  /** 0 = flexible (unstake anytime). */
  lockDays: z.number().int().min(0),
  rewardFrequency: RewardFrequencySchema,
  risk: RiskSchema,
  features: z.array(z.string()),
  membersOnly: z.boolean(),
  /** Sum of the active stakes in the pool (VINO). */
  totalStaked: DecimalStringSchema,
});
export type StakingPool = z.infer<typeof StakingPoolSchema>;

export const StakingPoolsResponseSchema = z.object({ pools: z.array(StakingPoolSchema) });
export type StakingPoolsResponse = z.infer<typeof StakingPoolsResponseSchema>;

/**
 * A stake as its owner sees it (spec "Stake position" and "Stored stake"). Rewards: `earned` so
 * far, `paid` out (scheduled payouts, claims), `claimable` = earned - paid.
 */
export const StakeSchema = z.object({
  id: z.string(),
  poolId: z.string(),
  poolName: z.string(),
  amount: DecimalStringSchema,
  apy: DecimalStringSchema,
  rewardFrequency: RewardFrequencySchema,
  startedAt: z.string(),
  lockDays: z.number().int().min(0),
  /** Null for a flexible pool. */
  lockEndsAt: z.string().nullable(),
  /** True when Unstake is allowed now. */
  isUnlocked: z.boolean(),
  status: z.enum(['active', 'unstaked']),
  earnedRewards: DecimalStringSchema,
  paidRewards: DecimalStringSchema,
  claimableRewards: DecimalStringSchema,
  /** Next scheduled payout; null once unstaked. */
  nextPayoutAt: z.string().nullable(),
  unstakedAt: z.string().nullable(),
});
export type Stake = z.infer<typeof StakeSchema>;

export const MyStakesResponseSchema = z.object({
  stakes: z.array(StakeSchema),
  totals: z.object({
    /** Active principal. */
    staked: DecimalStringSchema,
    claimable: DecimalStringSchema,
    paid: DecimalStringSchema,
  }),
  /** The server's clock (it can be advanced in demo mode and tests; accruals use it). */
  asOf: z.string(),
});
export type MyStakesResponse = z.infer<typeof MyStakesResponseSchema>;

const POSITIVE_AMOUNT = /^\d+(\.\d{1,2})?$/;

/** The stake form and request: amount is VINO with at most 2 decimals; the server checks the rest. */
export const CreateStakeRequestSchema = z.object({
  poolId: z.string().trim().min(1).max(64),
  amount: z
    .string({ error: STAKING_MESSAGES.invalidAmount })
    .trim()
    .refine((v) => POSITIVE_AMOUNT.test(v) && /[1-9]/.test(v), STAKING_MESSAGES.invalidAmount),
});
export type CreateStakeRequest = z.input<typeof CreateStakeRequestSchema>;

export const StakeResponseSchema = z.object({ stake: StakeSchema });
export type StakeResponse = z.infer<typeof StakeResponseSchema>;

export const StakeParamsSchema = z.object({ id: z.uuid() });

/** A payout of rewards (claim, or with the principal on unstake). */
export const ClaimResponseSchema = z.object({ stake: StakeSchema, paid: DecimalStringSchema });
export type ClaimResponse = z.infer<typeof ClaimResponseSchema>;

export const UnstakeResponseSchema = z.object({
  stake: StakeSchema,
  returned: DecimalStringSchema,
  rewardsPaid: DecimalStringSchema,
});
export type UnstakeResponse = z.infer<typeof UnstakeResponseSchema>;

/** Demo mode and tests only: move the server's clock forward to see rewards accrue. */
export const AdvanceClockRequestSchema = z.object({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(5 * 365 * 24 * 3600)
    .default(0),
  reset: z.boolean().default(false),
});
export const ClockResponseSchema = z.object({ now: z.string(), offsetSeconds: z.number() });
export type ClockResponse = z.infer<typeof ClockResponseSchema>;

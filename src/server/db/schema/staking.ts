import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REWARD_FREQUENCIES } from '../../../domain/staking-rewards';
import { user } from './auth';

/**
 * Staking. The pools are content (seeded in every mode); a stake is one deposit of VINO
 * into a pool at the pool's APY of that moment. The staked VINO sits in the ledger's `staking`
 * system account; rewards come from `rewards_pool`. Total staked per pool is summed from stakes.
 */
export const stakingPools = pgTable('staking_pools', {
  /** A readable slug: flexible, locked-30, locked-90, wine-vault, premium-circle. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  apy: numeric('apy', { precision: 6, scale: 3 }).notNull(),
  minStake: numeric('min_stake', { precision: 38, scale: 18 }).notNull(),
  lockDays: integer('lock_days').notNull(),
  rewardFrequency: text('reward_frequency', { enum: REWARD_FREQUENCIES }).notNull(),
  risk: text('risk', { enum: ['low', 'medium', 'high'] }).notNull(),
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** Only Premium Circle members may stake here (payments' hasPremiumMembership). */
  membersOnly: boolean('members_only').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stakes = pgTable(
  'stakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    poolId: text('pool_id')
      .notNull()
      .references(() => stakingPools.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    /** The pool's APY when the stake was made: later pool changes never touch it. */
    apy: numeric('apy', { precision: 6, scale: 3 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null for a flexible pool. */
    lockEndsAt: timestamp('lock_ends_at', { withTimezone: true }),
    status: text('status', { enum: ['active', 'unstaked'] })
      .notNull()
      .default('active'),
    /** Earned up to last_accrual_at (recomputed from the start each time, never summed up). */
    accruedRewards: numeric('accrued_rewards', { precision: 38, scale: 18 }).notNull().default('0'),
    paidRewards: numeric('paid_rewards', { precision: 38, scale: 18 }).notNull().default('0'),
    lastAccrualAt: timestamp('last_accrual_at', { withTimezone: true }).notNull(),
    /** The next scheduled payout (start + k periods of the pool's frequency). */
    nextPayoutAt: timestamp('next_payout_at', { withTimezone: true }).notNull(),
    unstakedAt: timestamp('unstaked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stakes_user_idx').on(t.userId, t.startedAt),
    index('stakes_due_idx').on(t.status, t.nextPayoutAt),
    index('stakes_pool_idx').on(t.poolId, t.status),
    check('stakes_amount_ck', sql`${t.amount} > 0`),
    check('stakes_paid_ck', sql`${t.paidRewards} >= 0`),
  ],
);

/** Every reward paid: by the scheduled job, by Claim, or with the principal on Unstake. */
export const stakingRewardPayouts = pgTable(
  'staking_reward_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stakeId: uuid('stake_id')
      .notNull()
      .references(() => stakes.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['scheduled', 'claim', 'unstake'] }).notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    /** Earned up to this moment is paid in full after this payout. */
    paidUpTo: timestamp('paid_up_to', { withTimezone: true }).notNull(),
    ledgerEntryId: uuid('ledger_entry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staking_reward_payouts_stake_idx').on(t.stakeId, t.createdAt)],
);

import { LEDGER_SCALE } from '../../../domain/ledger-assets';
import { parseDecimal } from '../../../domain/money';
import { postEntry } from '../../modules/ledger/ledger-module';
import type { Database } from '../client';
import { stakingPools } from '../schema';

/**
 * The staking pools of investor spec section 9 (APY, minimum, lock, reward frequency; the 90-day
 * pool is medium risk) and the Premium Circle members' pool. Content: seeded in every mode.
 */
export const STAKING_POOLS: (typeof stakingPools.$inferInsert)[] = [
  {
    id: 'flexible',
    name: 'Flexible Staking',
    description: 'Earn daily rewards and unstake whenever you like.',
    apy: '6.5',
    minStake: '100',
    lockDays: 0,
    rewardFrequency: 'daily',
    risk: 'low',
    features: ['No lock period', 'Daily rewards', 'Unstake anytime'],
    sortOrder: 1,
  },
  {
    id: 'locked-30',
    name: '30-Day Lock',
    description: 'A higher rate for committing your VINO for 30 days.',
    apy: '8.5',
    minStake: '500',
    lockDays: 30,
    rewardFrequency: 'weekly',
    risk: 'low',
    features: ['30-day lock', 'Weekly rewards', 'Higher APY than flexible'],
    sortOrder: 2,
  },
  {
    id: 'locked-90',
    name: '90-Day Lock',
    description: 'Three months locked for a 12% annual rate.',
    apy: '12',
    minStake: '1000',
    lockDays: 90,
    rewardFrequency: 'weekly',
    risk: 'medium',
    features: ['90-day lock', 'Weekly rewards', 'Boosted APY'],
    sortOrder: 3,
  },
  {
    id: 'wine-vault',
    name: 'Wine Vault',
    description: 'A year-long commitment alongside the wine reserve, with the highest rate.',
    apy: '15.5',
    minStake: '5000',
    lockDays: 365,
    rewardFrequency: 'monthly',
    risk: 'high',
    features: ['365-day lock', 'Monthly rewards', 'Highest APY', 'Tied to the wine reserve'],
    sortOrder: 4,
  },
  {
    id: 'premium-circle',
    name: 'Premium Circle Pool',
    description: 'A members-only pool for Premium Circle: a better rate with no lock.',
    apy: '9',
    minStake: '1000',
    lockDays: 0,
    rewardFrequency: 'weekly',
    risk: 'low',
    features: ['Premium Circle members only', 'No lock period', 'Weekly rewards'],
    membersOnly: true,
    sortOrder: 5,
  },
];

/** VINO set aside for staking rewards when the platform starts (from the outside world). */
export const REWARDS_POOL_FUNDING_VINO = '1000000';

/** Inserts the pools that are absent and funds the rewards pool once (a journal entry, idempotent). */
export async function seedStakingPools(db: Database): Promise<void> {
  await db.insert(stakingPools).values(STAKING_POOLS).onConflictDoNothing({ target: stakingPools.id });
  const amount = parseDecimal(REWARDS_POOL_FUNDING_VINO, LEDGER_SCALE);
  await postEntry(db, {
    kind: 'rewards_funding',
    reference: 'initial',
    memo: 'Staking rewards pool funding',
    postings: [
      { account: { system: 'external' }, asset: 'VINO', bucket: 'available', amount: -amount },
      { account: { system: 'rewards_pool' }, asset: 'VINO', bucket: 'available', amount },
    ],
  });
}

/**
 * The ledger's vocabulary. The assets and the one fixed-point scale every ledger amount uses come
 * from the exchange's market definitions (numeric(38,18) in SQL, bigint in code, decimal strings
 * on the wire).
 */
import { ASSETS, LEDGER_SCALE, type Asset } from './exchange/markets';

export { LEDGER_SCALE };
export const LEDGER_ASSETS = ASSETS;
export type LedgerAsset = Asset;

/**
 * System accounts; only `external` (the outside world) may go below zero. `staking` holds the VINO
 * users have staked, `rewards_pool` the VINO their rewards are paid from.
 */
export const SYSTEM_ACCOUNTS = ['treasury', 'fees', 'rewards_pool', 'staking', 'external'] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

export const LEDGER_BUCKETS = ['available', 'held'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

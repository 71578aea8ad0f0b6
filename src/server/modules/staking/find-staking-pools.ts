import type { StakingPool } from '../../../contracts/staking';
import type { Executor } from '../../db/client';
import { poolToWire } from './staking-mapper';
import { findPoolsWithTotals } from './staking-repository';

/** Every pool with its terms and the VINO staked in it now (summed from the active stakes). */
export async function findStakingPools(db: Executor): Promise<StakingPool[]> {
  return (await findPoolsWithTotals(db)).map(poolToWire);
}

import type { RebalancerSettings } from '../../../contracts/rebalancer';
import type { Executor } from '../../db/client';
import { settingsToWire } from './rebalancer-mapper';
import { findRebalancerSettings } from './rebalancer-repository';

/** The user's targets, threshold and auto-rebalance switch (the spec's defaults until saved). */
export async function getRebalancerSettings(db: Executor, userId: string): Promise<RebalancerSettings> {
  return settingsToWire(await findRebalancerSettings(db, userId));
}

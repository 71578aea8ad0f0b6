import type { RebalanceHistory } from '../../../contracts/rebalancer';
import type { Executor } from '../../db/client';
import { rebalanceToWire } from './rebalancer-mapper';
import { findRebalances } from './rebalancer-repository';

/** The latest rebalances shown in the history (newest first). */
const HISTORY_SIZE = 20;

export async function findRebalanceHistory(db: Executor, userId: string): Promise<RebalanceHistory> {
  return { rebalances: (await findRebalances(db, userId, HISTORY_SIZE)).map(rebalanceToWire) };
}

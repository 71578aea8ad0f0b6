import { formatLedgerAmount } from '../../../domain/exchange/markets';
import type { Executor } from '../../db/client';
import { trimDecimal } from './staking-mapper';
import { sumActiveStakes } from './staking-repository';

/** Platform-wide staking figures for the metrics: VINO in active stakes ("0" when none) and stakers. */
export async function getStakingTotals(db: Executor): Promise<{ totalStaked: string; activeStakers: number }> {
  const { total, stakers } = await sumActiveStakes(db);
  return { totalStaked: trimDecimal(formatLedgerAmount(total)), activeStakers: stakers };
}

import { channels, type BackingRatioData } from '../../../contracts/realtime';
import type { Executor } from '../../db/client';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { getPublishedReserves } from './get-published-reserves';

/**
 * The reserve's backing ratio with what it is computed from, as the latest signed statement attests
 * them (no timestamp: a change is a change of figures).
 */
export async function getBackingRatio(db: Executor): Promise<BackingRatioData> {
  const reserves = await getPublishedReserves(db);
  return {
    backing_ratio: reserves.backing_ratio,
    reserve_value_usd: reserves.reserve_value_usd,
    circulating_supply: reserves.circulating_supply,
  };
}

/** The backing_ratio channel (operator spec section 7): changes with the reserve's value or the supply. */
export function registerMetricsFeeds(realtime: Realtime, db: Executor) {
  return {
    checkBackingRatio: realtime.registerChangeFeed(channels.backingRatio, 'backing_ratio_update', () =>
      getBackingRatio(db),
    ),
  };
}

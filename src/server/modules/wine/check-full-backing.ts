import { backingAfter, underBackedMessage, type ReserveChange } from '../../../domain/admin/wine-reserve';
import type { Executor } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { getReserves } from '../metrics/metrics-module';
import { lockReserve } from './admin-wine-repository';

/**
 * The full-backing rule (PRODUCT.md: every VINO in circulation is backed by at least USD 1 of
 * wine): run inside the write's transaction, after taking the reserve lock, so two admin writes
 * are checked one after the other. Refuses with 409 and the resulting ratio when a change would
 * leave the ratio under 100 %; returns the ratio otherwise.
 */
export async function checkFullBacking(tx: Executor, change: ReserveChange): Promise<string> {
  await lockReserve(tx);
  const reserves = await getReserves(tx);
  const outcome = backingAfter(
    { reserveValueUsd: reserves.reserve_value_usd, circulatingSupply: reserves.circulating_supply_exact },
    change,
  );
  if (!outcome.isFullyBacked) throw new AppError(409, 'UNDER_BACKED', underBackedMessage(outcome.ratioPct));
  return outcome.ratioPct;
}

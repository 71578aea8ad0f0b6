import { WINE_ADMIN_MESSAGES } from '../../../contracts/admin-wine';
import type { Executor } from '../../db/client';
import { badRequest } from '../../platform/http/app-error';
import { lockFacilityRow, occupiedBottles } from './admin-wine-repository';

/**
 * An asset's bottles must fit in the vault it is stored in: occupied (the other active assets there)
 * plus these bottles may not exceed its capacity. The facility row is locked so two saves into the
 * same vault are counted one after the other.
 */
export async function checkFacilityRoom(
  tx: Executor,
  facilityId: string | null,
  bottles: number,
  exceptAssetId?: string,
): Promise<void> {
  if (!facilityId) return;
  const facility = await lockFacilityRow(tx, facilityId);
  if (!facility)
    throw badRequest(WINE_ADMIN_MESSAGES.facilityNotFound, { storageFacilityId: WINE_ADMIN_MESSAGES.facilityNotFound });
  const free = facility.capacityBottles - (await occupiedBottles(tx, facilityId, exceptAssetId));
  if (bottles > free) {
    const message = WINE_ADMIN_MESSAGES.overCapacity(Math.max(free, 0));
    throw badRequest(message, { storageFacilityId: message });
  }
}

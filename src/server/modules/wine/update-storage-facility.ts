import { WINE_ADMIN_MESSAGES, type AdminStorageFacility } from '../../../contracts/admin-wine';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { badRequest, notFound } from '../../platform/http/app-error';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { facilityAuditSnapshot, toAdminFacility } from './admin-facility-mapper';
import {
  findFacilitiesWithContents,
  lockFacilityRow,
  occupiedBottles,
  updateFacilityRow,
} from './admin-wine-repository';
import { storageFacilityValues, type StorageFacilityInput } from './storage-facility-values';

/** Edit a storage facility; its capacity cannot drop below the bottles stored there. Audited. */
export async function updateStorageFacility(
  db: Database,
  id: string,
  input: StorageFacilityInput,
  actor: AdminActor,
  today: string,
): Promise<AdminStorageFacility> {
  const values = await storageFacilityValues(db, input, today, id);
  await db.transaction(async (tx) => {
    const before = await lockFacilityRow(tx, id);
    if (!before) throw notFound(WINE_ADMIN_MESSAGES.facilityNotFound);
    const occupied = await occupiedBottles(tx, id);
    if (input.capacity < occupied) {
      const message = WINE_ADMIN_MESSAGES.capacityBelowOccupied(occupied);
      throw badRequest(message, { capacity: message });
    }
    const after = await updateFacilityRow(tx, id, values);
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'storage_facility.updated',
      entityType: 'storage_facility',
      entityId: id,
      data: { before: facilityAuditSnapshot(before), after: facilityAuditSnapshot(after!) },
    });
  });
  const row = (await findFacilitiesWithContents(db)).find((f) => f.id === id)!;
  return toAdminFacility(row);
}

import type { AdminStorageFacility } from '../../../contracts/admin-wine';
import { toPostSlug } from '../../../domain/content';
import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { auditActor, type AdminActor } from './admin-wine-actor';
import { facilityAuditSnapshot, toAdminFacility } from './admin-facility-mapper';
import { facilitySlugExists, insertFacility } from './admin-wine-repository';
import { storageFacilityValues, type StorageFacilityInput } from './storage-facility-values';

/** Add a storage facility (empty: occupied comes from the assets later stored there). Audited. */
export async function createStorageFacility(
  db: Database,
  input: StorageFacilityInput,
  actor: AdminActor,
  today: string,
): Promise<AdminStorageFacility> {
  const values = await storageFacilityValues(db, input, today);
  const base = toPostSlug(input.name) || 'facility';
  let slug = base;
  for (let n = 2; await facilitySlugExists(db, slug); n++) slug = `${base}-${n}`;
  const row = await db.transaction(async (tx) => {
    const created = await insertFacility(tx, { ...values, slug });
    await writeAuditLog(tx, {
      ...auditActor(actor),
      action: 'storage_facility.created',
      entityType: 'storage_facility',
      entityId: created.id,
      data: { before: null, after: facilityAuditSnapshot(created) },
    });
    return created;
  });
  return toAdminFacility({ ...row, occupied: 0, assetCount: 0 });
}

import type { AdminStorageFacility } from '../../../contracts/admin-wine';
import type { storageFacilities } from '../../db/schema/wine';

type FacilityRow = typeof storageFacilities.$inferSelect;

/** A vault with the bottles and number of active assets stored there (occupied is never typed in). */
export function toAdminFacility(row: FacilityRow & { occupied: number; assetCount: number }): AdminStorageFacility {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    capacity: row.capacityBottles,
    occupied: Number(row.occupied),
    asset_count: Number(row.assetCount),
    temperature_c: row.temperatureC,
    humidity_pct: row.humidityPct,
    security_level: row.securityLevel,
    security_features: row.securityFeatures,
    last_inspection: row.lastInspection,
  };
}

export function facilityAuditSnapshot(row: FacilityRow) {
  return {
    name: row.name,
    address: row.address,
    capacityBottles: row.capacityBottles,
    temperatureC: row.temperatureC,
    humidityPct: row.humidityPct,
    securityLevel: row.securityLevel,
    securityFeatures: row.securityFeatures,
    lastInspection: row.lastInspection,
  };
}

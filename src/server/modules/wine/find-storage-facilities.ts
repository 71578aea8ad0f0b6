import type { StorageFacilityList } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { findStorageFacilitiesWithOccupancy } from './wine-repository';

export async function findStorageFacilities(db: Executor): Promise<StorageFacilityList> {
  const rows = await findStorageFacilitiesWithOccupancy(db);
  return {
    items: rows.map((f) => ({
      id: f.id,
      name: f.name,
      address: f.address,
      capacity: f.capacityBottles,
      occupied: Number(f.occupied),
      temperature_c: f.temperatureC,
      humidity_pct: f.humidityPct,
      security_level: f.securityLevel,
      security_features: f.securityFeatures,
      last_inspection: f.lastInspection,
    })),
  };
}

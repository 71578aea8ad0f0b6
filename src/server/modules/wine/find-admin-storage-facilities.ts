import type { AdminStorageFacilityList } from '../../../contracts/admin-wine';
import type { Executor } from '../../db/client';
import { toAdminFacility } from './admin-facility-mapper';
import { findFacilitiesWithContents } from './admin-wine-repository';

/** Storage Facilities: every vault with what it holds now. */
export async function findAdminStorageFacilities(db: Executor): Promise<AdminStorageFacilityList> {
  return { items: (await findFacilitiesWithContents(db)).map(toAdminFacility) };
}

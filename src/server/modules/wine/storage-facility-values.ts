import type { z } from 'zod';
import { WINE_ADMIN_MESSAGES, type StorageFacilityInputSchema } from '../../../contracts/admin-wine';
import type { Executor } from '../../db/client';
import { badRequest } from '../../platform/http/app-error';
import { findFacilityByName, type StorageFacilityInsert } from './admin-wine-repository';

export type StorageFacilityInput = z.output<typeof StorageFacilityInputSchema>;

/**
 * The checks and column values shared by adding and editing a vault: names are unique (they label
 * assets), the inspection date is not in the future, temperature and humidity keep one decimal.
 */
export async function storageFacilityValues(
  db: Executor,
  input: StorageFacilityInput,
  today: string,
  exceptId?: string,
): Promise<Omit<StorageFacilityInsert, 'slug'>> {
  if (input.lastInspection > today)
    throw badRequest(WINE_ADMIN_MESSAGES.inspectionInFuture, {
      lastInspection: WINE_ADMIN_MESSAGES.inspectionInFuture,
    });
  if (await findFacilityByName(db, input.name, exceptId))
    throw badRequest(WINE_ADMIN_MESSAGES.facilityNameTaken, { name: WINE_ADMIN_MESSAGES.facilityNameTaken });
  return {
    name: input.name,
    address: input.address,
    capacityBottles: input.capacity,
    temperatureC: input.temperatureC.toFixed(1),
    humidityPct: input.humidityPct.toFixed(1),
    securityLevel: input.securityLevel,
    securityFeatures: [...new Set(input.securityFeatures)],
    lastInspection: input.lastInspection,
  };
}

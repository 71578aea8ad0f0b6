import { channels, type VaultUpdatesData, type WineValuationsData } from '../../../contracts/realtime';
import { formatDecimal, parseDecimal } from '../../../domain/money';
import type { Executor } from '../../db/client';
import type { Realtime } from '../../platform/realtime/register-realtime';
import { findStorageFacilities } from './find-storage-facilities';
import { findAllWineAssetFigures } from './wine-repository';

/** Every wine asset's current value, ordered by id so an unchanged reserve reads the same. */
export async function getWineValuations(db: Executor): Promise<WineValuationsData> {
  const rows = (await findAllWineAssetFigures(db)).sort((a, b) => a.id.localeCompare(b.id));
  const totalCents = rows.reduce((sum, r) => sum + parseDecimal(r.currentValue, 2) * BigInt(r.bottleCount), 0n);
  return {
    total_wine_value: formatDecimal(totalCents, 2),
    assets: rows.map((r) => ({ id: r.id, name: r.name, current_value: r.currentValue, bottle_count: r.bottleCount })),
  };
}

/** Each vault's bottles against its capacity. */
export async function getVaultOccupancy(db: Executor): Promise<VaultUpdatesData> {
  const { items } = await findStorageFacilities(db);
  return { vaults: items.map((v) => ({ id: v.id, name: v.name, capacity: v.capacity, occupied: v.occupied })) };
}

/** The wine_valuations and vault_updates channels (operator spec section 7). */
export function registerWineFeeds(realtime: Realtime, db: Executor) {
  return {
    checkValuations: realtime.registerChangeFeed(channels.wineValuations, 'wine_update', () => getWineValuations(db)),
    checkVaults: realtime.registerChangeFeed(channels.vaultUpdates, 'wine_update', () => getVaultOccupancy(db)),
  };
}

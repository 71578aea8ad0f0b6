import type { z } from 'zod';
import type { AdminWineList, AdminWineListQuerySchema } from '../../../contracts/admin-wine';
import type { Executor } from '../../db/client';
import { toAdminWineAsset } from './admin-wine-mapper';
import { findActiveRegions, findAdminWineAssets } from './admin-wine-repository';

/** Wine Inventory: search (name, producer, region, country), category, region, active/retired. */
export async function findAdminWineAssetList(
  db: Executor,
  query: z.output<typeof AdminWineListQuerySchema>,
  today: string,
): Promise<AdminWineList> {
  const [rows, regions] = await Promise.all([
    findAdminWineAssets(db, {
      q: query.q || undefined,
      category: query.category === 'all' ? undefined : query.category,
      region: query.region === 'all' || !query.region ? undefined : query.region,
      status: query.status,
    }),
    findActiveRegions(db),
  ]);
  return { items: rows.map((r) => toAdminWineAsset(r, today)), regions };
}

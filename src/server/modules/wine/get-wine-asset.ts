import type { WineAsset } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { notFound } from '../../platform/http/app-error';
import { toWineAsset } from './wine-asset-mapper';
import { findWineAssetById } from './wine-repository';

export async function getWineAsset(db: Executor, id: string): Promise<WineAsset> {
  const row = await findWineAssetById(db, id);
  if (!row) throw notFound('Wine asset not found.');
  return toWineAsset(row);
}

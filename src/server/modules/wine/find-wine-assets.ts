import type { WineAssetList, WineAssetListQuery } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { toWineAsset } from './wine-asset-mapper';
import { findWineAssets as queryWineAssets } from './wine-repository';

/** One page of the catalogue, filtered, searched and sorted. */
export async function findWineAssets(db: Executor, query: WineAssetListQuery): Promise<WineAssetList> {
  const { items, total } = await queryWineAssets(db, query);
  return { items: items.map(toWineAsset), total, page: query.page, page_size: query.pageSize };
}

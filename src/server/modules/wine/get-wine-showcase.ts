import type { WineShowcaseResponse } from '../../../contracts/wine';
import type { Executor } from '../../db/client';
import { toShowcaseItem } from './wine-asset-mapper';
import { findFeaturedWineAssets } from './wine-repository';

const SHOWCASE_SIZE = 8;

/** Featured wines for the home carousel, most valuable bottle first. */
export async function getWineShowcase(db: Executor): Promise<WineShowcaseResponse> {
  const rows = await findFeaturedWineAssets(db, SHOWCASE_SIZE);
  return { items: rows.map(toShowcaseItem) };
}

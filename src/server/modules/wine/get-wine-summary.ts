import { WINE_CATEGORIES, type WineSummary } from '../../../contracts/wine';
import {
  appreciationPct,
  meanAppreciationPct,
  portfolioValue,
  summarizeCategories,
  summarizeRegions,
  topByAppreciation,
} from '../../../domain/wine-portfolio';
import type { Executor } from '../../db/client';
import { getReserves } from '../metrics/metrics-module';
import { findAllWineAssetFigures } from './wine-repository';

const regionImage = (name: string) => `/images/regions/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;

/**
 * Everything the wine assets page shows above and beside the catalogue, derived from the assets:
 * hero figures (portfolio value over all assets, bottles, mean appreciation, the published backing
 * ratio), one card per region and the performance tab.
 */
export async function getWineSummary(db: Executor): Promise<WineSummary> {
  const [assets, reserves] = await Promise.all([findAllWineAssetFigures(db), getReserves(db)]);
  return {
    hero: {
      portfolio_value: portfolioValue(assets),
      total_bottles: assets.reduce((s, a) => s + a.bottleCount, 0),
      avg_appreciation_pct: meanAppreciationPct(assets),
      backing_ratio: reserves.backing_ratio,
      asset_count: assets.length,
    },
    regions: summarizeRegions(assets).map((r) => ({
      name: r.name,
      country: r.country,
      total_value: r.totalValue,
      bottle_count: r.bottleCount,
      asset_count: r.assetCount,
      avg_appreciation_pct: r.avgAppreciationPct,
      top_producers: r.topProducers,
      other_producer_count: r.otherProducerCount,
      image: regionImage(r.name),
    })),
    performance: {
      top_assets: topByAppreciation(assets).map((a) => ({
        id: a.id,
        name: a.name,
        producer: a.producer,
        vintage: a.vintage,
        category: a.category,
        appreciation_pct: appreciationPct(a),
      })),
      categories: summarizeCategories(assets, WINE_CATEGORIES).map((c) => ({
        category: c.category,
        asset_count: c.assetCount,
        avg_appreciation_pct: c.avgAppreciationPct,
      })),
    },
  };
}

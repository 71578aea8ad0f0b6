import type { WineIndex } from '../../../contracts/wine';
import { WINE_INDEX_BASELINE } from '../../../domain/investment';
import { formatDecimal, parseDecimal, percentage } from '../../../domain/money';
import type { Executor } from '../../db/client';
import { findStarVintages, findWineIndexPoints } from './wine-repository';

const INDEX_SCALE = 2;

/** The appreciation timeline (index, change from the 2000 baseline of 100) and the star vintages. */
export async function getWineIndex(db: Executor): Promise<WineIndex> {
  const [points, vintages] = await Promise.all([findWineIndexPoints(db), findStarVintages(db)]);
  const baseline = parseDecimal(String(WINE_INDEX_BASELINE), INDEX_SCALE);
  return {
    baseline: WINE_INDEX_BASELINE,
    timeline: points.map((p) => {
      const index = parseDecimal(p.indexValue, INDEX_SCALE);
      return {
        year: p.year,
        index: formatDecimal(index, INDEX_SCALE),
        change_from_baseline_pct: percentage(index - baseline, baseline, 1),
        event: p.event,
        description: p.description,
        milestone: p.milestone,
      };
    }),
    star_vintages: vintages.map((v) => ({
      name: v.name,
      vintage: v.vintage,
      appreciation_pct: v.appreciationPct,
      note: v.note,
    })),
  };
}

import type { Database } from '../client';
import { starVintages, storageFacilities, wineAssets, wineIndexPoints } from '../schema';
import { SEED_WINE_ASSETS } from './wine-assets';
import { SEED_STAR_VINTAGES, SEED_STORAGE_FACILITIES, SEED_WINE_INDEX } from './wine-content';

/**
 * Seeds the wine reserve and its reference content in every mode. Idempotent: rows are matched by
 * slug (or year) and left alone when present, so admin edits survive a restart.
 */
export async function seedWine(db: Database): Promise<void> {
  await db
    .insert(storageFacilities)
    .values(SEED_STORAGE_FACILITIES)
    .onConflictDoNothing({ target: storageFacilities.slug });
  const facilities = await db
    .select({ id: storageFacilities.id, slug: storageFacilities.slug })
    .from(storageFacilities);
  const facilityId = new Map(facilities.map((f) => [f.slug, f.id]));
  await db
    .insert(wineAssets)
    .values(
      SEED_WINE_ASSETS.map(({ storageFacility, ...w }) => ({
        ...w,
        storageFacilityId: facilityId.get(storageFacility) ?? null,
        image: `/images/wines/${w.slug}.svg`,
      })),
    )
    .onConflictDoNothing({ target: wineAssets.slug });
  await db.insert(wineIndexPoints).values(SEED_WINE_INDEX).onConflictDoNothing({ target: wineIndexPoints.year });
  await db.insert(starVintages).values(SEED_STAR_VINTAGES).onConflictDoNothing({ target: starVintages.slug });
}

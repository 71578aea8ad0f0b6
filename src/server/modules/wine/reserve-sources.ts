import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { storageFacilities, wineAssets } from '../../db/schema/wine';

/** The slug of a storage facility (the reserve register names each bottle's facility by it). */
export async function findFacilitySlug(db: Executor, facilityId: string | null): Promise<string | null> {
  if (!facilityId) return null;
  const [row] = await db
    .select({ slug: storageFacilities.slug })
    .from(storageFacilities)
    .where(eq(storageFacilities.id, facilityId));
  return row?.slug ?? null;
}

/**
 * The ids of the assets that back the token (tokenised, not retired), as a subquery: the reserve's
 * leaf pages filter their bottles by it inside one paged statement.
 */
export function backingWineAssetIdsSql(): SQL {
  return sql`(select ${wineAssets.id} from ${wineAssets} where ${and(eq(wineAssets.backsToken, true), isNull(wineAssets.retiredAt))})`;
}

/** VINO in circulation on the platform's books (every mint less every burn), 8 decimals. */
export async function readCirculatingSupply(db: Executor): Promise<string> {
  const rows = await queryRows<{ supply: string }>(
    db,
    sql`select coalesce(sum(case when kind = 'mint' then amount else -amount end), 0)::numeric(30,8)::text as supply from token_supply_events`,
  );
  return rows[0]!.supply;
}

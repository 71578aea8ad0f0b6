import { sql } from 'drizzle-orm';
import { BOTTLES_PER_CASE, generatedSerialPrefix, wineCodeFor } from '../../../domain/reserve/reserve-register';
import type { Database } from '../client';
import { reserveBottles } from '../schema';
import { SEED_WINE_ASSETS } from './wine-assets';

/**
 * The bottle register of the seeded reserve: each backing asset gets bottle_count bottles with
 * generated serials, its LWIN-style code, its facility, cases of six as lots, the asset's condition
 * and appraised value per bottle, and a random salt. One INSERT ... SELECT over generate_series, so
 * the database makes the 62,620 rows itself (no rows cross the driver). Idempotent: skipped when the
 * register holds any bottle, and two instances starting together on one database (both finding it
 * empty) insert each bottle once: the second waits for the first and skips what it wrote.
 */
export async function seedReserveBottles(db: Database): Promise<void> {
  const existing = await db.select({ serial: reserveBottles.serial }).from(reserveBottles).limit(1);
  if (existing.length) return;
  const codes = SEED_WINE_ASSETS.filter((w) => w.backsToken).map(
    (w) => sql`(${w.slug}, ${generatedSerialPrefix(w)}, ${wineCodeFor(w)})`,
  );
  await db.execute(sql`
    insert into reserve_bottles (serial, wine_asset_id, wine_code, facility, lot, condition, state, value_usd, salt)
    select c.prefix || lpad(n::text, 6, '0'), w.id, c.wine_code, f.slug,
           'C' || w.vintage || '-' || lpad(((n - 1) / ${BOTTLES_PER_CASE} + 1)::text, 5, '0'),
           w.condition, 'in_bond', w.current_value,
           replace(gen_random_uuid()::text, '-', '')
    from (values ${sql.join(codes, sql`, `)}) as c(slug, prefix, wine_code)
    join wine_assets w on w.slug = c.slug and w.backs_token and w.retired_at is null
    join storage_facilities f on f.id = w.storage_facility_id
    cross join lateral generate_series(1, w.bottle_count) as n
    on conflict (serial) do nothing
  `);
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wineAssets } from '../../db/schema/wine';

/**
 * The wine asset a redemption is for, locked for the transaction: two members redeeming the same
 * wine at once are checked against its availability one after the other. A retired asset (sold,
 * consumed) has no bottles left to redeem: null, like an unknown id.
 */
export async function lockRedeemableWineAsset(tx: Executor, id: string) {
  const [row] = await tx
    .select({
      id: wineAssets.id,
      name: wineAssets.name,
      vintage: wineAssets.vintage,
      currentValue: wineAssets.currentValue,
      bottleCount: wineAssets.bottleCount,
      tokenized: wineAssets.tokenized,
    })
    .from(wineAssets)
    .where(and(eq(wineAssets.id, id), isNull(wineAssets.retiredAt)))
    .for('update');
  return row ?? null;
}

/** Name and vintage of each of the given wine assets (retired ones included), by id. */
export async function findWineLabels(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, { name: string; vintage: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: wineAssets.id, name: wineAssets.name, vintage: wineAssets.vintage })
    .from(wineAssets)
    .where(inArray(wineAssets.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, vintage: r.vintage }]));
}

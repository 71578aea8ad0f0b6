import { eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { analyticsModelFits, analyticsRecommendationActions } from '../../db/schema/analytics';
import { user } from '../../db/schema/auth';

export type ModelFitRow = typeof analyticsModelFits.$inferSelect;

/** The cached fits, every series and method. */
export function readModelFits(db: Executor): Promise<ModelFitRow[]> {
  return db.select().from(analyticsModelFits);
}

/** Replaces every cached fit at once, so a reader sees one fitting run or the next, never a mix. */
export async function replaceModelFits(db: Database, rows: ModelFitRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(analyticsModelFits);
    if (rows.length) await tx.insert(analyticsModelFits).values(rows);
  });
}

export interface ImplementedRow {
  recommendationId: string;
  implementedAt: Date;
  implementedBy: string | null;
}

/** Who marked which of `ids` implemented, and when (the person's name). */
export function readImplemented(db: Executor, ids: readonly string[]): Promise<ImplementedRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      recommendationId: analyticsRecommendationActions.recommendationId,
      implementedAt: analyticsRecommendationActions.implementedAt,
      implementedBy: user.name,
    })
    .from(analyticsRecommendationActions)
    .leftJoin(user, eq(user.id, analyticsRecommendationActions.implementedBy))
    .where(inArray(analyticsRecommendationActions.recommendationId, [...ids]));
}

/** Records Implement once; a second call keeps the first who and when. Returns whether it was new. */
export async function insertImplemented(db: Executor, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .insert(analyticsRecommendationActions)
    .values({ recommendationId: id, implementedBy: userId, implementedAt: at })
    .onConflictDoNothing()
    .returning({ id: analyticsRecommendationActions.recommendationId });
  return rows.length > 0;
}

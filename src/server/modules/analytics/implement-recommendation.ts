import type { Database } from '../../db/client';
import { writeAuditLog } from '../../platform/audit-log';
import { AppError } from '../../platform/http/app-error';
import { insertImplemented } from './analytics-state-repository';
import { getAnalyticsIntelligence } from './get-analytics-intelligence';

/**
 * Implement on a recommendation card: recorded once with who and when (and an audit row); it stays
 * implemented. Only a recommendation the rules produce now can be marked (404 otherwise).
 */
export async function implementRecommendation(
  db: Database,
  id: string,
  actor: { userId: string; ipAddress?: string; requestId?: string },
  now = new Date(),
): Promise<void> {
  const current = await getAnalyticsIntelligence(db, true, now);
  if (!current.recommendations.some((r) => r.id === id))
    throw new AppError(404, 'RECOMMENDATION_NOT_FOUND', 'This recommendation is not current.');
  await db.transaction(async (tx) => {
    const created = await insertImplemented(tx, id, actor.userId, now);
    if (created)
      await writeAuditLog(tx, {
        actorUserId: actor.userId,
        action: 'analytics.recommendation.implement',
        entityType: 'analytics_recommendation',
        entityId: id,
        ipAddress: actor.ipAddress,
        requestId: actor.requestId,
      });
  });
}

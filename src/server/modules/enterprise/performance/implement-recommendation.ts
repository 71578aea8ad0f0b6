import { ENTERPRISE_MESSAGES } from '../../../../contracts/enterprise';
import { writeAuditLog } from '../../../platform/audit-log';
import { notFound } from '../../../platform/http/app-error';
import { recordAction } from '../enterprise-actions-repository';
import type { EnterpriseActor, EnterpriseContext } from '../enterprise-context';
import { measurePerformance } from './measure-performance';

/**
 * Implement: records that an admin applied a recommendation the measurements currently raise
 * (who and when, once), audited. The recommendation stays implemented while it is still raised.
 */
export async function implementRecommendation(ctx: EnterpriseContext, actor: EnterpriseActor, key: string) {
  // After a restart nothing has been measured in this process yet: measure once to know the keys.
  if (!ctx.state.recommendationKeys.has(key)) await measurePerformance(ctx, { period: '7d', route: 'all' });
  if (!ctx.state.recommendationKeys.has(key)) throw notFound(ENTERPRISE_MESSAGES.unknownRecommendation);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await recordAction(tx, {
      kind: 'recommendation',
      key,
      actionTaken: 'implemented',
      actorUserId: actor.userId,
      actorEmail: actor.email,
    });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'performance.recommendation_implement',
      entityType: 'performance_recommendation',
      entityId: key,
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return saved;
  });
  return { key, implementedBy: row.actorEmail, implementedAt: row.createdAt.toISOString() };
}

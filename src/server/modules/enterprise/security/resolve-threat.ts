import { ENTERPRISE_MESSAGES } from '../../../../contracts/enterprise';
import { writeAuditLog } from '../../../platform/audit-log';
import { notFound } from '../../../platform/http/app-error';
import { recordAction } from '../enterprise-actions-repository';
import type { EnterpriseActor, EnterpriseContext } from '../enterprise-context';
import { findThreats } from './get-security-report';

/** Resolve: only a threat the rules currently detect; actionTaken and who are recorded once, and audited. */
export async function resolveThreat(ctx: EnterpriseContext, actor: EnterpriseActor, key: string, now = new Date()) {
  const threat = (await findThreats(ctx, now)).find((t) => t.id === key);
  if (!threat) throw notFound(ENTERPRISE_MESSAGES.unknownThreat);
  const row = await ctx.db.transaction(async (tx) => {
    const saved = await recordAction(tx, {
      kind: 'threat',
      key,
      actionTaken: ENTERPRISE_MESSAGES.threatResolvedAction,
      actorUserId: actor.userId,
      actorEmail: actor.email,
      data: { rule: threat.rule, severity: threat.severity, lastEventAt: threat.timestamp },
    });
    await writeAuditLog(tx, {
      actorUserId: actor.userId,
      action: 'security.threat_resolve',
      entityType: 'security_threat',
      entityId: key,
      data: { rule: threat.rule, severity: threat.severity, description: threat.description },
      ipAddress: actor.ipAddress,
      requestId: actor.requestId,
    });
    return saved;
  });
  return {
    id: key,
    actionTaken: row.actionTaken,
    resolvedBy: row.actorEmail,
    resolvedAt: row.createdAt.toISOString(),
  };
}

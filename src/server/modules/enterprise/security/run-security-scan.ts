import { ENTERPRISE_MESSAGES, type SecurityScanResult } from '../../../../contracts/enterprise';
import { overallSecurityStatus, securityScore } from '../../../../domain/security-checks/security-checks';
import { writeAuditLog } from '../../../platform/audit-log';
import type { EnterpriseActor, EnterpriseContext } from '../enterprise-context';
import { findThreats, runChecks } from './get-security-report';

/** Run Security Scan: the six checks measured now, recorded in the audit log with their verdicts. */
export async function runSecurityScan(
  ctx: EnterpriseContext,
  actor: EnterpriseActor,
  now = new Date(),
): Promise<SecurityScanResult> {
  const [checks, threats] = await Promise.all([runChecks(ctx, now), findThreats(ctx, now)]);
  const score = securityScore(checks);
  const status = overallSecurityStatus(
    checks,
    threats.filter((t) => !t.resolved),
  );
  await writeAuditLog(ctx.db, {
    actorUserId: actor.userId,
    action: 'security.scan',
    entityType: 'security',
    entityId: 'scan',
    data: { score, status, checks: Object.fromEntries(checks.map((c) => [c.id, c.status])) },
    ipAddress: actor.ipAddress,
    requestId: actor.requestId,
  });
  const allPassed = checks.every((c) => c.status === 'success');
  return {
    at: now.toISOString(),
    score,
    status,
    checks,
    message: allPassed ? ENTERPRISE_MESSAGES.scanCompleted : ENTERPRISE_MESSAGES.scanFoundIssues,
  };
}

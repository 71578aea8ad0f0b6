import { desc, eq } from 'drizzle-orm';
import type { SecurityCheckView, SecurityReport, Threat } from '../../../../contracts/enterprise';
import {
  overallSecurityStatus,
  runSecurityChecks,
  securityScore,
} from '../../../../domain/security-checks/security-checks';
import { detectThreats, THREAT_RULE_DESCRIPTIONS } from '../../../../domain/security-threats/threat-rules';
import type { Executor } from '../../../db/client';
import { user } from '../../../db/schema/auth';
import { auditLog } from '../../../db/schema/platform';
import { findActions } from '../enterprise-actions-repository';
import type { EnterpriseContext } from '../enterprise-context';
import { gatherSecurityFacts } from './security-facts';
import { readSecurityCounts, readSecurityEvents } from '../../reporting/reporting-module';

/** The threat rules and the footer look at this many days of events. */
export const THREAT_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

export async function runChecks(ctx: EnterpriseContext, now: Date): Promise<SecurityCheckView[]> {
  const facts = await gatherSecurityFacts(ctx, now);
  return runSecurityChecks(facts).map((c) => ({ ...c, lastCheck: now.toISOString() }));
}

/** The threats the rules find in the window, with their resolution when one was recorded. */
export async function findThreats(ctx: { db: Executor }, now: Date): Promise<Threat[]> {
  const events = await readSecurityEvents(ctx.db, new Date(now.getTime() - THREAT_WINDOW_DAYS * DAY_MS));
  const detected = detectThreats(events);
  const resolutions = await findActions(
    ctx.db,
    'threat',
    detected.map((t) => t.key),
  );
  return detected.map((t) => {
    const action = resolutions.get(t.key);
    return {
      id: t.key,
      type: t.type,
      rule: t.rule,
      ruleDescription: THREAT_RULE_DESCRIPTIONS[t.rule],
      severity: t.severity,
      description: t.description,
      timestamp: t.timestamp.toISOString(),
      firstSeen: t.firstSeen.toISOString(),
      eventCount: t.eventCount,
      ipAddress: t.ipAddress,
      resolved: Boolean(action),
      actionTaken: action?.actionTaken ?? null,
      resolvedBy: action?.actorEmail ?? null,
      resolvedAt: action?.createdAt.toISOString() ?? null,
    };
  });
}

/** Threats found and not resolved: the Security Center's count, also the admin overview's tile. */
export async function countOpenThreats(db: Executor, now = new Date()): Promise<number> {
  return (await findThreats({ db }, now)).filter((t) => !t.resolved).length;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Security Center: live checks, threats from the rules, the last scan and the footer counts. */
export async function getSecurityReport(ctx: EnterpriseContext, now = new Date()): Promise<SecurityReport> {
  const since = new Date(now.getTime() - THREAT_WINDOW_DAYS * DAY_MS);
  const [checks, threats, counts, lastScan] = await Promise.all([
    runChecks(ctx, now),
    findThreats(ctx, now),
    readSecurityCounts(ctx.db, since),
    ctx.db
      .select({ at: auditLog.createdAt, by: user.email })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(eq(auditLog.action, 'security.scan'))
      .orderBy(desc(auditLog.id))
      .limit(1),
  ]);
  const open = threats.filter((t) => !t.resolved);
  const resolveMinutes = threats
    .filter((t) => t.resolvedAt)
    .map((t) => (Date.parse(t.resolvedAt!) - Date.parse(t.timestamp)) / 60_000)
    .filter((m) => m >= 0);
  const medianMinutes = median(resolveMinutes);
  return {
    status: overallSecurityStatus(checks, open),
    score: securityScore(checks),
    unresolvedThreats: open.length,
    checks,
    lastScan: lastScan[0] ? { at: lastScan[0].at.toISOString(), by: lastScan[0].by ?? null } : null,
    threats,
    threatWindowDays: THREAT_WINDOW_DAYS,
    footer: {
      openCriticalThreats: open.filter((t) => t.severity === 'critical').length,
      auditRows: counts.auditRows,
      refusedAttempts: counts.refusedAttempts,
      medianResolveMinutes: medianMinutes === null ? null : Math.round(medianMinutes * 10) / 10,
    },
  };
}

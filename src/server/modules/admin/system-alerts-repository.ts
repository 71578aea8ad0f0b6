import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { user } from '../../db/schema/auth';
import { systemAlerts, type SystemAlertDetailsData } from '../../db/schema/system-alerts';

export type SystemAlertRow = typeof systemAlerts.$inferSelect;
export type SystemAlertRowWithResolver = SystemAlertRow & { resolvedByName: string | null };

export interface NewSystemAlert {
  type: SystemAlertRow['type'];
  severity: SystemAlertRow['severity'];
  message: string;
  rule: string;
  dedupKey: string;
  details: SystemAlertDetailsData;
}

/**
 * Inserts the alert unless one with the same dedup key is open; then the open one only counts the
 * occurrence (and takes the newest details). One statement, so two nodes raising the same
 * condition at once still leave one open alert (partial unique index system_alerts_open_dedup_uq).
 */
export async function upsertOpenAlert(
  db: Executor,
  alert: NewSystemAlert,
  occurrences = 1,
): Promise<{ id: string; created: boolean }> {
  const rows = await queryRows<{ id: string; created: boolean }>(
    db,
    sql`insert into system_alerts (type, severity, message, rule, dedup_key, details, occurrences)
        values (${alert.type}, ${alert.severity}, ${alert.message}, ${alert.rule}, ${alert.dedupKey}, ${JSON.stringify(alert.details)}::jsonb, ${occurrences})
        on conflict (dedup_key) where not resolved
        do update set occurrences = system_alerts.occurrences + ${occurrences}, last_seen_at = now(),
          message = excluded.message, details = excluded.details
        returning id, (xmax = 0) as created`,
  );
  return rows[0]!;
}

/** When the condition's last alert was resolved (null if never). */
export async function lastResolvedAt(db: Executor, dedupKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${systemAlerts.resolvedAt})` })
    .from(systemAlerts)
    .where(and(eq(systemAlerts.dedupKey, dedupKey), isNotNull(systemAlerts.resolvedAt)));
  return row?.at ? new Date(row.at) : null;
}

const withResolver = {
  id: systemAlerts.id,
  type: systemAlerts.type,
  severity: systemAlerts.severity,
  message: systemAlerts.message,
  rule: systemAlerts.rule,
  dedupKey: systemAlerts.dedupKey,
  details: systemAlerts.details,
  occurrences: systemAlerts.occurrences,
  lastSeenAt: systemAlerts.lastSeenAt,
  resolved: systemAlerts.resolved,
  resolvedBy: systemAlerts.resolvedBy,
  resolvedAt: systemAlerts.resolvedAt,
  createdAt: systemAlerts.createdAt,
  resolvedByName: user.name,
};

export async function findAlerts(
  db: Executor,
  filter: { status: 'open' | 'resolved' | 'all'; limit: number },
): Promise<SystemAlertRowWithResolver[]> {
  const where = filter.status === 'all' ? undefined : eq(systemAlerts.resolved, filter.status === 'resolved');
  return db
    .select(withResolver)
    .from(systemAlerts)
    .leftJoin(user, eq(user.id, systemAlerts.resolvedBy))
    .where(where)
    .orderBy(desc(systemAlerts.createdAt))
    .limit(filter.limit);
}

export async function findAlertById(db: Executor, id: string): Promise<SystemAlertRowWithResolver | null> {
  const [row] = await db
    .select(withResolver)
    .from(systemAlerts)
    .leftJoin(user, eq(user.id, systemAlerts.resolvedBy))
    .where(eq(systemAlerts.id, id))
    .limit(1);
  return row ?? null;
}

/** Marks an open alert resolved; null when it was not open (already resolved meanwhile). */
export async function markResolved(db: Executor, id: string, adminId: string): Promise<SystemAlertRow | null> {
  const [row] = await db
    .update(systemAlerts)
    .set({ resolved: true, resolvedBy: adminId, resolvedAt: new Date() })
    .where(and(eq(systemAlerts.id, id), eq(systemAlerts.resolved, false)))
    .returning();
  return row ?? null;
}

export async function countOpenAlerts(db: Executor): Promise<{ total: number; critical: number; security: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      critical: sql<number>`(count(*) filter (where ${systemAlerts.severity} = 'critical'))::int`,
      security: sql<number>`(count(*) filter (where ${systemAlerts.type} = 'security'))::int`,
    })
    .from(systemAlerts)
    .where(eq(systemAlerts.resolved, false));
  return { total: row?.total ?? 0, critical: row?.critical ?? 0, security: row?.security ?? 0 };
}

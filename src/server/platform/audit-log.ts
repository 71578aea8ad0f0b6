import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  data?: Record<string, unknown>;
  ipAddress?: string | null;
  requestId?: string | null;
}

/**
 * Writes one audit row. Call it with the same transaction as the change it records, so the log
 * and the change commit or roll back together (docs/architecture.md, rule 9).
 */
export async function writeAuditLog(executor: Executor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values(toAuditRow(entry));
}

/** The audit_log row of an entry (also written in bulk, e.g. by a market batch's one statement). */
export function toAuditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    data: entry.data ?? {},
    ipAddress: entry.ipAddress ?? null,
    requestId: entry.requestId ?? null,
  };
}

/**
 * The audit row of a read that hands personal data to an admin (a bulk export, another person's
 * KYC document). Written before anything is sent: a disclosure that cannot be recorded does not happen.
 */
export async function auditDisclosure(
  executor: Executor,
  request: { ip: string; id: string },
  actorUserId: string,
  entry: { action: string; entityType: string; entityId?: string | null; data?: Record<string, unknown> },
): Promise<void> {
  await writeAuditLog(executor, { actorUserId, ...entry, ipAddress: request.ip, requestId: request.id });
}

export type AuditLogRow = typeof auditLog.$inferSelect;

/** Newest audit rows first, for the admin back office. */
export async function findAuditLog(
  executor: Executor,
  page: { limit: number; offset: number },
): Promise<AuditLogRow[]> {
  return executor.select().from(auditLog).orderBy(desc(auditLog.id)).limit(page.limit).offset(page.offset);
}

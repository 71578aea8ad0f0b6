/** What the admin's user detail reads from the platform's own tables: sign-ins, sessions, the audit trail. */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { session, user } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/platform';

/** The last sign-in per user: their newest session. */
export async function lastLogins(db: Executor, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: session.userId, last: sql<string>`max(${session.createdAt})` })
    .from(session)
    .where(inArray(session.userId, userIds))
    .groupBy(session.userId);
  return new Map(rows.map((r) => [r.userId, new Date(r.last)]));
}

export async function findAuthUser(db: Executor, id: string) {
  const [row] = await db
    .select({ emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

const DETAIL_LIST_LIMIT = 20;
const AUDIT_TRAIL_LIMIT = 50;

export function findLiveSessions(db: Executor, userId: string, now: Date) {
  return db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
    .orderBy(desc(session.updatedAt))
    .limit(DETAIL_LIST_LIMIT);
}

/** What was done to the account and what it did, newest first. */
export function findAuditTrail(db: Executor, userId: string) {
  return queryRows<{
    id: number;
    action: string;
    actorUserId: string | null;
    actorEmail: string | null;
    data: Record<string, unknown>;
    ipAddress: string | null;
    createdAt: string | Date;
  }>(
    db,
    sql`select a.id::int as id, a.action, a.actor_user_id as "actorUserId", u.email as "actorEmail", a.data,
          a.ip_address as "ipAddress", a.created_at as "createdAt"
        from ${auditLog} a
        left join ${user} u on u.id = a.actor_user_id
        where a.id in (
          (select id from ${auditLog} where entity_id = ${userId} order by id desc limit ${AUDIT_TRAIL_LIMIT})
          union
          (select id from ${auditLog} where actor_user_id = ${userId} order by id desc limit ${AUDIT_TRAIL_LIMIT})
        )
        order by a.id desc
        limit ${AUDIT_TRAIL_LIMIT}`,
  );
}

import { sql } from 'drizzle-orm';
import type { SecurityEvent, SecurityEventKind } from '../../../domain/security-threats/threat-rules';
import { queryRows, type Executor } from '../../db/client';

/** The user_activities types the threat rules read (sign_in is written by the auth routes). */
export const SECURITY_ACTIVITY_TYPES = ['sign_in', 'sign_in_failed', 'sign_in_blocked', 'access_denied'] as const;
/** The refused ones: shown as "blocked" in the Audit Logs. */
export const REFUSED_ACTIVITY_TYPES = ['sign_in_failed', 'sign_in_blocked', 'access_denied'] as const;

/**
 * The events the threat rules read, since `since`, oldest first: refused sign-ins and requests, and
 * admins' sign-ins (with the admin flag). Members' successful sign-ins, nearly all of the table, feed
 * no rule and are not read.
 */
export async function readSecurityEvents(db: Executor, since: Date): Promise<SecurityEvent[]> {
  const rows = await queryRows<{
    kind: SecurityEventKind;
    at: string;
    ip: string | null;
    email: string | null;
    user_id: string | null;
    is_admin: boolean;
  }>(
    db,
    sql`select a.activity_type as kind, a.created_at as at, a.activity_data->>'ip' as ip,
          lower(coalesce(a.activity_data->>'email', u.email)) as email, a.user_id,
          coalesce(p.role = 'admin', false) as is_admin
        from user_activities a
        left join "user" u on u.id = a.user_id
        left join user_profiles p on p.id = a.user_id
        where (a.activity_type in ('sign_in_failed', 'sign_in_blocked', 'access_denied')
               or (a.activity_type = 'sign_in' and a.user_id in (select id from user_profiles where role = 'admin')))
          and a.created_at >= ${since.toISOString()}
        order by a.created_at`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    at: new Date(r.at),
    ip: r.ip,
    email: r.email,
    userId: r.user_id,
    isAdmin: r.is_admin,
  }));
}

/** Counts for the Security Center footer over the window. */
export async function readSecurityCounts(
  db: Executor,
  since: Date,
): Promise<{ auditRows: number; refusedAttempts: number }> {
  const [row] = await queryRows<{ audit_rows: number; refused: number }>(
    db,
    sql`select (select count(*) from audit_log where created_at >= ${since.toISOString()})::int as audit_rows,
          (select count(*) from user_activities where created_at >= ${since.toISOString()}
             and activity_type in ('sign_in_failed', 'sign_in_blocked', 'access_denied'))::int as refused`,
  );
  return { auditRows: row?.audit_rows ?? 0, refusedAttempts: row?.refused ?? 0 };
}

import { and, sql } from 'drizzle-orm';
import type { AuditLogEntry } from '../../../contracts/enterprise';
import { queryRows, type Executor } from '../../db/client';

/**
 * The Security Center's Audit Logs: admin and account actions from audit_log (status success),
 * successful sign-ins (success) and refused attempts — failed or throttled sign-ins and 403
 * answers — from user_activities (status blocked), newest first, filtered and paged in SQL.
 */
export async function findAuditEntries(
  db: Executor,
  filter: { status: 'all' | 'success' | 'blocked'; action: string; user: string; limit: number; offset: number },
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const action = `%${filter.action.replace(/[\\%_]/g, '\\$&')}%`;
  const userPattern = `%${filter.user.replace(/[\\%_]/g, '\\$&')}%`;
  // Each source is filtered and cut to the rows the page could need on its own (newest first, by its
  // created_at index), then the two are merged: never a sort of every sign-in ever recorded. The
  // total counts each source apart with the same filters.
  const auditUser = sql`u.email`;
  const eventUser = sql`coalesce(a.activity_data->>'email', u.email)`;
  const auditWhere = and(
    filter.status === 'blocked' ? sql`false` : undefined,
    sql`l.action ilike ${action}`,
    filter.user ? sql`coalesce(${auditUser}, '') ilike ${userPattern}` : undefined,
  );
  const eventWhere = and(
    sql`a.activity_type in ('sign_in', 'sign_in_failed', 'sign_in_blocked', 'access_denied')`,
    filter.status === 'success' ? sql`a.activity_type = 'sign_in'` : undefined,
    filter.status === 'blocked' ? sql`a.activity_type <> 'sign_in'` : undefined,
    sql`a.activity_type ilike ${action}`,
    filter.user ? sql`coalesce(${eventUser}, '') ilike ${userPattern}` : undefined,
  );
  const enough = filter.limit + filter.offset;
  const rows = await queryRows<{
    id: string;
    action: string;
    user_email: string | null;
    resource: string;
    at: string;
    ip: string | null;
    status: 'success' | 'blocked';
    total: number;
  }>(
    db,
    sql`select id, action, user_email, resource, at, ip, status,
          ((select count(*) from audit_log l left join "user" u on u.id = l.actor_user_id where ${auditWhere})
           + (select count(*) from user_activities a left join "user" u on u.id = a.user_id where ${eventWhere}))::int as total
        from (
          (select 'a' || l.id as id, l.action, ${auditUser} as user_email,
                  l.entity_type || coalesce(':' || l.entity_id, '') as resource,
                  l.created_at as at, l.ip_address as ip, 'success' as status
             from audit_log l left join "user" u on u.id = l.actor_user_id
            where ${auditWhere}
            order by l.created_at desc, 'a' || l.id desc
            limit ${enough})
          union all
          (select 'e' || a.id, a.activity_type, ${eventUser},
                  coalesce((a.activity_data->>'method') || ' ' || (a.activity_data->>'route'), 'sign-in'),
                  a.created_at, a.activity_data->>'ip',
                  case when a.activity_type = 'sign_in' then 'success' else 'blocked' end
             from user_activities a left join "user" u on u.id = a.user_id
            where ${eventWhere}
            order by a.created_at desc, 'e' || a.id desc
            limit ${enough})
        ) entries
        order by at desc, id desc
        limit ${filter.limit} offset ${filter.offset}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    entries: rows.map((r) => ({
      id: r.id,
      action: r.action,
      user: r.user_email,
      resource: r.resource,
      timestamp: new Date(r.at).toISOString(),
      ipAddress: r.ip,
      status: r.status,
    })),
  };
}

import { sql } from 'drizzle-orm';
import type { AuditLogEntry } from '../../../../contracts/enterprise';
import { queryRows, type Executor } from '../../../db/client';

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
    sql`with entries as (
          select 'a' || l.id as id, l.action, u.email as user_email,
                 l.entity_type || coalesce(':' || l.entity_id, '') as resource,
                 l.created_at as at, l.ip_address as ip, 'success' as status
            from audit_log l left join "user" u on u.id = l.actor_user_id
          union all
          select 'e' || a.id, a.activity_type, coalesce(a.activity_data->>'email', u.email),
                 coalesce((a.activity_data->>'method') || ' ' || (a.activity_data->>'route'), 'sign-in'),
                 a.created_at, a.activity_data->>'ip',
                 case when a.activity_type = 'sign_in' then 'success' else 'blocked' end
            from user_activities a left join "user" u on u.id = a.user_id
           where a.activity_type in ('sign_in', 'sign_in_failed', 'sign_in_blocked', 'access_denied')
        )
        select id, action, user_email, resource, at, ip, status, count(*) over ()::int as total
          from entries
         where (${filter.status} = 'all' or status = ${filter.status})
           and action ilike ${action}
           and (${filter.user} = '' or coalesce(user_email, '') ilike ${userPattern})
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

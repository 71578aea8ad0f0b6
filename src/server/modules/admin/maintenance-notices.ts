import { sql } from 'drizzle-orm';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../domain/constants';
import type { Database } from '../../db/client';

export const MAINTENANCE_NOTICES = {
  started: {
    title: 'Maintenance started',
    message: 'The platform is under maintenance. Trading, purchases and other changes are paused until it ends.',
  },
  ended: { title: 'Maintenance ended', message: 'Maintenance is over: everything is open again.' },
} as const;

/**
 * The maintenanceNotices switch: when an admin turns maintenance mode on or off and the switch is on,
 * every account (not the platform's own) gets an in-app notice, written in one statement.
 */
export async function sendMaintenanceNotice(
  db: Database,
  input: { wasOn: boolean; isOn: boolean; noticesEnabled: boolean },
): Promise<void> {
  if (!input.noticesEnabled || input.wasOn === input.isOn) return;
  const notice = input.isOn ? MAINTENANCE_NOTICES.started : MAINTENANCE_NOTICES.ended;
  await db.execute(sql`
    insert into notifications (user_id, type, title, message)
    select id, 'system', ${notice.title}, ${notice.message} from "user"
    where lower(email) not like ${`%@${SYSTEM_USER_EMAIL_DOMAIN}`}`);
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock/clock';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { activityDaysSql, readActivityRolledUntil } from '../reporting/reporting-module';

export const ACTIVITY_DAYS_QUEUE = 'analytics.activity-days';
const DAY_MS = 86_400_000;

/**
 * Rolls the complete UTC days since the roll-up's end into member_activity_days (who was active on
 * each day, by the reporting read model's definition). Activity is written as it happens, so a day
 * before today no longer changes; the figures read the days after the roll-up's end from the source
 * tables, so they are the same whether or not this has run yet.
 */
export async function refreshActivityDays(db: Database, now: Date): Promise<void> {
  const until = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const from = await readActivityRolledUntil(db);
  if (from && from >= until) return;
  await db.execute(
    sql`insert into member_activity_days (day, user_id) ${activityDaysSql(from, until)} on conflict do nothing`,
  );
}

/** Brings the roll-up up to date at boot (the demo seed's two years of history), then once a day. */
export async function registerActivityDaysJob(app: FastifyInstance, deps: { db: Database; clock: Clock }): Promise<void> {
  await refreshActivityDays(deps.db, deps.clock.now());
  await registerRecurringJob(app, deps.db, {
    queue: ACTIVITY_DAYS_QUEUE,
    everyMs: DAY_MS,
    dedupePrefix: 'analytics-activity-days',
    maxAttempts: 3,
    startNextSlot: true,
    run: () => refreshActivityDays(deps.db, deps.clock.now()),
  });
}

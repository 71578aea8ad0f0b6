import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * analytics_model_fits: the analytics suite's models as the scheduled job last fitted them, one row
 * per series and method (method, fitted-at, points, and the forecast and backtest in `result`).
 */
export const analyticsModelFits = pgTable(
  'analytics_model_fits',
  {
    series: text('series').notNull(),
    method: text('method').notNull(),
    fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull(),
    points: integer('points').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.method] })],
);

/** A recommendation marked implemented (AI Intelligence → Implement): who and when; never undone. */
export const analyticsRecommendationActions = pgTable('analytics_recommendation_actions', {
  recommendationId: text('recommendation_id').primaryKey(),
  implementedBy: text('implemented_by').references(() => user.id, { onDelete: 'set null' }),
  implementedAt: timestamp('implemented_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * analytics_report_schedules: Schedule Report on Analytics Overview. The overview of `period` is
 * mailed to the admin who scheduled it every `frequency` from `next_run_at` (app clock) until
 * cancelled; cancelled rows stay as the record of who stopped it and when.
 */
export const analyticsReportSchedules = pgTable(
  'analytics_report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    period: text('period').notNull(),
    frequency: text('frequency').notNull(),
    format: text('format').notNull(),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('analytics_report_schedules_due_idx').on(t.nextRunAt).where(sql`${t.cancelledAt} is null`)],
);

/**
 * member_activity_days: the days (UTC) each member was active, by the reporting read model's one
 * definition of activity, rolled up for complete days only (the current day is read from the source
 * tables). The operator figures read it instead of re-scanning two years of sign-ins, sessions,
 * orders, payments and stakes per request. System accounts are never rolled up; a deleted member's
 * days go with them.
 */
export const memberActivityDays = pgTable(
  'member_activity_days',
  {
    day: date('day').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.day, t.userId] })],
);

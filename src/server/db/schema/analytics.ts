import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

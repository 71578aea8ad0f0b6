import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** user_activities: sign-ins, errors and other events (activity_type + activity_data). */
export const userActivities = pgTable(
  'user_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    activityData: jsonb('activity_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_activities_created_idx').on(t.createdAt),
    index('user_activities_user_idx').on(t.userId),
    index('user_activities_type_idx').on(t.activityType),
  ],
);

/** performance_metrics: web-vitals reported by real browsers (core spec section 3). */
export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    metricCategory: text('metric_category').notNull().default('web_vitals'),
    pageRoute: text('page_route').notNull(),
    loadTimeMs: integer('load_time_ms'),
    timeToFirstByteMs: integer('time_to_first_byte_ms'),
    timeToInteractiveMs: integer('time_to_interactive_ms'),
    cumulativeLayoutShift: numeric('cumulative_layout_shift', { precision: 10, scale: 3 }),
    largestContentfulPaintMs: integer('largest_contentful_paint_ms'),
    /** First contentful paint (web-vitals onFCP); null in reports sent before it was collected. */
    firstContentfulPaintMs: integer('first_contentful_paint_ms'),
    firstInputDelayMs: integer('first_input_delay_ms'),
    memoryUsageMb: numeric('memory_usage_mb', { precision: 12, scale: 2 }),
    networkConnection: text('network_connection'),
    deviceInfo: jsonb('device_info').$type<Record<string, unknown>>(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('performance_metrics_created_idx').on(t.createdAt),
    // The Performance Center's per-route percentiles over a period.
    index('performance_metrics_route_created_idx').on(t.pageRoute, t.createdAt),
  ],
);

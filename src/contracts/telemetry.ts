import { z } from './zod';

/** One page-load's web-vitals (performance_metrics, core spec section 3); values already rounded. */
export const WebVitalsReportSchema = z.object({
  page_route: z.string().max(300),
  load_time_ms: z.number().int().min(0).max(600_000).nullable(),
  time_to_first_byte_ms: z.number().int().min(0).max(600_000).nullable(),
  time_to_interactive_ms: z.number().int().min(0).max(600_000).nullable(),
  cumulative_layout_shift: z.number().min(0).max(100).nullable(),
  largest_contentful_paint_ms: z.number().int().min(0).max(600_000).nullable(),
  /** Optional: browsers running an older client do not send it. */
  first_contentful_paint_ms: z.number().int().min(0).max(600_000).nullable().optional(),
  first_input_delay_ms: z.number().int().min(0).max(600_000).nullable(),
  memory_usage_mb: z.number().min(0).max(1_000_000).nullable(),
  network_connection: z.string().max(40).nullable(),
  device_info: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable(),
});
export type WebVitalsReport = z.infer<typeof WebVitalsReportSchema>;

/** A runtime error seen in a browser (user_activities, activity_type error_event). */
export const ErrorEventReportSchema = z.object({
  error_type: z.enum(['react_error_boundary', 'javascript_error', 'unhandled_rejection']),
  error_message: z.string().max(2000),
  stack_trace: z.string().max(10_000).nullable(),
  page_url: z.string().max(2000),
  user_agent: z.string().max(500),
  error_id: z.string().max(64).optional(),
});
export type ErrorEventReport = z.infer<typeof ErrorEventReportSchema>;

import { VITALS_BOUNDS, VITALS_SESSION_ID } from '../domain/vitals-sampling';
import { isClientRoute } from './client-routes';
import { z } from './zod';


const millis = z.number().int().min(0).max(VITALS_BOUNDS.ms).nullable();

/** One page-load's web-vitals (performance_metrics, core spec section 3); values already rounded. */
export const WebVitalsReportSchema = z.object({
  /** A page of the client's route table (contracts/client-routes.ts), as the browser's pathname. */
  page_route: z.string().max(300).refine(isClientRoute, { message: 'Not a page of this site' }),
  /** The browser tab session's random id (domain/vitals-sampling.ts): sampled and capped per session. */
  session_id: z.string().regex(VITALS_SESSION_ID),
  load_time_ms: millis,
  time_to_first_byte_ms: millis,
  time_to_interactive_ms: millis,
  cumulative_layout_shift: z.number().min(0).max(VITALS_BOUNDS.layoutShift).nullable(),
  largest_contentful_paint_ms: millis,
  /** Optional: browsers running an older client do not send it. */
  first_contentful_paint_ms: millis.optional(),
  first_input_delay_ms: millis,
  memory_usage_mb: z.number().min(0).max(VITALS_BOUNDS.memoryMb).nullable(),
  network_connection: z.string().max(40).nullable(),
  device_info: z
    .record(z.string().max(40), z.union([z.string().max(100), z.number(), z.boolean()]))
    .refine((info) => Object.keys(info).length <= 8, { message: 'At most 8 device fields' })
    .nullable(),
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

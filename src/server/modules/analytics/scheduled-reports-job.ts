import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock';
import { registerRecurringJob } from '../../platform/jobs/recurring-job';
import { sendDueReports, type ScheduledReportDeps } from './report-schedules';

export const SCHEDULED_REPORTS_QUEUE = 'analytics.scheduled-reports';
/** Reports are due daily at the most often: looking every five minutes is on time enough. */
const SCHEDULED_REPORTS_INTERVAL_MS = 5 * 60_000;

/** The recurring job on the durable queue that mails the due scheduled reports (app clock). */
export async function registerScheduledReportsJob(
  app: FastifyInstance,
  deps: ScheduledReportDeps & { clock: Clock },
): Promise<void> {
  await registerRecurringJob(app, deps.db, {
    queue: SCHEDULED_REPORTS_QUEUE,
    everyMs: SCHEDULED_REPORTS_INTERVAL_MS,
    dedupePrefix: 'analytics-scheduled-reports',
    maxAttempts: 1,
    run: async () => {
      const sent = await sendDueReports(deps, deps.clock.now());
      if (sent) app.log.info({ sent }, 'scheduled analytics reports');
    },
  });
}

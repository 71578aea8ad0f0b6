import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type {
  AnalyticsPeriod,
  CreateReportScheduleRequest,
  ReportFrequency,
  ReportSchedule,
} from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import type { Database } from '../../db/client';
import { analyticsReportSchedules } from '../../db/schema/analytics';
import type { Mailer } from '../../platform/mailer/mailer';
import { renderTemplate, scheduledReportTemplate } from '../../platform/mailer/templates/mail-templates';
import { notFound } from '../../platform/http/app-error';
import { writeAuditLog } from '../../platform/audit-log';
import { figure } from './export-overview-report';
import { getAnalyticsOverview } from './get-analytics-overview';

type Row = typeof analyticsReportSchedules.$inferSelect;

/** The next mailing after `from`: a day, a week, or the same day of the next calendar month (UTC). */
export function nextRunAfter(from: Date, frequency: ReportFrequency): Date {
  const next = new Date(from);
  if (frequency === 'daily') next.setUTCDate(next.getUTCDate() + 1);
  else if (frequency === 'weekly') next.setUTCDate(next.getUTCDate() + 7);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

function toWire(row: Row): ReportSchedule {
  return {
    id: row.id,
    period: row.period as AnalyticsPeriod,
    frequency: row.frequency as ReportFrequency,
    format: row.format as ReportSchedule['format'],
    email: row.email,
    nextRunAt: row.nextRunAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Admin {
  id: string;
  email: string;
  name: string;
}
interface Request {
  ipAddress: string;
  requestId: string;
}

/** The admin's own active schedules, newest first: each admin schedules and cancels their own. */
export async function listReportSchedules(db: Database, userId: string): Promise<ReportSchedule[]> {
  const rows = await db
    .select()
    .from(analyticsReportSchedules)
    .where(and(eq(analyticsReportSchedules.userId, userId), isNull(analyticsReportSchedules.cancelledAt)))
    .orderBy(desc(analyticsReportSchedules.createdAt));
  return rows.map(toWire);
}

/** Schedules the report; the first mail goes one `frequency` after now (app clock). */
export async function createReportSchedule(
  db: Database,
  admin: Admin,
  input: CreateReportScheduleRequest,
  now: Date,
  request: Request,
): Promise<ReportSchedule> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(analyticsReportSchedules)
      .values({
        userId: admin.id,
        email: admin.email,
        name: admin.name,
        ...input,
        nextRunAt: nextRunAfter(now, input.frequency),
        createdAt: now,
      })
      .returning();
    await writeAuditLog(tx, {
      actorUserId: admin.id,
      action: 'analytics.report_scheduled',
      entityType: 'analytics_report_schedule',
      entityId: row!.id,
      data: input,
      ...request,
    });
    return toWire(row!);
  });
}

/** Cancels one of the admin's own schedules; someone else's, or one already cancelled, is not found. */
export async function cancelReportSchedule(
  db: Database,
  adminId: string,
  id: string,
  now: Date,
  request: Request,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(analyticsReportSchedules)
      .set({ cancelledAt: now })
      .where(
        and(
          eq(analyticsReportSchedules.id, id),
          eq(analyticsReportSchedules.userId, adminId),
          isNull(analyticsReportSchedules.cancelledAt),
        ),
      )
      .returning({ id: analyticsReportSchedules.id });
    if (!cancelled.length) throw notFound('No such scheduled report');
    await writeAuditLog(tx, {
      actorUserId: adminId,
      action: 'analytics.report_schedule_cancelled',
      entityType: 'analytics_report_schedule',
      entityId: id,
      data: {},
      ...request,
    });
  });
}

export interface ScheduledReportDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Mails every report due at `now` (app clock). Each due row is claimed by moving its next run past
 * `now` in one conditional update, so two nodes never mail the same run; runs missed while the
 * server was down are not sent one by one, the next mail simply carries the current figures.
 */
export async function sendDueReports(deps: ScheduledReportDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select()
    .from(analyticsReportSchedules)
    .where(and(isNull(analyticsReportSchedules.cancelledAt), lte(analyticsReportSchedules.nextRunAt, now)));
  let sent = 0;
  for (const row of due) {
    let next = nextRunAfter(row.nextRunAt, row.frequency as ReportFrequency);
    while (next <= now) next = nextRunAfter(next, row.frequency as ReportFrequency);
    const claimed = await deps.db
      .update(analyticsReportSchedules)
      .set({ nextRunAt: next, lastSentAt: now })
      .where(
        and(
          eq(analyticsReportSchedules.id, row.id),
          eq(analyticsReportSchedules.nextRunAt, row.nextRunAt),
          isNull(analyticsReportSchedules.cancelledAt),
        ),
      )
      .returning({ id: analyticsReportSchedules.id });
    if (!claimed.length) continue;
    const overview = await getAnalyticsOverview(deps.db, row.period as AnalyticsPeriod);
    const path = row.format === 'pdf' ? apiPaths.analytics.overviewPdf : apiPaths.analytics.overviewCsv;
    const mail = await renderTemplate(scheduledReportTemplate, {
      user_name: row.name,
      frequency: row.frequency,
      period: row.period,
      window: `${overview.window.from.slice(0, 10)} to ${overview.window.to.slice(0, 10)}`,
      figures: overview.kpis.map((k) => `${k.name} ${figure(k.value, k.unit)}`).join(' · '),
      report_url: new URL(`${path}?period=${row.period}`, deps.publicUrl).toString(),
      format: row.format.toUpperCase(),
      analytics_url: new URL('/analytics', deps.publicUrl).toString(),
    });
    await deps.mailer.send({ ...mail, to: row.email, userId: row.userId });
    sent++;
  }
  return sent;
}

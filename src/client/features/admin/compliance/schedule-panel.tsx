/**
 * Compliance & Audit → Schedule: every item's next review and every open audit in date order, each
 * marked overdue (date past), due soon (0 to 30 days) or current, as the server sees today.
 */
import type { ComplianceScheduleEntry } from '../../../../contracts/compliance';
import type { AuditType, ComplianceCategory } from '../../../../domain/compliance/compliance';
import { useComplianceSchedule } from '../../../api/compliance/find-compliance-schedule';
import { Badge } from '../../../components/ui/badge';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  AUDIT_TYPE_LABEL,
  CATEGORY_LABEL,
  formatDay,
  LEVEL_LABEL,
  LEVEL_TONE,
  relativeDays,
} from './compliance-labels';
import { DueBadge } from './due-badge';

const groupLabel = (entry: ComplianceScheduleEntry) =>
  entry.kind === 'review'
    ? `${CATEGORY_LABEL[entry.group as ComplianceCategory]} review`
    : `${AUDIT_TYPE_LABEL[entry.group as AuditType]} audit`;

export default function SchedulePanel() {
  const schedule = useComplianceSchedule();
  return (
    <section aria-labelledby="compliance-schedule-title" className="flex flex-col gap-6">
      <div>
        <h3 id="compliance-schedule-title" className="text-xl font-semibold text-fg">
          Schedule
        </h3>
        <p className="mt-1 text-sm text-fg-muted">Upcoming reviews and audits in date order; overdue ones first.</p>
      </div>
      {schedule.isPending ? (
        <div className="flex flex-col gap-2">
          <p role="status" className="sr-only">
            Loading the schedule…
          </p>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : schedule.isError ? (
        <LoadError
          title="Unable to load the schedule"
          message={schedule.error.message}
          onRetry={() => void schedule.refetch()}
        />
      ) : schedule.data.entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-10 text-center text-fg-muted">
          Nothing scheduled: no compliance items and no open audits.
        </p>
      ) : (
        <ol aria-label="Upcoming reviews and audits" className="flex flex-col gap-2">
          {schedule.data.entries.map((entry) => (
            <li
              key={`${entry.kind}-${entry.id}`}
              className="grid gap-2 rounded-xl border border-border bg-surface/80 px-4 py-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center"
            >
              <div className="text-sm">
                <p className="font-semibold text-fg tabular-nums">{formatDay(entry.date)}</p>
                <p className="text-fg-muted">{relativeDays(entry.daysUntil)}</p>
              </div>
              <div className="min-w-0">
                <p className="font-medium text-fg">{entry.title}</p>
                <p className="text-sm text-fg-muted">
                  {groupLabel(entry)} · {entry.owner}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 sm:justify-end">
                <Badge tone={LEVEL_TONE[entry.level]}>
                  {LEVEL_LABEL[entry.level]} {entry.kind === 'review' ? 'risk' : 'priority'}
                </Badge>
                <DueBadge state={entry.dueState} days={entry.daysUntil} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

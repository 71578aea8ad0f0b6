/**
 * Appraisals: the schedule of every active asset, soonest first, with its state (spec section 4:
 * OVERDUE when the date is past, DUE SOON within 30 days, otherwise CURRENT). Schedule sets the next
 * date; Update Value records an appraisal, which changes the current value, the value history and,
 * for wine backing VINO, the reserve and the backing ratio at once.
 */
import { useMemo, useState } from 'react';
import type { AdminWineAsset } from '../../../../contracts/admin-wine';
import { formatUsd } from '../../../../domain/format';
import { useAdminWineAssets } from '../../../api/wine/find-admin-wine-assets';
import { useAdminWineSummary } from '../../../api/wine/get-admin-wine-summary';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { ScheduleAppraisalDialog } from './schedule-appraisal-dialog';
import { UpdateValueDialog } from './update-value-dialog';
import { APPRAISAL_BADGE, appraisalDistance, formatDay } from './wine-admin-format';
import { Table } from '../../../components/ui/table';

const ALL_ACTIVE = { q: '', category: 'all', region: 'all', status: 'active' } as const;

export default function AppraisalsPanel() {
  const assets = useAdminWineAssets(ALL_ACTIVE);
  const summary = useAdminWineSummary();
  const [toSchedule, setToSchedule] = useState<AdminWineAsset | null>(null);
  const [toValue, setToValue] = useState<AdminWineAsset | null>(null);

  // Overdue first, then the soonest; unscheduled last.
  const rows = useMemo(
    () =>
      [...(assets.data?.items ?? [])].sort(
        (a, b) => (a.days_to_appraisal ?? Infinity) - (b.days_to_appraisal ?? Infinity) || a.name.localeCompare(b.name),
      ),
    [assets.data],
  );
  const counts = summary.data?.appraisals;

  return (
    <section aria-labelledby="appraisals-title" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="appraisals-title" className="text-xl font-semibold text-fg">
          Appraisal Schedule
        </h3>
        {counts ? (
          <p className="flex flex-wrap gap-2 text-sm" aria-label="Appraisal states">
            <Badge tone="danger">{counts.overdue} overdue</Badge>
            <Badge tone="warning">{counts.due_soon} due soon</Badge>
            <Badge tone="success">{counts.current} current</Badge>
          </p>
        ) : null}
      </div>
      {assets.isPending ? (
        <Skeleton className="h-72 w-full rounded-xl" />
      ) : assets.isError ? (
        <LoadError
          title="Unable to load the appraisal schedule"
          message={assets.error.message}
          onRetry={() => void assets.refetch()}
        />
      ) : rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border p-10 text-center text-fg-muted">
          No active wine assets to appraise.
        </p>
      ) : (
        <Table
          label="Appraisal schedule table"
          caption="Appraisals, soonest due first"
          minWidth="min-w-[52rem]"
          columns={[
            'Wine',
            { label: 'Current value', align: 'right' },
            'Last appraisal',
            'Next appraisal',
            'Status',
            { label: 'Actions', hidden: true },
          ]}
        >
          {rows.map((a) => {
            const badge = APPRAISAL_BADGE[a.appraisal_status];
            return (
              <tr key={a.id} className="border-t border-border hover:bg-surface-2/40">
                <td className="px-3 py-2 font-medium text-fg">
                  {a.name} {a.vintage}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{formatUsd(a.current_value, true)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-fg-muted">{formatDay(a.last_appraisal)}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <span className="text-fg">{formatDay(a.next_appraisal)}</span>
                  <span className="block text-xs text-fg-muted">{appraisalDistance(a.days_to_appraisal)}</span>
                </td>
                <td className="px-3 py-2">
                  <Badge tone={badge.tone}>{badge.label}</Badge>
                </td>
                <td className="whitespace-nowrap px-3 py-1 text-right">
                  <div className="flex justify-end gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Schedule ${a.name} ${a.vintage}`}
                      onClick={() => setToSchedule(a)}
                    >
                      Schedule
                    </Button>
                    <Button
                      variant="gold"
                      size="sm"
                      aria-label={`Update Value of ${a.name} ${a.vintage}`}
                      onClick={() => setToValue(a)}
                    >
                      Update Value
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </Table>
      )}
      <ScheduleAppraisalDialog asset={toSchedule} onClose={() => setToSchedule(null)} />
      <UpdateValueDialog asset={toValue} onClose={() => setToValue(null)} />
    </section>
  );
}

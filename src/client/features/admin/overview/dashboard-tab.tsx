/**
 * The admin Dashboard (operator spec section 2, "Admin overview dashboard"): six metric cards,
 * system alerts with Resolve and View Details, recent activity, platform growth, revenue
 * distribution and quick tiles, every figure from GET /api/v1/admin/overview. Loads on entry and
 * refreshes every 30 000 ms; when a refresh fails the last figures stay, marked stale.
 */
import { useState } from 'react';
import { useAdminOverview } from '../../../api/admin/get-admin-overview';
import { useResolveSystemAlert } from '../../../api/admin/resolve-system-alert';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { AlertDetailsDialog } from './components/alert-details-dialog';
import { GrowthBars, MetricCards, QuickTiles, RecentActivity, RevenueDistribution } from './components/overview-panels';
import { SystemAlertsPanel } from './components/system-alerts-panel';

const clockTime = (ms: number) =>
  new Date(ms).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export default function DashboardTab() {
  const overview = useAdminOverview();
  const resolve = useResolveSystemAlert();
  const toast = useToast();
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const onResolve = (id: string) =>
    resolve.mutate(id, {
      onSuccess: () => {
        toast({ tone: 'success', title: 'Alert resolved.' });
        setDetailsId(null);
      },
      onError: (error) => toast({ tone: 'error', title: 'Could not resolve the alert', description: error.message }),
    });

  if (overview.isPending) return <DashboardSkeleton />;
  if (!overview.data)
    return (
      <LoadError
        title="Could not load the platform overview"
        message={overview.error?.message ?? 'Something went wrong.'}
        onRetry={() => void overview.refetch()}
      />
    );

  const { data } = overview;
  const stale = overview.isRefetchError;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-semibold text-fg">Platform Overview</h2>
          {stale ? <Badge tone="warning">Stale</Badge> : null}
        </div>
        <div className="flex items-center gap-3 text-sm text-fg-muted">
          {overview.isFetching ? <Spinner size="sm" label="Refreshing" /> : null}
          <span>
            Updated{' '}
            <time dateTime={new Date(overview.dataUpdatedAt).toISOString()}>{clockTime(overview.dataUpdatedAt)}</time>
          </span>
          <Button size="sm" variant="secondary" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
            Refresh
          </Button>
        </div>
      </div>

      {stale ? (
        <Alert tone="warning" title="These figures may be out of date">
          The last refresh failed: {overview.error?.message} Showing the figures from{' '}
          {clockTime(overview.dataUpdatedAt)}; the dashboard tries again every 30 seconds.
        </Alert>
      ) : null}

      <MetricCards stats={data.stats} stale={stale} />

      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-6">
          <SystemAlertsPanel
            alerts={data.alerts}
            resolvingId={resolve.isPending ? (resolve.variables ?? null) : null}
            onResolve={onResolve}
            onDetails={setDetailsId}
          />
          <GrowthBars days={data.signups.daily_signups} />
          <RevenueDistribution rows={data.revenueDistribution} />
        </div>
        <RecentActivity items={data.recentActivity} />
      </div>

      <QuickTiles tiles={data.quickTiles} stale={stale} />

      <AlertDetailsDialog
        alertId={detailsId}
        onClose={() => setDetailsId(null)}
        onResolve={onResolve}
        isResolving={resolve.isPending}
      />
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="flex flex-col gap-6">
      <p role="status" className="text-sm text-fg-muted">
        Loading the platform overview…
      </p>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-2xl" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-2xl" />
        <Skeleton className="h-64 rounded-2xl" />
      </div>
    </div>
  );
}

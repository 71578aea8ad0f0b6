/** The Dashboard's read-only panels: metric cards, growth bars, revenue distribution, activity, quick tiles. */
import { Link } from 'react-router';
import type { ActivityItem, AdminOverview } from '../../../../../contracts/admin-overview';
import { timeAgo } from '../../../../../domain/admin/time-ago';
import { formatInteger, formatUsd } from '../../../../../domain/format';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { StatTile } from '../../../../components/ui/stat-tile';
import { cn } from '../../../../lib/cn';
import { withQuery, paths } from '../../../../lib/paths';
import { revenueSourceLabel } from './overview-format';

const Sub = ({ children }: { children: string }) => (
  <span className="mt-0.5 block font-sans text-xs font-normal text-fg-muted">{children}</span>
);

export function MetricCards({ stats, stale }: { stats: AdminOverview['stats']; stale: boolean }) {
  return (
    <dl
      aria-label="Platform metrics"
      className={cn('grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3', stale && 'opacity-70')}
    >
      <StatTile label="Total Users" metric="users">
        {formatInteger(stats.total_users)}
        <Sub>{`+${formatInteger(stats.newUsersToday)} today`}</Sub>
      </StatTile>
      <StatTile label="Total Revenue" metric="revenue_total">{formatUsd(stats.total_revenue, true)}</StatTile>
      <StatTile label="24h Revenue" metric="revenue_24h">{formatUsd(stats.revenue_24h, true)}</StatTile>
      <StatTile label="Total Transactions" metric="transactions">
        {formatInteger(stats.total_transactions)}
        <Sub>{`${formatInteger(stats.transactionsToday)} today`}</Sub>
      </StatTile>
      <StatTile label="Total Wine Value">{formatUsd(stats.total_wine_value)}</StatTile>
      <StatTile label="Total Staked">
        {`${formatInteger(stats.total_staked)} VINO`}
        <Sub>{`${formatInteger(stats.activeStakers)} active ${stats.activeStakers === 1 ? 'staker' : 'stakers'}`}</Sub>
      </StatTile>
    </dl>
  );
}

const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric', month: 'short' });

export function GrowthBars({ days }: { days: AdminOverview['signups']['daily_signups'] }) {
  const max = Math.max(1, ...days.map((d) => d.new_signups));
  const total = days.reduce((s, d) => s + d.new_signups, 0);
  return (
    <Card as="section" aria-labelledby="growth-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="growth-title">Platform Growth</span>
        </CardTitle>
        <CardDescription>Daily sign-ups, last 7 days: {formatInteger(total)} in total</CardDescription>
      </CardHeader>
      <ol className="flex h-44 items-end gap-1.5 sm:gap-3" aria-label="Daily sign-ups">
        {days.map((d) => (
          <li key={d.date} className="flex h-full min-w-0 flex-1 flex-col items-center justify-end gap-1">
            <span className="sr-only">{`${dayLabel(d.date)}: ${d.new_signups} sign-ups`}</span>
            <span aria-hidden="true" className="text-xs tabular-nums text-fg">
              {d.new_signups}
            </span>
            <span
              aria-hidden="true"
              className="w-full max-w-12 rounded-t-md bg-gold/80"
              style={{ height: `${Math.max(2, (d.new_signups / max) * 100)}%` }}
            />
            <span aria-hidden="true" className="text-xs text-fg-muted">
              {new Date(`${d.date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'short' })}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

export function RevenueDistribution({
  rows,
  description = 'By source, from every recorded revenue row',
}: {
  rows: AdminOverview['revenueDistribution'];
  /** What the figures cover (the Analytics tab's are one period's). */
  description?: string;
}) {
  return (
    <Card as="section" aria-labelledby="revenue-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="revenue-title">Revenue Distribution</span>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">No revenue recorded yet.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {rows.map((r) => (
            <li key={r.source}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                <span className="font-medium text-fg">{revenueSourceLabel(r.source)}</span>
                <span className="tabular-nums text-fg-muted">
                  {formatUsd(r.amount, true)} · {r.percentage}%
                </span>
              </div>
              <span aria-hidden="true" className="mt-1.5 block h-2 overflow-hidden rounded-full bg-surface-3">
                <span className="block h-full rounded-full bg-brand" style={{ width: `${Number(r.percentage)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const ACTIVITY: Record<ActivityItem['type'], { label: string; tone: BadgeTone }> = {
  large_transaction: { label: 'Large transaction', tone: 'gold' },
  kyc_submission: { label: 'KYC submission', tone: 'info' },
  user_registration: { label: 'New user', tone: 'success' },
  system_alert: { label: 'System alert', tone: 'warning' },
};

export function RecentActivity({ items }: { items: ActivityItem[] }) {
  return (
    <Card as="section" aria-labelledby="activity-title">
      <CardHeader>
        <CardTitle as="h3">
          <span id="activity-title">Recent Activity</span>
        </CardTitle>
      </CardHeader>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">No activity yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Badge tone={ACTIVITY[item.type].tone}>{ACTIVITY[item.type].label}</Badge>
                <span className="text-xs text-fg-muted">
                  <time dateTime={item.timestamp}>{timeAgo(item.timestamp)}</time>
                </span>
              </div>
              <p className="break-words text-sm text-fg">
                {item.description}
                {item.value ? (
                  <span className="ml-1 font-semibold tabular-nums">{formatUsd(item.value, true)}</span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function QuickTiles({ tiles, stale }: { tiles: AdminOverview['quickTiles']; stale: boolean }) {
  const admin = paths.admin.getHref();
  const items = [
    {
      label: 'Pending KYC',
      count: tiles.pendingKyc,
      hint: 'awaiting review',
      href: withQuery(admin, { tab: 'users' }),
    },
    {
      label: 'Content Review',
      count: tiles.contentReview,
      hint: 'drafts to publish',
      href: withQuery(admin, { tab: 'content' }),
    },
    {
      label: 'Wine Appraisals',
      count: tiles.appraisalsDue,
      hint: 'due within 30 days',
      href: withQuery(admin, { tab: 'wine-assets' }),
    },
    {
      label: 'Security Scans',
      count: tiles.securityScans,
      hint: 'open threats in the Security Center',
      href: withQuery(paths.enterprise.getHref(), { tab: 'security' }),
    },
  ];
  return (
    <section aria-labelledby="quick-title">
      <h3 id="quick-title" className="mb-3 text-lg font-semibold text-fg">
        Quick Actions
      </h3>
      <ul className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', stale && 'opacity-70')}>
        {items.map((tile) => (
          <li key={tile.label}>
            <Link
              to={tile.href}
              className="focus-ring flex h-full flex-col gap-1 rounded-2xl border border-border bg-surface/80 px-4 py-3 shadow-card transition-colors hover:border-gold/50"
            >
              <span className="text-sm font-medium text-fg">{tile.label}</span>
              <span className="font-display text-2xl font-semibold tabular-nums text-fg">
                {formatInteger(tile.count)}
              </span>
              <span className="text-xs text-fg-muted">{tile.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

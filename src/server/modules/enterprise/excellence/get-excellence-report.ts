import { sql } from 'drizzle-orm';
import type { ExcellenceMetric, ExcellenceReport } from '../../../../contracts/enterprise';
import { growth, growthText, type GrowthUnit } from '../../../../domain/analytics/growth';
import { SYSTEM_USER_EMAIL_DOMAIN } from '../../../../domain/constants';
import { formatCompactUsd } from '../../../../domain/format';
import { securityScore, runSecurityChecks } from '../../../../domain/security-checks/security-checks';
import { queryRows } from '../../../db/client';
import type { EnterpriseContext } from '../enterprise-context';
import { gatherSecurityFacts } from '../security/security-facts';

interface Counts {
  users: number;
  users_30d: number;
  users_prev_30d: number;
  revenue: string;
  revenue_30d: string;
  revenue_prev_30d: string;
  trades: number;
  trades_30d: number;
  kyc_approved: number;
  page_loads_30d: number;
  lcp_p75_30d: number | null;
  error_events_30d: number;
  audit_rows_30d: number;
  assets: number;
  portfolio_value: string;
  bottles: number;
  avg_appreciation: number | null;
}

/**
 * Growth of the last 30 days over the 30 before: a signed percentage, or under the analytics
 * minimum base its label and reason ("n/a vs previous 30 days: previous period under …").
 */
function growthLine(current: number, previous: number, unit: GrowthUnit): string {
  const g = growth(current, previous, unit);
  return `${growthText(g)} vs previous 30 days${g.reason === null ? '' : ` (${g.reason})`}`;
}

const m = (
  name: string,
  value: string,
  source: string,
  excellent: boolean,
  improvement: string | null = null,
): ExcellenceMetric => ({ name, value, status: excellent ? 'excellent' : 'optimal', improvement, source });

/**
 * Platform Excellence: four categories of four figures, each a query or a measurement of this
 * platform. A figure is "excellent" when it meets its target or grew, "optimal" otherwise.
 */
export async function getExcellenceReport(ctx: EnterpriseContext, now = new Date()): Promise<ExcellenceReport> {
  const system = `%@${SYSTEM_USER_EMAIL_DOMAIN}`;
  const d30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const d60 = new Date(now.getTime() - 60 * 86_400_000).toISOString();
  const [[c], facts] = await Promise.all([
    queryRows<Counts>(
      ctx.db,
      sql`select
        (select count(*) from "user" where email not like ${system})::int as users,
        (select count(*) from "user" where email not like ${system} and created_at >= ${d30})::int as users_30d,
        (select count(*) from "user" where email not like ${system} and created_at >= ${d60} and created_at < ${d30})::int as users_prev_30d,
        (select coalesce(sum(amount), 0)::text from revenue_tracking) as revenue,
        (select coalesce(sum(amount), 0)::text from revenue_tracking where created_at >= ${d30}) as revenue_30d,
        (select coalesce(sum(amount), 0)::text from revenue_tracking where created_at >= ${d60} and created_at < ${d30}) as revenue_prev_30d,
        (select count(*) from trades)::int as trades,
        (select count(*) from trades where created_at >= ${d30})::int as trades_30d,
        (select count(*) from user_profiles where kyc_status = 'approved')::int as kyc_approved,
        (select count(*) from performance_metrics where created_at >= ${d30})::int as page_loads_30d,
        (select percentile_cont(0.75) within group (order by largest_contentful_paint_ms)::float8
           from performance_metrics where created_at >= ${d30}) as lcp_p75_30d,
        (select count(*) from user_activities where activity_type = 'error_event' and created_at >= ${d30})::int as error_events_30d,
        (select count(*) from audit_log where created_at >= ${d30})::int as audit_rows_30d,
        (select count(*) from wine_assets)::int as assets,
        (select coalesce(sum(current_value * bottle_count), 0)::text from wine_assets) as portfolio_value,
        (select coalesce(sum(bottle_count), 0) from wine_assets)::int as bottles,
        (select avg((current_value - purchase_price) / nullif(purchase_price, 0) * 100)::float8 from wine_assets) as avg_appreciation`,
    ),
    gatherSecurityFacts(ctx, now),
  ]);
  const counts = c!;
  const score = securityScore(runSecurityChecks(facts));
  const uptimeH = process.uptime() / 3600;
  const revenue30 = Number(counts.revenue_30d);
  const revenuePrev = Number(counts.revenue_prev_30d);
  const categories: ExcellenceReport['categories'] = [
    {
      id: 'platform',
      title: 'Platform',
      metrics: [
        m('Server uptime', `${uptimeH.toFixed(1)} h`, 'time since this server process started', uptimeH >= 24),
        m(
          'Page loads measured',
          String(counts.page_loads_30d),
          'web-vitals reports from browsers, last 30 days',
          counts.page_loads_30d > 0,
        ),
        m(
          'LCP p75',
          counts.lcp_p75_30d === null ? 'No data' : `${Math.round(counts.lcp_p75_30d)} ms`,
          'largest contentful paint, 75th percentile of page loads, last 30 days',
          counts.lcp_p75_30d !== null && counts.lcp_p75_30d <= 2500,
        ),
        m(
          'Browser errors',
          String(counts.error_events_30d),
          'runtime errors reported by browsers, last 30 days',
          counts.error_events_30d === 0,
        ),
      ],
    },
    {
      id: 'business',
      title: 'Business',
      metrics: [
        m(
          'Registered users',
          counts.users.toLocaleString('en-US'),
          'accounts, excluding the platform’s own',
          counts.users_30d > counts.users_prev_30d,
          growthLine(counts.users_30d, counts.users_prev_30d, 'count'),
        ),
        m(
          'Revenue',
          formatCompactUsd(Number(counts.revenue)),
          'sum of revenue_tracking',
          revenue30 > revenuePrev,
          growthLine(revenue30, revenuePrev, 'usd'),
        ),
        m(
          'Trades',
          counts.trades.toLocaleString('en-US'),
          `trades on the exchange (${counts.trades_30d} in the last 30 days)`,
          counts.trades_30d > 0,
        ),
        m(
          'KYC approved',
          counts.kyc_approved.toLocaleString('en-US'),
          'profiles with KYC status approved',
          counts.kyc_approved > 0,
        ),
      ],
    },
    {
      id: 'technology',
      title: 'Technology',
      metrics: [
        m('Security score', `${score}/100`, 'share of the six security checks passed, measured now', score === 100),
        m(
          'Audit rows',
          String(counts.audit_rows_30d),
          'audit log rows written in the last 30 days',
          counts.audit_rows_30d > 0,
        ),
        m(
          'Memory',
          `${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)} MB`,
          'resident memory of this server process now',
          process.memoryUsage().rss / 1024 / 1024 <= 1024,
        ),
        m('Node.js', process.versions.node, 'runtime version of this server', true),
      ],
    },
    {
      id: 'wine_portfolio',
      title: 'Wine Portfolio',
      metrics: [
        m('Wine assets', String(counts.assets), 'wine assets on record', counts.assets > 0),
        m(
          'Portfolio value',
          formatCompactUsd(Number(counts.portfolio_value)),
          'sum of current value × bottle count',
          true,
        ),
        m('Bottles', counts.bottles.toLocaleString('en-US'), 'sum of bottle counts', counts.bottles > 0),
        m(
          'Average appreciation',
          counts.avg_appreciation === null ? 'No data' : `${counts.avg_appreciation.toFixed(1)}%`,
          'mean of (current value − purchase price) / purchase price across assets',
          (counts.avg_appreciation ?? 0) > 0,
        ),
      ],
    },
  ];
  const all = categories.flatMap((cat) => cat.metrics);
  return {
    categories,
    summary: {
      metrics: all.length,
      excellent: all.filter((x) => x.status === 'excellent').length,
      measuredAt: now.toISOString(),
    },
  };
}

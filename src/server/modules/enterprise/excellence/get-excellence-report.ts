import type { ExcellenceMetric, ExcellenceReport } from '../../../../contracts/enterprise';
import { growth, growthText, type GrowthUnit } from '../../../../domain/analytics/growth';
import {
  gradeAtLeast,
  gradeAtMost,
  gradeCount,
  gradeGrowth,
  gradeNodeVersion,
  type Grade,
} from '../../../../domain/enterprise-excellence/excellence-grades';
import { formatCompactUsd } from '../../../../domain/format';
import { securityScore, runSecurityChecks } from '../../../../domain/security-checks/security-checks';
import { readExcellenceCounts, readMetric } from '../../reporting/reporting-module';
import type { MetricName } from '../../../../domain/metrics/metric-catalogue';
import type { EnterpriseContext } from '../enterprise-context';
import { gatherSecurityFacts } from '../security/security-facts';

/**
 * Growth of the last 30 days over the 30 before: a signed percentage, or under the analytics
 * minimum base its label and reason ("n/a vs previous 30 days: previous period under …").
 */
function growthLine(current: number, previous: number, unit: GrowthUnit): string {
  const g = growth(current, previous, unit);
  return `${growthText(g)} vs previous 30 days${g.reason === null ? '' : ` (${g.reason})`}`;
}

/** A figure with its grade; the source line ends with the grade's rule, so the page says why. */
const m = (
  name: string,
  value: string,
  source: string,
  grade: Grade,
  improvement: string | null = null,
): ExcellenceMetric => ({
  name,
  value,
  status: grade.status,
  improvement,
  source: `${source}. Grade: ${grade.rule}.`,
});

const MB = 1024 * 1024;
const DAY_MS = 86_400_000;

/**
 * Users, revenue and trades as the metrics catalogue defines them (read by name, the same figures as
 * /admin and /analytics): the total, the last 30 days and the 30 before.
 */
async function readCatalogueFigures(ctx: EnterpriseContext, now: Date) {
  const d30 = new Date(now.getTime() - 30 * DAY_MS);
  const d60 = new Date(now.getTime() - 60 * DAY_MS);
  const windows = [
    { start: d30, end: now },
    { start: d60, end: d30 },
  ];
  const series = async (total: MetricName, windowed: MetricName) => {
    const [all, last30, prev30] = await Promise.all([
      readMetric(ctx.db, total, { now, window: { start: new Date(0), end: now } }),
      ...windows.map((window) => readMetric(ctx.db, windowed, { now, window })),
    ]);
    return { total: all ?? 0, last30: last30 ?? 0, prev30: prev30 ?? 0 };
  };
  const [users, revenue, trades] = await Promise.all([
    series('users', 'new_users'),
    series('revenue_total', 'revenue'),
    series('trades', 'trades'),
  ]);
  return { users, revenue, trades };
}

/**
 * Platform Excellence: four categories of four figures, each a query or a measurement of this
 * platform, graded against stated thresholds (domain/enterprise-excellence/excellence-grades.ts):
 * excellent, optimal, or needs attention.
 */
export async function getExcellenceReport(ctx: EnterpriseContext, now = new Date()): Promise<ExcellenceReport> {
  const [counts, { users, revenue, trades }, facts] = await Promise.all([
    readExcellenceCounts(ctx.db, now),
    readCatalogueFigures(ctx, now),
    gatherSecurityFacts(ctx, now),
  ]);
  const score = securityScore(runSecurityChecks(facts));
  const uptimeH = process.uptime() / 3600;
  const revenue30 = revenue.last30;
  const revenuePrev = revenue.prev30;
  const memoryMb = process.memoryUsage().rss / MB;
  const errorBudget = Math.floor(counts.page_loads_30d / 100);
  const node = gradeNodeVersion(process.versions.node, now);
  const portfolioValue = Number(counts.portfolio_value);
  const portfolioCost = Number(counts.portfolio_cost);
  const categories: ExcellenceReport['categories'] = [
    {
      id: 'platform',
      title: 'Platform',
      metrics: [
        m(
          'Server uptime',
          `${uptimeH.toFixed(1)} h`,
          'time since this server process started',
          gradeAtLeast(uptimeH, 24, 1, ' h'),
        ),
        m(
          'Page loads measured',
          String(counts.page_loads_30d),
          'web-vitals reports from sampled browser sessions, last 30 days',
          gradeAtLeast(counts.page_loads_30d, 100, 1),
        ),
        m(
          'LCP p75',
          counts.lcp_p75_30d === null ? 'No data' : `${Math.round(counts.lcp_p75_30d)} ms`,
          'largest contentful paint, 75th percentile of page loads, last 30 days',
          gradeAtMost(counts.lcp_p75_30d, 2500, 4000, ' ms'),
        ),
        m('Browser errors', String(counts.error_events_30d), 'runtime errors reported by browsers, last 30 days', {
          status: gradeAtMost(counts.error_events_30d, 0, errorBudget).status,
          rule: `excellent at none, optimal up to 1% of page loads (${errorBudget}), needs attention above`,
        }),
      ],
    },
    {
      id: 'business',
      title: 'Business',
      metrics: [
        m(
          'Registered users',
          users.total.toLocaleString('en-US'),
          'accounts, excluding the platform’s own; graded on sign-ups',
          gradeGrowth(users.last30, users.prev30),
          growthLine(users.last30, users.prev30, 'count'),
        ),
        m(
          'Revenue',
          formatCompactUsd(revenue.total),
          'sum of revenue_tracking; graded on its last 30 days',
          gradeGrowth(revenue30, revenuePrev),
          growthLine(revenue30, revenuePrev, 'usd'),
        ),
        m(
          'Trades',
          trades.total.toLocaleString('en-US'),
          `trades on the exchange (${trades.last30} in the last 30 days)`,
          gradeGrowth(trades.last30, trades.prev30),
          growthLine(trades.last30, trades.prev30, 'count'),
        ),
        m(
          'KYC approved',
          counts.kyc_approved.toLocaleString('en-US'),
          `profiles with KYC status approved (${counts.kyc_approved_30d} approvals in the last 30 days)`,
          gradeGrowth(counts.kyc_approved_30d, counts.kyc_approved_prev_30d),
        ),
      ],
    },
    {
      id: 'technology',
      title: 'Technology',
      metrics: [
        m(
          'Security score',
          `${score}/100`,
          'share of the six security checks passed, measured now',
          gradeAtLeast(score, 90, 70, '/100'),
        ),
        m(
          'Audit log rows',
          String(counts.audit_rows_30d),
          'rows written to the audit log in the last 30 days: admin and account actions (settings, KYC decisions, content, wine assets, wallets, staking); sign-ins and refused requests are not in it',
          gradeCount(counts.audit_rows_30d),
        ),
        m(
          'Memory',
          `${memoryMb.toFixed(1)} MB`,
          'resident memory of this server process now',
          gradeAtMost(memoryMb, 512, 1024, ' MB'),
        ),
        m(
          'Node.js',
          process.versions.node,
          `runtime version of this server${node.endOfLife ? `; its LTS line is supported until ${node.endOfLife}` : ''}`,
          node,
        ),
      ],
    },
    {
      id: 'wine_portfolio',
      title: 'Wine Portfolio',
      metrics: [
        m('Wine assets', String(counts.assets), 'wine assets on record', gradeCount(counts.assets)),
        m(
          'Portfolio value',
          formatCompactUsd(portfolioValue),
          `sum of current value × bottle count, against ${formatCompactUsd(portfolioCost)} paid`,
          portfolioCost > 0
            ? gradeAtLeast(Math.round((portfolioValue / portfolioCost) * 1000) / 10, 110, 100, '% of cost')
            : gradeCount(portfolioValue),
        ),
        m('Bottles', counts.bottles.toLocaleString('en-US'), 'sum of bottle counts', gradeCount(counts.bottles)),
        m(
          'Average appreciation',
          counts.avg_appreciation === null ? 'No data' : `${counts.avg_appreciation.toFixed(1)}%`,
          'mean of (current value − purchase price) / purchase price across assets',
          counts.avg_appreciation === null
            ? { status: 'needs_attention', rule: 'nothing to measure' }
            : gradeAtLeast(counts.avg_appreciation, 5, 0, '%'),
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
      needsAttention: all.filter((x) => x.status === 'needs_attention').length,
      measuredAt: now.toISOString(),
    },
  };
}

import type { MetricName } from '../domain/metrics/metric-catalogue';
import { apiPaths } from './api-paths';

/**
 * Where each catalogue metric is shown: the screen or export, the API answer behind it and the field
 * that holds the figure. The agreement test walks this list, so a screen added here is checked
 * against the catalogue's query and against every other screen showing the same metric.
 *
 * `pick` is a dotted path into the JSON answer; `[field=value]` picks the array item whose `field`
 * is `value`. `days` is the window of a "last N days" figure; `skipIf` names a boolean field that
 * makes the figure not comparable (a capped count).
 */
export interface MetricReader {
  metric: MetricName;
  screen: string;
  path: string;
  pick: string;
  days?: number;
  skipIf?: string;
  /** Picks of the window's start and end in the answer, for a figure of a calendar period. */
  windowFrom?: string;
  windowTo?: string;
  /**
   * A CSV export: the answer is parsed into rows of cells (header included), so `[1=Name].2` is the
   * third cell of the row whose second cell is "Name"; `#rows` counts the rows after the header.
   */
  format?: 'csv';
}

const r = (metric: MetricName, screen: string, path: string, pick: string, extra: Partial<MetricReader> = {}) =>
  ({ metric, screen, path, pick, ...extra }) satisfies MetricReader;

const report30 = `${apiPaths.admin.reports}?period=30d&type=overview`;
const analytics30 = `${apiPaths.analytics.overview}?period=30d`;
const overviewCsv30 = `${apiPaths.analytics.overviewCsv}?period=30d`;
const bi = `${apiPaths.analytics.businessIntelligence}?view=monthly`;
const biWindow = { windowFrom: 'current.from', windowTo: 'current.to' } as const;

export const METRIC_READERS: readonly MetricReader[] = [
  r('users', '/admin Dashboard', apiPaths.admin.overview, 'stats.total_users'),
  r('users', '/realtime tiles', apiPaths.metrics, 'total_users'),
  r('users', '/email-marketing segment "All users"', apiPaths.admin.emailSegments, 'counts.all_users'),
  r('users', '/admin User Management', `${apiPaths.admin.users}?pageSize=10`, 'total', { skipIf: 'totalIsCapped' }),
  r('users', '/admin Analytics & Reports', report30, 'kpis.totalUsers'),
  r('users', '/admin Analytics & Reports (performance)', report30, 'performanceMetrics.totalUsers'),

  r('new_users', '/admin Analytics & Reports', report30, 'kpis.newUsers', { days: 30 }),
  r('new_users', '/analytics Overview', analytics30, 'kpis.[key=new_users].value', { days: 30 }),
  r('new_users', '/email-marketing segment "New users (30 days)"', apiPaths.admin.emailSegments, 'counts.new_users', {
    days: 30,
  }),
  r('funnel_signups', '/analytics Overview funnel', analytics30, 'funnel.[key=signups].count', { days: 30 }),

  r('active_users', '/admin Analytics & Reports', report30, 'performanceMetrics.activeUsers', { days: 30 }),
  r('active_users', '/analytics Overview', analytics30, 'kpis.[key=active].value', { days: 30 }),
  r('active_users_24h', '/realtime tiles', apiPaths.metrics, 'active_users_24h'),

  r('revenue_total', '/admin Dashboard', apiPaths.admin.overview, 'stats.total_revenue'),
  r('revenue_total', '/realtime tiles', apiPaths.metrics, 'total_revenue'),
  r('revenue_24h', '/admin Dashboard', apiPaths.admin.overview, 'stats.revenue_24h'),
  r('revenue_24h', '/realtime tiles', apiPaths.metrics, 'revenue_24h'),
  r('revenue', '/admin Analytics & Reports', report30, 'kpis.revenue', { days: 30 }),
  r('revenue', '/analytics Overview', analytics30, 'kpis.[key=revenue].value', { days: 30 }),

  r('purchases', '/analytics Overview', analytics30, 'kpis.[key=purchases].value', { days: 30 }),
  r('trades', '/analytics Overview', analytics30, 'kpis.[key=trades].value', { days: 30 }),
  r('transactions', '/admin Dashboard', apiPaths.admin.overview, 'stats.total_transactions'),
  r('transactions', '/realtime tiles', apiPaths.metrics, 'total_transactions'),
  r('buyers', '/ presale counter', apiPaths.presale, 'investors'),

  r('holders', '/realtime tiles', apiPaths.metrics, 'token_holders'),
  r('stakers', '/admin Dashboard', apiPaths.admin.overview, 'stats.activeStakers'),
  r('stakers', '/realtime tiles', apiPaths.metrics, 'active_stakers'),

  r('conversion', '/admin Analytics & Reports', report30, 'performanceMetrics.conversionRate', { days: 30 }),
  r('churned', '/admin Analytics & Reports', report30, 'kpis.churned', { days: 30 }),
  r('funnel_verified', '/analytics Overview funnel', analytics30, 'funnel.[key=verified].count', { days: 30 }),
  r('funnel_kyc_approved', '/analytics Overview funnel', analytics30, 'funnel.[key=kyc_approved].count', { days: 30 }),
  r('funnel_purchased', '/analytics Overview funnel', analytics30, 'funnel.[key=purchased].count', { days: 30 }),
  r('funnel_traded', '/analytics Overview funnel', analytics30, 'funnel.[key=traded].count', { days: 30 }),

  r('users', '/admin User Management CSV (users.csv)', apiPaths.admin.usersCsv, '#rows', { format: 'csv' }),
  r('new_users', '/analytics Overview Export Report CSV', overviewCsv30, '[0=KPI,1=New Users].2', { days: 30, format: 'csv' }),
  r('revenue', '/analytics Overview Export Report CSV', overviewCsv30, '[0=KPI,1=Revenue].2', { days: 30, format: 'csv' }),
  r('active_users', '/analytics Overview Export Report CSV', overviewCsv30, '[0=KPI,1=Active Users].2', {
    days: 30,
    format: 'csv',
  }),
  r('purchases', '/analytics Overview Export Report CSV', overviewCsv30, '[0=KPI,1=Token Purchases].2', {
    days: 30,
    format: 'csv',
  }),
  r('trades', '/analytics Overview Export Report CSV', overviewCsv30, '[0=KPI,1=Trades].2', { days: 30, format: 'csv' }),
  r('funnel_signups', '/analytics Overview Export Report CSV funnel', overviewCsv30, '[0=Funnel,1=Sign-up].2', {
    days: 30,
    format: 'csv',
  }),

  r('revenue', '/analytics Business Intelligence (last complete month)', bi, 'kpis.[name=Revenue].value', biWindow),
  r('new_users', '/analytics Business Intelligence (last complete month)', bi, 'kpis.[name=New Users].value', biWindow),
  r('conversion', '/analytics Business Intelligence (last complete month)', bi, 'kpis.[name=Conversion Rate].value', biWindow),
];

/** The figure at `pick` in a JSON answer, or undefined when the path does not exist. */
export function pickFigure(json: unknown, pick: string): unknown {
  let at: unknown = json;
  for (const part of pick.split('.')) {
    if (at === null || at === undefined) return undefined;
    const match = /^\[(.+)\]$/.exec(part);
    if (match) {
      if (!Array.isArray(at)) return undefined;
      const conditions = match[1]!.split(',').map((c) => c.split('=') as [string, string]);
      at = at.find((item: Record<string, unknown>) => conditions.every(([f, v]) => String(item[f]) === v));
    } else {
      at = (at as Record<string, unknown>)[part];
    }
  }
  return at;
}

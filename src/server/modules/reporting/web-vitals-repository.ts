import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** The 75th percentiles of one period's page loads (performance_metrics), all computed in SQL. */
export interface VitalsP75 {
  samples: number;
  load_p75: number | null;
  fcp_p75: number | null;
  tti_p75: number | null;
  cls_p75: number | null;
  lcp_p75: number | null;
  ttfb_p75: number | null;
}

const routeFilter = (route: string): SQL => (route === 'all' ? sql`true` : sql`page_route = ${route}`);

/** p75 of each web-vital over [from, to) for one route or all; percentile_cont ignores nulls. */
export async function readVitalsP75(db: Executor, from: Date, to: Date, route: string): Promise<VitalsP75> {
  const [row] = await queryRows<VitalsP75>(
    db,
    sql`select count(*)::int as samples,
          percentile_cont(0.75) within group (order by load_time_ms)::float8 as load_p75,
          percentile_cont(0.75) within group (order by first_contentful_paint_ms)::float8 as fcp_p75,
          percentile_cont(0.75) within group (order by time_to_interactive_ms)::float8 as tti_p75,
          percentile_cont(0.75) within group (order by cumulative_layout_shift)::float8 as cls_p75,
          percentile_cont(0.75) within group (order by largest_contentful_paint_ms)::float8 as lcp_p75,
          percentile_cont(0.75) within group (order by time_to_first_byte_ms)::float8 as ttfb_p75
        from performance_metrics
        where metric_category = 'web_vitals' and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
          and ${routeFilter(route)}`,
  );
  return row!;
}

/** Per-route p75 of the paint and shift vitals in the period (the recommendations' input). */
export async function readRouteVitals(
  db: Executor,
  from: Date,
  to: Date,
): Promise<
  { route: string; samples: number; lcp_p75: number | null; fcp_p75: number | null; cls_p75: number | null }[]
> {
  return queryRows(
    db,
    sql`select page_route as route, count(*)::int as samples,
          percentile_cont(0.75) within group (order by largest_contentful_paint_ms)::float8 as lcp_p75,
          percentile_cont(0.75) within group (order by first_contentful_paint_ms)::float8 as fcp_p75,
          percentile_cont(0.75) within group (order by cumulative_layout_shift)::float8 as cls_p75
        from performance_metrics
        where metric_category = 'web_vitals' and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
        group by page_route order by page_route`,
  );
}

/** TTFB p75 per reported connection type (the network panel). */
export async function readTtfbByConnection(
  db: Executor,
  from: Date,
  to: Date,
  route: string,
): Promise<{ connection: string; ttfb_p75: number; samples: number }[]> {
  return queryRows(
    db,
    sql`select coalesce(network_connection, 'unknown') as connection, count(*)::int as samples,
          percentile_cont(0.75) within group (order by time_to_first_byte_ms)::float8 as ttfb_p75
        from performance_metrics
        where metric_category = 'web_vitals' and time_to_first_byte_ms is not null
          and created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} and ${routeFilter(route)}
        group by 1 order by 1`,
  );
}

/** Every route with a report in the last 30 days (the route picker). */
export async function readReportedRoutes(db: Executor, since: Date): Promise<string[]> {
  const rows = await queryRows<{ route: string }>(
    db,
    sql`select distinct page_route as route from performance_metrics
        where created_at >= ${since.toISOString()} order by 1 limit 200`,
  );
  return rows.map((r) => r.route);
}

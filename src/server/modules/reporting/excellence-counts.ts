import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/**
 * Platform Excellence's raw figures besides the catalogue's (users, revenue and trades are read from
 * the metrics catalogue by name): totals, the last 30 days and the 30 before, across every area.
 */
export interface ExcellenceCounts {
  kyc_approved: number;
  kyc_approved_30d: number;
  kyc_approved_prev_30d: number;
  page_loads_30d: number;
  lcp_p75_30d: number | null;
  error_events_30d: number;
  audit_rows_30d: number;
  assets: number;
  portfolio_value: string;
  portfolio_cost: string;
  bottles: number;
  avg_appreciation: number | null;
}

/** Reads every figure Platform Excellence grades, in one statement. */
export async function readExcellenceCounts(db: Executor, now: Date): Promise<ExcellenceCounts> {
  const d30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const d60 = new Date(now.getTime() - 60 * 86_400_000).toISOString();
  const [row] = await queryRows<ExcellenceCounts>(
    db,
    sql`select
        (select count(*) from user_profiles where kyc_status = 'approved')::int as kyc_approved,
        (select count(*) from kyc_submissions where status = 'approved' and decided_at >= ${d30})::int as kyc_approved_30d,
        (select count(*) from kyc_submissions where status = 'approved' and decided_at >= ${d60} and decided_at < ${d30})::int as kyc_approved_prev_30d,
        (select count(*) from performance_metrics where created_at >= ${d30})::int as page_loads_30d,
        (select percentile_cont(0.75) within group (order by largest_contentful_paint_ms)::float8
           from performance_metrics where created_at >= ${d30}) as lcp_p75_30d,
        (select count(*) from user_activities where activity_type = 'error_event' and created_at >= ${d30})::int as error_events_30d,
        (select count(*) from audit_log where created_at >= ${d30})::int as audit_rows_30d,
        (select count(*) from wine_assets)::int as assets,
        (select coalesce(sum(current_value * bottle_count), 0)::text from wine_assets) as portfolio_value,
        (select coalesce(sum(purchase_price * bottle_count), 0)::text from wine_assets) as portfolio_cost,
        (select coalesce(sum(bottle_count), 0) from wine_assets)::int as bottles,
        (select avg((current_value - purchase_price) / nullif(purchase_price, 0) * 100)::float8 from wine_assets) as avg_appreciation`,
  );
  return row!;
}

import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** Live assets whose next appraisal date has passed, most overdue first (the system alert lists them). */
export function findOverdueAppraisals(
  db: Executor,
  limit: number,
): Promise<{ name: string; vintage: number; slug: string; next_appraisal: string }[]> {
  return queryRows(
    db,
    sql`select name, vintage, slug, next_appraisal::text as next_appraisal from wine_assets
        where next_appraisal < current_date and retired_at is null order by next_appraisal limit ${limit}`,
  );
}

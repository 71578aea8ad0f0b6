import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from './client';

/** A table is analysed again once this many rows were written to it since its last analysis... */
export const ANALYZE_MIN_ROWS = 1000;
/**
 * ...and at least this share of the rows it had then. Autovacuum's default is 10 %; at that rate the
 * embedded database spent 11 % of a 20 s order bench analysing (63 runs), at half 4 % (32 runs). What
 * matters is a plan made again once the table is no longer small; later growth changes little.
 */
export const ANALYZE_GROWTH_SHARE = 0.5;

/**
 * Keeps the planner's statistics of the tables a hot writer grows, the way autovacuum's
 * ANALYZE does, from the writer's own row counts.
 *
 * Why: PostgreSQL keeps a plan it made once for a connection's lifetime (the foreign-key checks,
 * PL/pgSQL triggers), chosen from the statistics of that moment. Planned while a table was small, a
 * foreign-key check scans the whole table on every row written, and it still does at 100,000 rows:
 * the exchange's writes grew slower with every order. ANALYZE updates the statistics and makes every
 * connection plan such statements again. The embedded database has no autovacuum at all; on
 * PostgreSQL autovacuum looks once a minute, too late for a fresh database under load.
 *
 * One ANALYZE at a time, after the writes it counts have committed. A failure is logged, and tried
 * again after as many rows again.
 */
export class StatisticsUpkeep<Table extends string> {
  private readonly written = new Map<Table, number>();
  /** Rows each table had at its last analysis (0: not analysed here yet). */
  private readonly rowsAtAnalysis = new Map<Table, number>();
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** The tables counted: fixed names, never from input. */
    tables: readonly Table[],
  ) {
    for (const table of tables) this.written.set(table, 0);
  }

  /** Counts committed rows per table; starts an ANALYZE of the tables that are due. */
  rowsWritten(rows: Readonly<Partial<Record<Table, number>>>): void {
    for (const [table, count] of this.written) this.written.set(table, count + (rows[table] ?? 0));
    if (this.running) return;
    const due = [...this.written].filter(([table, count]) => count >= this.threshold(table)).map(([table]) => table);
    if (due.length > 0) this.running = this.analyze(due).finally(() => (this.running = undefined));
  }

  /** Resolves once no ANALYZE is running (before the database closes). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private threshold(table: Table): number {
    return Math.max(ANALYZE_MIN_ROWS, ANALYZE_GROWTH_SHARE * (this.rowsAtAnalysis.get(table) ?? 0));
  }

  private async analyze(tables: readonly Table[]): Promise<void> {
    const counted = new Map(tables.map((table) => [table, this.written.get(table)!]));
    // These rows are used up, whether it succeeds or fails: rows written while it runs count
    // towards the next analysis, and a failed one is tried again after as many rows again.
    for (const [table, count] of counted) this.written.set(table, this.written.get(table)! - count);
    try {
      const names = sql.join(
        tables.map((table) => sql.identifier(table)),
        sql`, `,
      );
      await this.db.execute(sql`analyze ${names}`);
      const sizes = await queryRows<{ table: Table; rows: number }>(
        this.db,
        sql`select relname as "table", reltuples::float8 as rows from pg_class
            where relkind = 'r' and relnamespace = current_schema()::regnamespace
              and relname in (${sql.join(
                tables.map((table) => sql`${table}`),
                sql`, `,
              )})`,
      );
      for (const { table, rows } of sizes) this.rowsAtAnalysis.set(table, Math.max(0, rows));
    } catch (error) {
      this.log.warn({ err: error, tables }, 'table statistics not updated');
    }
  }
}

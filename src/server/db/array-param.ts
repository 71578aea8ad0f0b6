import { sql, type SQL } from 'drizzle-orm';

/** One element of a PostgreSQL array literal: always quoted, so any text (and every type's text form) is safe. */
function element(value: string | null): string {
  if (value === null) return 'NULL';
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * A column of many rows as ONE parameter, `type` an array type such as `uuid[]` (a trusted constant).
 * A multi-row write through `unnest` of such columns has one parameter per column whatever its row
 * count, so its text and plan stay small and the same from batch to batch, where a VALUES list has a
 * parameter per value to send, parse and plan (the market batches).
 */
export function arrayParam(values: readonly (string | null)[], type: string): SQL {
  return sql`${`{${values.map(element).join(',')}}`}::${sql.raw(type)}`;
}

/** `unnest(col1, col2, …)`: rows from columns given as [values, array type], all of the same length. */
export function unnestRows(columns: readonly (readonly [values: readonly (string | null)[], type: string])[]): SQL {
  return sql`unnest(${sql.join(
    columns.map(([values, type]) => arrayParam(values, type)),
    sql`, `,
  )})`;
}

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { SYSTEM_EMAIL_PATTERN } from './counted-users-sql';

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString();

/** A half-open range of moments; an absent bound is open. */
interface Range {
  start?: Date;
  end?: Date;
}

function inRanges(column: SQL, ranges: readonly Range[]): SQL {
  const one = (r: Range) => {
    const parts = [
      ...(r.start ? [sql`${column} >= ${iso(r.start)}::timestamptz`] : []),
      ...(r.end ? [sql`${column} < ${iso(r.end)}::timestamptz`] : []),
    ];
    return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
  };
  return sql`(${sql.join(ranges.map(one), sql` or `)})`;
}

/**
 * Moments a person did something, as rows (user_id, at), read from the source tables: signed in (a
 * session started or was used, or a sign-in was recorded), placed an order, made a payment or staked.
 * System accounts are left out. The one definition of "active"; the ranges are tested in each source
 * so that each can use its own index.
 */
function sourceActivitySql(ranges: readonly Range[]): SQL {
  const where = (column: SQL) => inRanges(column, ranges);
  return sql`select a.user_id, a.at from (
      select user_id, created_at as at from user_activities
        where activity_type = 'sign_in' and user_id is not null and ${where(sql`created_at`)}
      union all select user_id, created_at from session where ${where(sql`created_at`)}
      union all select user_id, updated_at from session where ${where(sql`updated_at`)}
      union all select user_id, created_at from orders where ${where(sql`created_at`)}
      union all select user_id, created_at from payments where ${where(sql`created_at`)}
      union all select user_id, started_at from stakes where ${where(sql`started_at`)}
    ) a join "user" u on u.id = a.user_id and u.email not like ${SYSTEM_EMAIL_PATTERN}`;
}

/**
 * The (day, person) pairs of the activity in [from, until) (UTC days; `from` open when absent): what
 * the analytics module rolls up into member_activity_days for complete days.
 */
export function activityDaysSql(from: Date | null, until: Date): SQL {
  return sql`select distinct (x.at at time zone 'UTC')::date as day, x.user_id
    from (${sourceActivitySql([{ ...(from ? { start: from } : {}), end: until }])}) x`;
}

/**
 * Where the roll-up ends: the day after the last one it holds (complete days before it are rolled
 * up), or null when it is empty. Activity from here on is read from the source tables.
 */
export async function readActivityRolledUntil(db: Executor): Promise<Date | null> {
  const [row] = await queryRows<{ until: string | null }>(
    db,
    sql`select to_char(max(day) + 1, 'YYYY-MM-DD') as until from member_activity_days`,
  );
  return row?.until ? new Date(`${row.until}T00:00:00Z`) : null;
}

const floorDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY_MS) * DAY_MS);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY_MS) * DAY_MS);

export interface ActivityWindow {
  start: Date;
  /** Exclusive; absent: up to now. */
  end?: Date;
  /** The roll-up's end (readActivityRolledUntil). */
  rolledUntil: Date | null;
  /**
   * Moments the caller compares `at` with (its spans' bounds): a day holding one inside it is read
   * from the source tables, so each row's `at` falls on the right side of every cut.
   */
  cuts?: readonly Date[];
}

/**
 * Activity in [start, end) as rows (user_id, at): the complete UTC days the roll-up holds, each one
 * row per person at the day's start, and the rest (the part days at either end, days holding a cut,
 * everything after the roll-up) from the source tables. The same people on the same days as reading
 * the sources alone; a consumer that counts distinct people per span, or per UTC day or coarser bin,
 * gets the same figures.
 */
export function activitySql(w: ActivityWindow): SQL {
  const first = ceilDay(w.start);
  const last = w.rolledUntil ? new Date(Math.min(w.rolledUntil.getTime(), w.end ? floorDay(w.end).getTime() : Infinity)) : first;
  if (last <= first) return sourceActivitySql([{ start: w.start, ...(w.end ? { end: w.end } : {}) }]);
  const cutDays = [
    ...new Set(
      (w.cuts ?? [])
        .filter((c) => c.getTime() % DAY_MS !== 0 && c >= first && c < last)
        .map((c) => floorDay(c).getTime()),
    ),
  ].map((t) => new Date(t));
  const raw: Range[] = [
    ...(w.start < first ? [{ start: w.start, end: first }] : []),
    ...cutDays.map((d) => ({ start: d, end: new Date(d.getTime() + DAY_MS) })),
    { start: last, ...(w.end ? { end: w.end } : {}) },
  ].filter((r) => !r.end || r.start < r.end);
  const skip = cutDays.length
    ? sql` and day not in (${sql.join(
        cutDays.map((d) => sql`${iso(d).slice(0, 10)}::date`),
        sql`, `,
      )})`
    : sql``;
  const rolled = sql`select user_id, (day::timestamp at time zone 'UTC') as at from member_activity_days
    where day >= ${iso(first).slice(0, 10)}::date and day < ${iso(last).slice(0, 10)}::date${skip}`;
  return raw.length ? sql`${rolled} union all ${sourceActivitySql(raw)}` : rolled;
}

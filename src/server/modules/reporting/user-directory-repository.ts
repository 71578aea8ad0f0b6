/**
 * The admin's user directory, read across areas: profiles listed, searched and sorted, with each
 * person's investment total, balances, orders and payments. The search and sort expressions are
 * spelled exactly like the expression indexes of user_profiles (schema/profiles.ts, migration 0016),
 * so every list query is an index range or index order scan, on PGlite and PostgreSQL alike.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserSort } from '../../../contracts/admin-users';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/client';
import { session } from '../../db/schema/auth';
import { ledgerAccounts } from '../../db/schema/ledger';
import { orders } from '../../db/schema/market';
import { payments } from '../../db/schema/payments';
import { userProfiles } from '../../db/schema/profiles';
import { isCountedUser } from './counted-users-sql';

type ProfileRow = typeof userProfiles.$inferSelect;

export interface UserListFilter {
  /** Lower-cased search text (a prefix), already trimmed; empty for none. */
  q: string;
  kycStatus?: ProfileRow['kycStatus'] | undefined;
  role?: ProfileRow['role'] | undefined;
  sort: AdminUserSort;
  order: 'asc' | 'desc';
}

const emailKey = sql`lower(${userProfiles.email}) collate "C"`;
const nameKey = sql`lower(coalesce(${userProfiles.fullName}, '')) collate "C"`;
const surnameKey = sql`lower(substr(${userProfiles.fullName}, strpos(${userProfiles.fullName}, ' ') + 1)) collate "C"`;

/** The value a page is ordered by (then by id), per sort. */
function sortKey(sort: AdminUserSort): SQL {
  if (sort === 'name') return nameKey;
  if (sort === 'email') return emailKey;
  return sql`${userProfiles.createdAt}`;
}

/** LIKE metacharacters in the user's text match themselves. */
export function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The list shows users by the metrics' one rule: the platform's system accounts are not listed. */
function filterWhere(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [isCountedUser(sql`${userProfiles.email}`)];
  if (filter.q) {
    const pattern = likePrefix(filter.q);
    conditions.push(
      or(sql`${emailKey} like ${pattern}`, sql`${nameKey} like ${pattern}`, sql`${surnameKey} like ${pattern}`)!,
    );
  }
  if (filter.kycStatus) conditions.push(eq(userProfiles.kycStatus, filter.kycStatus));
  if (filter.role) conditions.push(eq(userProfiles.role, filter.role));
  return and(...conditions);
}

function orderBy(filter: UserListFilter): SQL[] {
  const key = sortKey(filter.sort);
  return filter.order === 'asc'
    ? [sql`${key} asc`, sql`${userProfiles.id} asc`]
    : [sql`${key} desc`, sql`${userProfiles.id} desc`];
}

/**
 * One page and the number of matches, counted up to `countCap` + 1 (counting every one of 100 000
 * rows would cost more than the page itself; beyond the cap the list says "1,000+").
 */
export async function findProfilesPage(
  db: Executor,
  filter: UserListFilter,
  page: { limit: number; offset: number },
  countCap: number,
): Promise<{ rows: ProfileRow[]; total: number }> {
  const where = filterWhere(filter);
  const [rows, [count]] = await Promise.all([
    // Sorted by registration date, matches are spread evenly in time: the planner's choice (walk the
    // date index and filter, or bitmap a narrow match) is right. Sorted by name or e-mail it is not.
    filter.q && filter.sort !== 'registrationDate'
      ? findSearchPage(db, filter, where, page)
      : findListPage(db, filter, where, page),
    queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from (select 1 from ${userProfiles} ${where ? sql`where ${where}` : sql``} limit ${countCap + 1}) matches`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Without a search: the sort's index gives the page in order. */
function findListPage(
  db: Executor,
  filter: UserListFilter,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(userProfiles)
    .where(where)
    .orderBy(...orderBy(filter))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * A search sorted by name or e-mail: the matches first (the three prefix indexes, OR-ed in a bitmap),
 * then the page by the sort key among them. Left to itself the planner may walk the sort's index and
 * filter every row instead, which for a one-letter search read most of the table (0.6-0.9 s at
 * 100 000 users against 0.15-0.3 s this way).
 */
async function findSearchPage(
  db: Executor,
  filter: UserListFilter,
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<ProfileRow[]> {
  const direction = sql.raw(filter.order === 'asc' ? 'asc' : 'desc');
  const ids = await queryRows<{ id: string }>(
    db,
    sql`with matches as materialized (
          select ${userProfiles.id} as id, ${sortKey(filter.sort)} as k from ${userProfiles} where ${where}
        )
        select id from matches order by k ${direction}, id ${direction} limit ${page.limit} offset ${page.offset}`,
  );
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(userProfiles)
    .where(
      inArray(
        userProfiles.id,
        ids.map((r) => r.id),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((r) => byId.get(r.id)).filter((r): r is ProfileRow => r !== undefined);
}

/** The position after a row, for keyset paging (the CSV streams the whole list this way). */
export interface ProfileCursor {
  key: string;
  id: string;
}

/** A row of the users report: the profile's listed columns with the person's two aggregates. */
export type ReportProfileRow = Pick<
  ProfileRow,
  'id' | 'email' | 'fullName' | 'role' | 'investorStatus' | 'kycStatus' | 'createdAt' | 'riskTolerance' | 'preferences'
> & { totalInvestment: string | null; lastLogin: string | null };

/** One report row as the database sends it, in one JSON array per batch (see findProfilesAfter). */
type ReportCells = [
  id: string,
  email: string,
  fullName: string | null,
  role: ProfileRow['role'],
  investorStatus: string,
  kycStatus: ProfileRow['kycStatus'],
  createdAt: string,
  riskTolerance: ProfileRow['riskTolerance'],
  country: unknown,
  totalInvestment: string | null,
  lastLogin: string | null,
  key: string,
];

/**
 * The next batch after `cursor` in the list's order (keyset: no deep OFFSET), with each person's
 * successful token purchases and newest session read in the same statement, aggregated once for the
 * batch's people (an index lookup per row cost five times as much over a whole export). The batch comes back as one JSON text: a row per person costs the embedded database more to
 * send and the driver more to decode than the query itself. Each row carries its cursor; the sort
 * key travels as text so a timestamp keeps its microseconds.
 */
export async function findProfilesAfter(
  db: Executor,
  filter: UserListFilter,
  cursor: ProfileCursor | null,
  limit: number,
): Promise<{ row: ReportProfileRow; cursor: ProfileCursor }[]> {
  const key = sortKey(filter.sort);
  const conditions: (SQL | undefined)[] = [filterWhere(filter)];
  if (cursor) {
    const value = filter.sort === 'registrationDate' ? sql`${cursor.key}::timestamptz` : sql`${cursor.key}`;
    const op = filter.order === 'asc' ? sql`>` : sql`<`;
    conditions.push(sql`(${key}, ${userProfiles.id}) ${op} (${value}, ${cursor.id})`);
  }
  const direction = sql.raw(filter.order === 'asc' ? 'asc' : 'desc');
  const [result] = await queryRows<{ batch: string | null }>(
    db,
    sql`with b as (
          select ${userProfiles.id} as id, ${userProfiles.email} as email, ${userProfiles.fullName} as full_name,
                 ${userProfiles.role} as role, ${userProfiles.investorStatus} as investor_status,
                 ${userProfiles.kycStatus} as kyc_status, ${userProfiles.createdAt} as created_at,
                 ${userProfiles.riskTolerance} as risk_tolerance, ${userProfiles.preferences}->'country' as country,
                 ${key} as k
          from ${userProfiles}
          where ${and(...conditions)}
          order by ${sql.join(orderBy(filter), sql`, `)}
          limit ${limit}),
        totals as (
          select p.user_id, sum(p.amount)::text as total from ${payments} p
          where p.kind = 'token_purchase' and p.status = 'succeeded' and p.user_id in (select id from b)
          group by p.user_id),
        logins as (
          select s.user_id, max(s.created_at) as last_login from ${session} s
          where s.user_id in (select id from b) group by s.user_id)
        select json_agg(json_build_array(b.id, b.email, b.full_name, b.role, b.investor_status, b.kyc_status,
              b.created_at, b.risk_tolerance, b.country, t.total, l.last_login, b.k::text)
            order by b.k ${direction}, b.id ${direction})::text as batch
        from b left join totals t on t.user_id = b.id left join logins l on l.user_id = b.id`,
  );
  const cells = result?.batch ? (JSON.parse(result.batch) as ReportCells[]) : [];
  return cells.map((c) => ({
    row: {
      id: c[0],
      email: c[1],
      fullName: c[2],
      role: c[3],
      investorStatus: c[4],
      kycStatus: c[5],
      createdAt: new Date(c[6]),
      riskTolerance: c[7],
      preferences: { country: c[8] },
      totalInvestment: c[9],
      lastLogin: c[10],
    },
    cursor: { key: c[11], id: c[0] },
  }));
}

/** A purchase that counts as investment: a token purchase the provider confirmed. */
const purchased = and(eq(payments.kind, 'token_purchase'), eq(payments.status, 'succeeded'));

/** Successful token purchases per user (the spec's totalInvestment), for the given users. */
export async function totalInvestments(db: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: payments.userId, total: sql<string>`sum(${payments.amount})::text` })
    .from(payments)
    .where(and(inArray(payments.userId, userIds), purchased))
    .groupBy(payments.userId);
  return new Map(rows.map((r) => [r.userId, r.total]));
}

export interface InvestorRow {
  id: string;
  email: string;
  fullName: string | null;
  role: ProfileRow['role'];
  investorStatus: string;
  total: string;
  purchases: number;
}

/** Users by total successful purchases, largest first; `above` keeps totals strictly above it. */
export function findInvestors(db: Executor, options: { limit: number; above?: number }): Promise<InvestorRow[]> {
  const having = options.above === undefined ? sql`true` : sql`sum(p.amount) > ${options.above}`;
  return queryRows<InvestorRow>(
    db,
    sql`select up.id, up.email, up.full_name as "fullName", up.role, up.investor_status as "investorStatus",
          t.total::text as total, t.purchases::int as purchases
        from (
          select p.user_id, sum(p.amount) as total, count(*) as purchases
          from ${payments} p
          where p.kind = 'token_purchase' and p.status = 'succeeded'
          group by p.user_id
          having ${having}
        ) t
        join ${userProfiles} up on up.id = t.user_id
        order by t.total desc, up.id
        limit ${options.limit}`,
  );
}

export async function countInvestorsAbove(db: Executor, above: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          select 1 from ${payments} p
          where p.kind = 'token_purchase' and p.status = 'succeeded'
          group by p.user_id having sum(p.amount) > ${above}
        ) t`,
  );
  return row?.n ?? 0;
}

const DETAIL_LIST_LIMIT = 20;

export function findBalances(db: Executor, userId: string) {
  return db
    .select({ asset: ledgerAccounts.asset, available: ledgerAccounts.available, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'user'), eq(ledgerAccounts.userId, userId)))
    .orderBy(ledgerAccounts.asset);
}

export function findRecentOrders(db: Executor, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(DETAIL_LIST_LIMIT);
}

export function findRecentPayments(db: Executor, userId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt))
    .limit(DETAIL_LIST_LIMIT);
}

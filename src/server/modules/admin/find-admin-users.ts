import type { z } from 'zod';
import {
  ADMIN_USERS_COUNT_CAP,
  type AdminUsersFilterSchema,
  type AdminUsersPage,
  type AdminUsersQuerySchema,
} from '../../../contracts/admin-users';
import type { Executor } from '../../db/client';
import { toManagedUser } from './admin-users-mapper';
import type { ProfileRow } from '../profiles/profiles-module';
import { findProfilesPage, totalInvestments, type UserListFilter } from '../reporting/reporting-module';
import { lastLogins } from './admin-users-repository';

/** The list's filter from the query: search lower-cased, "all" options dropped. */
export function toListFilter(query: z.output<typeof AdminUsersFilterSchema>): UserListFilter {
  return {
    q: (query.q ?? '').toLowerCase(),
    kycStatus: query.kycStatus || undefined,
    role: query.role || undefined,
    sort: query.sort,
    order: query.order,
  };
}

/** Total investment and last sign-in for the rows of one page or batch (two indexed queries). */
export async function withAggregates(db: Executor, rows: ProfileRow[]) {
  const ids = rows.map((r) => r.id);
  const [totals, logins] = await Promise.all([totalInvestments(db, ids), lastLogins(db, ids)]);
  return rows.map((row) =>
    toManagedUser(row, { totalInvestment: totals.get(row.id) ?? null, lastLogin: logins.get(row.id) ?? null }),
  );
}

/** All Users: server-side search, filters, sort and pages. */
export async function findAdminUsers(
  db: Executor,
  query: z.output<typeof AdminUsersQuerySchema>,
): Promise<AdminUsersPage> {
  const { rows, total } = await findProfilesPage(
    db,
    toListFilter(query),
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    ADMIN_USERS_COUNT_CAP,
  );
  return {
    items: await withAggregates(db, rows),
    total: Math.min(total, ADMIN_USERS_COUNT_CAP),
    totalIsCapped: total > ADMIN_USERS_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}

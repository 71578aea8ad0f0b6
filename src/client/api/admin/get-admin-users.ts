/** GET /api/v1/admin/users: All Users, one page with the current search, filters and sort. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AdminUsersPageSchema, type AdminUsersPage, type AdminUsersQuery } from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return api.get(apiPaths.admin.users, {
    signal,
    query: { ...query },
    schema: AdminUsersPageSchema,
    fallbackMessage: 'Failed to load users',
  });
}

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    // The table keeps the previous page while the next one loads (no flash of empty rows).
    placeholderData: keepPreviousData,
  });

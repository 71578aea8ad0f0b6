/** GET /api/v1/admin/users/:id: the detail modal (profile, balances, orders, payments, sessions, audit). */
import { queryOptions } from '@tanstack/react-query';
import { AdminUserDetailSchema, type AdminUserDetail } from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return api.get(apiPaths.admin.withId(apiPaths.admin.user, id), {
    signal,
    schema: AdminUserDetailSchema,
    fallbackMessage: 'Failed to load this user',
  });
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getAdminUser(id, signal) });

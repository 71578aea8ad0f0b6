/**
 * GET /api/v1/admin/users.csv: the user list with the current filters as a CSV attachment. The
 * browser downloads it straight from the server's stream (a link, not a fetch into memory).
 */
import type { AdminUsersFilter } from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import { buildUrl } from '../../lib/api-client';

export function adminUsersCsvHref(filter: AdminUsersFilter): string {
  return buildUrl(apiPaths.admin.usersCsv, { ...filter });
}

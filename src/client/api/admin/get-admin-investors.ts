/** GET /api/v1/admin/investors: top 5 by total investment and the high-value investors. */
import { queryOptions } from '@tanstack/react-query';
import { AdminInvestorsSchema, type AdminInvestors } from '../../../contracts/admin-users';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { adminKeys } from './keys';

export function getAdminInvestors(signal?: AbortSignal): Promise<AdminInvestors> {
  return api.get(apiPaths.admin.investors, {
    signal,
    schema: AdminInvestorsSchema,
    fallbackMessage: 'Failed to load investors',
  });
}

export const adminInvestorsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.investors(), queryFn: ({ signal }) => getAdminInvestors(signal) });

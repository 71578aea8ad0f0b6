/** GET /api/v1/reserve/statements: every signed reserve statement, oldest first (proof-of-reserve page). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { reserveKeys } from './keys';

export function getReserveStatements(signal?: AbortSignal) {
  return api.get(apiPaths.reserve.statements, {
    signal,
    schema: () => import('../../../contracts/reserve').then((m) => m.ReserveStatementsSchema),
  });
}

export function getReserveStatementsQueryOptions() {
  return queryOptions({
    queryKey: reserveKeys.statements(),
    queryFn: ({ signal }) => getReserveStatements(signal),
    ...queryPolicy.reserve.statements,
  });
}

export function useReserveStatements() {
  return useQuery(getReserveStatementsQueryOptions());
}

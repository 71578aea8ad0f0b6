/** GET /api/v1/admin/email/subscribers: Subscriber Management, one page with the search and filters. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  AdminSubscribersPageSchema,
  type AdminSubscribersPage,
  type AdminSubscribersQuery,
} from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function findEmailSubscribers(
  query: AdminSubscribersQuery,
  signal?: AbortSignal,
): Promise<AdminSubscribersPage> {
  return api.get(apiPaths.admin.emailSubscribers, {
    signal,
    query: { ...query },
    schema: AdminSubscribersPageSchema,
    fallbackMessage: 'Failed to load subscribers',
  });
}

export const emailSubscribersQueryOptions = (query: AdminSubscribersQuery) =>
  queryOptions({
    queryKey: emailKeys.adminSubscriberList(query),
    queryFn: ({ signal }) => findEmailSubscribers(query, signal),
    // The table keeps the previous page while the next one loads.
    placeholderData: keepPreviousData,
    ...queryPolicy.email.adminSubscribers,
  });

export function useEmailSubscribers(query: AdminSubscribersQuery) {
  return useQuery(emailSubscribersQueryOptions(query));
}

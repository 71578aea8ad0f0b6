/** GET /api/v1/admin/email/subscribers/:id/history: a person's campaigns (sent, opened, clicked, unsubscribed). */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { SubscriberHistorySchema, type SubscriberHistory } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getEmailSubscriberHistory(id: string, signal?: AbortSignal): Promise<SubscriberHistory> {
  return api.get(apiPaths.admin.emailSubscriberHistory.replace(':id', id), {
    signal,
    schema: SubscriberHistorySchema,
    fallbackMessage: 'Failed to load the history',
  });
}

export function useEmailSubscriberHistory(id: string | null) {
  return useQuery({
    queryKey: emailKeys.adminSubscriberHistory(id ?? ''),
    queryFn: ({ signal }) => getEmailSubscriberHistory(id!, signal),
    enabled: id !== null,
    ...queryPolicy.email.adminSubscriberHistory,
  });
}

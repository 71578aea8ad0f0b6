/** GET /api/v1/admin/email/preferences: how people set their e-mail preferences, and the suppression list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EmailPreferenceSummarySchema, type EmailPreferenceSummary } from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getEmailPreferenceSummary(signal?: AbortSignal): Promise<EmailPreferenceSummary> {
  return api.get(apiPaths.admin.emailPreferenceSummary, {
    signal,
    schema: EmailPreferenceSummarySchema,
    fallbackMessage: 'Failed to load the preference summary',
  });
}

export const emailPreferenceSummaryQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.adminPreferenceSummary(),
    queryFn: ({ signal }) => getEmailPreferenceSummary(signal),
    ...queryPolicy.email.adminPreferenceSummary,
  });

export function useEmailPreferenceSummary() {
  return useQuery(emailPreferenceSummaryQueryOptions());
}

/**
 * GET /api/v1/email/preferences: the choices of the holder of a signed preferences link (`token`)
 * or, without one, of the signed-in user.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EmailPreferencesSchema, type EmailPreferences } from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getEmailPreferences(token: string | null, signal?: AbortSignal): Promise<EmailPreferences> {
  return api.get(apiPaths.email.preferences, {
    signal,
    query: { token },
    schema: EmailPreferencesSchema,
    fallbackMessage: 'Failed to load your email preferences.',
  });
}

export const emailPreferencesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: emailKeys.preferences(token),
    queryFn: ({ signal }) => getEmailPreferences(token, signal),
    ...queryPolicy.email.preferences,
  });

export function useEmailPreferences(token: string | null, enabled = true) {
  return useQuery({ ...emailPreferencesQueryOptions(token), enabled });
}

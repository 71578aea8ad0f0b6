/** GET /api/v1/admin/email/analytics: the Email Analytics tab (per-campaign stats and timeline). */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignAnalyticsSchema, type CampaignAnalytics } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getEmailCampaignAnalytics(signal?: AbortSignal): Promise<CampaignAnalytics> {
  return api.get(apiPaths.admin.emailCampaignAnalytics, {
    signal,
    schema: CampaignAnalyticsSchema,
    fallbackMessage: 'Failed to load email analytics',
  });
}

export function useEmailCampaignAnalytics() {
  return useQuery({
    queryKey: emailKeys.adminCampaignAnalytics(),
    queryFn: ({ signal }) => getEmailCampaignAnalytics(signal),
    ...queryPolicy.email.adminCampaignAnalytics,
  });
}

/** GET /api/v1/admin/email/campaigns: the Email Campaigns tab (list and tiles); polled while one sends. */
import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignListSchema, type CampaignList } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function findEmailCampaigns(signal?: AbortSignal): Promise<CampaignList> {
  return api.get(apiPaths.admin.emailCampaigns, {
    signal,
    schema: CampaignListSchema,
    fallbackMessage: 'Failed to load campaigns',
  });
}

export function useEmailCampaigns() {
  return useQuery({
    queryKey: emailKeys.adminCampaigns(),
    queryFn: ({ signal }) => findEmailCampaigns(signal),
    ...queryPolicy.email.adminCampaigns,
    refetchInterval: (query) =>
      query.state.data?.items.some((c) => c.status === 'sending')
        ? queryPolicy.email.adminCampaignsWhileSending.refetchInterval
        : false,
  });
}

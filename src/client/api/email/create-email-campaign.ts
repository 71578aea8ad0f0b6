/** POST /api/v1/admin/email/campaigns: Save as Draft for a new campaign. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignSchema, type Campaign, type CampaignInput } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export function createEmailCampaign(input: CampaignInput): Promise<Campaign> {
  return api.post(apiPaths.admin.emailCampaigns, input, {
    schema: CampaignSchema,
    fallbackMessage: 'Failed to save the campaign',
  });
}

export function useCreateEmailCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.adminCampaigns() }),
  });
}

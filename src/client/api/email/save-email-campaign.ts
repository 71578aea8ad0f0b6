/**
 * Save as Draft: POST /api/v1/admin/email/campaigns (new) or PATCH /api/v1/admin/email/campaigns/:id
 * (edit a draft or scheduled campaign).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignSchema, type Campaign, type CampaignInput } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export function saveEmailCampaign({ id, ...input }: CampaignInput & { id?: string }): Promise<Campaign> {
  const options = { schema: CampaignSchema, fallbackMessage: 'Failed to save the campaign' };
  return id
    ? api.patch(apiPaths.admin.emailCampaign.replace(':id', id), input, options)
    : api.post(apiPaths.admin.emailCampaigns, input, options);
}

export function useSaveEmailCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.adminCampaigns() }),
  });
}

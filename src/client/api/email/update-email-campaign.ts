/** PATCH /api/v1/admin/email/campaigns/:id: edit a draft or scheduled campaign. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignSchema, type Campaign, type CampaignInput } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export function updateEmailCampaign({ id, ...input }: CampaignInput & { id: string }): Promise<Campaign> {
  return api.patch(apiPaths.admin.emailCampaign.replace(':id', id), input, {
    schema: CampaignSchema,
    fallbackMessage: 'Failed to save the campaign',
  });
}

export function useUpdateEmailCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailKeys.adminCampaigns() }),
  });
}

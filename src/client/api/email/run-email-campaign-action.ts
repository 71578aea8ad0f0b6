/** POST /api/v1/admin/email/campaigns/:id/:action: Send Now, Schedule, Pause, Resume, Cancel. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { CampaignSchema, type Campaign } from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { emailKeys } from './keys';

export type EmailCampaignAction = 'send' | 'schedule' | 'pause' | 'resume' | 'cancel';

export function runEmailCampaignAction(input: {
  id: string;
  action: EmailCampaignAction;
  scheduledAt?: string;
}): Promise<Campaign> {
  return api.post(
    apiPaths.admin.emailCampaignAction.replace(':id', input.id).replace(':action', input.action),
    input.scheduledAt ? { scheduledAt: input.scheduledAt } : {},
    { schema: CampaignSchema, fallbackMessage: 'Failed to send campaign' },
  );
}

export function useRunEmailCampaignAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runEmailCampaignAction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.adminCampaigns() }),
  });
}

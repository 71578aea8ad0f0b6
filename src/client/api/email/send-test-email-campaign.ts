/** POST /api/v1/admin/email/campaigns/test: Send a test to yourself (the unsaved content). */
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  CampaignActionResultSchema,
  type CampaignActionResult,
  type CampaignPreviewRequest,
} from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';

export function sendTestEmailCampaign(input: CampaignPreviewRequest): Promise<CampaignActionResult> {
  return api.post(apiPaths.admin.emailCampaignTest, input, {
    schema: CampaignActionResultSchema,
    fallbackMessage: 'The test could not be sent',
  });
}

export function useSendTestEmailCampaign() {
  return useMutation({ mutationFn: sendTestEmailCampaign });
}

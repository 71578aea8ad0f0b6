/** POST /api/v1/admin/email/campaigns/preview: the mail as a recipient sees it, and what stops a send. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import {
  CampaignPreviewSchema,
  type CampaignPreview,
  type CampaignPreviewRequest,
} from '../../../contracts/email-campaigns';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function previewEmailCampaign(input: CampaignPreviewRequest, signal?: AbortSignal): Promise<CampaignPreview> {
  return api.post(apiPaths.admin.emailCampaignPreview, input, {
    signal,
    schema: CampaignPreviewSchema,
    fallbackMessage: 'The preview could not be loaded',
  });
}

export function useEmailCampaignPreview(input: CampaignPreviewRequest, enabled: boolean) {
  return useQuery({
    queryKey: emailKeys.adminCampaignPreview(input),
    queryFn: ({ signal }) => previewEmailCampaign(input, signal),
    enabled,
    placeholderData: keepPreviousData,
    ...queryPolicy.email.adminCampaignPreview,
  });
}

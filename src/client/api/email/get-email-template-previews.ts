/** GET /api/v1/admin/email/templates: every e-mail template rendered on the server with sample data. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { EmailTemplatePreviewsSchema, type EmailTemplatePreviews } from '../../../contracts/email-templates';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getEmailTemplatePreviews(signal?: AbortSignal): Promise<EmailTemplatePreviews> {
  return api.get(apiPaths.adminEmailTemplates, {
    signal,
    schema: EmailTemplatePreviewsSchema,
    fallbackMessage: 'Failed to load the e-mail templates',
  });
}

export const emailTemplatePreviewsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.adminTemplates(),
    queryFn: ({ signal }) => getEmailTemplatePreviews(signal),
    ...queryPolicy.email.adminTemplates,
  });

export function useEmailTemplatePreviews() {
  return useQuery(emailTemplatePreviewsQueryOptions());
}

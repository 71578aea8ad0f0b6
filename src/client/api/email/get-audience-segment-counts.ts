/** GET /api/v1/admin/email/segments: recipients per audience segment, counted on the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import { AudienceSegmentCountsSchema, type AudienceSegmentCounts } from '../../../contracts/email';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { emailKeys } from './keys';

export function getAudienceSegmentCounts(signal?: AbortSignal): Promise<AudienceSegmentCounts> {
  return api.get(apiPaths.admin.emailSegments, {
    signal,
    schema: AudienceSegmentCountsSchema,
    fallbackMessage: 'Failed to load segment counts',
  });
}

export const audienceSegmentCountsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.adminSegments(),
    queryFn: ({ signal }) => getAudienceSegmentCounts(signal),
    ...queryPolicy.email.adminSegments,
  });

export function useAudienceSegmentCounts() {
  return useQuery(audienceSegmentCountsQueryOptions());
}

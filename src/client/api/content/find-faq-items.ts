import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { FaqResponse } from '../../../contracts/content';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { contentKeys } from './keys';

/** GET /api/v1/faq — all twelve items; the page searches and filters them in the browser. */
export function getFaq(signal?: AbortSignal): Promise<FaqResponse> {
  return api.get(apiPaths.faq, {
    signal,
    schema: () => import('../../../contracts/content').then((m) => m.FaqResponseSchema),
  });
}

export function getFaqQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.faq(),
    queryFn: ({ signal }) => getFaq(signal),
    // The FAQ changes only when an admin edits it.
    ...queryPolicy.content.faq,
  });
}

export function useFaq() {
  return useQuery(getFaqQueryOptions());
}

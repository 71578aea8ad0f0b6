import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../contracts/api-paths';
import type { FaqResponse } from '../../../contracts/content';
import { api } from '../../lib/api-client';

/** GET /api/v1/faq — all twelve items; the page searches and filters them in the browser. */
export function getFaq(signal?: AbortSignal): Promise<FaqResponse> {
  return api.get<FaqResponse>(apiPaths.faq, { signal });
}

export function getFaqQueryOptions() {
  return queryOptions({
    queryKey: ['faq'] as const,
    queryFn: ({ signal }) => getFaq(signal),
    // The FAQ changes only when an admin edits it.
    staleTime: 5 * 60_000,
  });
}

export function useFaq() {
  return useQuery(getFaqQueryOptions());
}

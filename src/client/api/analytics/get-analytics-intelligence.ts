/** GET /api/v1/analytics/intelligence: AI Intelligence (recommendations, wine predictions, model status). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsIntelligenceSchema, type AnalyticsIntelligence } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { analyticsKeys } from './keys';

export function getAnalyticsIntelligence(signal?: AbortSignal): Promise<AnalyticsIntelligence> {
  return api.get(apiPaths.analytics.intelligence, {
    signal,
    schema: AnalyticsIntelligenceSchema,
    fallbackMessage: 'Failed to load the recommendations',
  });
}

export const getAnalyticsIntelligenceQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.intelligence(),
    queryFn: ({ signal }) => getAnalyticsIntelligence(signal),
    ...queryPolicy.analytics.intelligence,
  });

export const useAnalyticsIntelligence = () => useQuery(getAnalyticsIntelligenceQueryOptions());

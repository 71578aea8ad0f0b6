/** GET /api/v1/analytics/business-intelligence?view=: the Business Intelligence tab. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessIntelligenceSchema, type BiView, type BusinessIntelligence } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { analyticsKeys } from './keys';

export function getBusinessIntelligence(view: BiView, signal?: AbortSignal): Promise<BusinessIntelligence> {
  return api.get(apiPaths.analytics.businessIntelligence, {
    signal,
    query: { view },
    schema: BusinessIntelligenceSchema,
    fallbackMessage: 'Failed to load business intelligence',
  });
}

export const getBusinessIntelligenceQueryOptions = (view: BiView) =>
  queryOptions({
    queryKey: analyticsKeys.businessIntelligence(view),
    queryFn: ({ signal }) => getBusinessIntelligence(view, signal),
    placeholderData: keepPreviousData,
    ...queryPolicy.analytics.businessIntelligence,
  });

export const useBusinessIntelligence = (view: BiView) => useQuery(getBusinessIntelligenceQueryOptions(view));

/** GET /api/v1/analytics/overview?period=: the Analytics Overview tab (KPIs, funnel, segments, forecasts). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AnalyticsOverviewSchema, type AnalyticsOverview, type AnalyticsPeriod } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { analyticsKeys } from './keys';

export function getAnalyticsOverview(period: AnalyticsPeriod, signal?: AbortSignal): Promise<AnalyticsOverview> {
  return api.get(apiPaths.analytics.overview, {
    signal,
    query: { period },
    schema: AnalyticsOverviewSchema,
    fallbackMessage: 'Failed to load analytics data',
  });
}

export const getAnalyticsOverviewQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({
    queryKey: analyticsKeys.overview(period),
    queryFn: ({ signal }) => getAnalyticsOverview(period, signal),
    // The previous period's figures stay on screen while the new one loads.
    placeholderData: keepPreviousData,
    ...queryPolicy.analytics.overview,
  });

export const useAnalyticsOverview = (period: AnalyticsPeriod) => useQuery(getAnalyticsOverviewQueryOptions(period));

/** GET /api/v1/analytics/predictive: Predictive Models (models with backtests, scenarios, trends, footer counts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PredictiveModelsSchema, type PredictiveModels } from '../../../contracts/analytics';
import { apiPaths } from '../../../contracts/api-paths';
import { api } from '../../lib/api-client';
import { queryPolicy } from '../query-policy';
import { analyticsKeys } from './keys';

export function getPredictiveModels(signal?: AbortSignal): Promise<PredictiveModels> {
  return api.get(apiPaths.analytics.predictive, {
    signal,
    schema: PredictiveModelsSchema,
    fallbackMessage: 'Failed to load the models',
  });
}

export const getPredictiveModelsQueryOptions = () =>
  queryOptions({
    queryKey: analyticsKeys.predictive(),
    queryFn: ({ signal }) => getPredictiveModels(signal),
    ...queryPolicy.analytics.predictive,
  });

export const usePredictiveModels = () => useQuery(getPredictiveModelsQueryOptions());
